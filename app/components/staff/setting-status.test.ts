// @vitest-environment node
import { describe, expect, it } from "vitest";
import { settingStatus } from "./setting-page";

describe("settingStatus once published", () => {
  const published = "The new contact details are on the site.";

  it("says the English is live, and, when it left translations out of date, that those pages still show the old", () => {
    expect(settingStatus({ done: true, marks: {} }, published)).toBe(published);
    expect(settingStatus({ done: true, marks: { "hours.0.am": "missing" } }, published)).toBe(
      published,
    );
    expect(
      settingStatus(
        { done: true, marks: { "hours.0.am": "outdated", "hours.0.om": "outdated" } },
        published,
      ),
    ).toBe(
      `${published} The texts marked “Out of date” below still show their old translation on the Amharic or Afaan Oromo pages: update them and publish again.`,
    );
    expect(settingStatus({ done: false, marks: { "hours.0.am": "outdated" } }, published)).toBe(
      undefined,
    );
  });
});
