// @vitest-environment node
import { describe, expect, it } from "vitest";
import { safeNext, submittedFields } from "./staff-auth.server";

describe("what a refused staff form gives back", () => {
  it("is each typed text, never the token, a password, a code, an unticked box's 'on', a row's hidden id or a value as the page showed it", () => {
    expect(
      submittedFields({
        csrf: "token",
        intent: "save",
        revision: "3",
        "overview.en": "Two hectares of onions",
        "overview.am": "",
        "confirm.am.title": "on",
        password: "secret",
        current: "secret",
        code: "123456",
        note: "  ",
        reason: "Asked by phone",
        "office.1.id": "hawassa",
        "member.0.portrait": "portrait-1",
        "was.phone": "0911234567",
      }),
    ).toEqual([
      { name: "overview.en", value: "Two hectares of onions" },
      { name: "reason", value: "Asked by phone" },
    ]);
  });
});

describe("where a sign-in goes next", () => {
  it("is a staff page of this site, never another site or a header with a line break", () => {
    expect(safeNext("/staff/leads/TS-2026-0001?saved=note")).toBe(
      "/staff/leads/TS-2026-0001?saved=note",
    );
    for (const next of [
      null,
      "",
      "//evil.example",
      "https://evil.example/staff",
      "/staffing",
      "/staff?\r\nSet-Cookie: x=1",
      "/staff/leads\nX: 1",
      "/staff?q=a\u0000",
      "/staff/../size-your-system",
      "/staff/%2e%2e/size-your-system",
      "/staff/..\\blog",
    ]) {
      expect(safeNext(next), JSON.stringify(next)).toBe("/staff");
    }
  });
});
