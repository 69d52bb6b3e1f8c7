import { describe, expect, it } from "vitest";
import { keepPreview, keptPreview, PREVIEW_LIFETIME_MS } from "./setting-preview.server";

const document = { id: "company", phone: "+251 11 555 0199" };

describe("a setting's preview, kept for the staff member who typed it", () => {
  it("is found by its token, for its setting and its author only", () => {
    const token = keepPreview(document, "selam@tsehaysolar.example", 1_000);
    expect(keptPreview(token, "company", "selam@tsehaysolar.example", 2_000)).toEqual(document);
    expect(keptPreview(token, "faqs", "selam@tsehaysolar.example", 2_000)).toBeUndefined();
    expect(keptPreview(token, "company", "abebe@tsehaysolar.example", 2_000)).toBeUndefined();
    expect(keptPreview("no-such-token", "company", "selam@tsehaysolar.example")).toBeUndefined();
  });

  it("lasts its lifetime, and not a moment longer", () => {
    const token = keepPreview(document, "selam@tsehaysolar.example", 0);
    expect(keptPreview(token, "company", "selam@tsehaysolar.example", PREVIEW_LIFETIME_MS)).toEqual(
      document,
    );
    expect(
      keptPreview(token, "company", "selam@tsehaysolar.example", PREVIEW_LIFETIME_MS + 1),
    ).toBeUndefined();
  });

  it("each preview has its own token", () => {
    const first = keepPreview(document, "selam@tsehaysolar.example", 0);
    const other = { ...document, phone: "+251 11 555 0200" };
    const second = keepPreview(other, "selam@tsehaysolar.example", 0);
    expect(first).not.toBe(second);
    expect(keptPreview(first, "company", "selam@tsehaysolar.example", 1)).toEqual(document);
  });
});
