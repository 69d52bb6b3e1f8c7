// @vitest-environment node
import { describe, expect, it } from "vitest";
import { submittedFields } from "./staff-auth.server";

describe("what a refused staff form gives back", () => {
  it("is each typed text, never the token, a password, a code, an unticked box's 'on' or a row's hidden id", () => {
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
      }),
    ).toEqual([
      { name: "overview.en", value: "Two hectares of onions" },
      { name: "reason", value: "Asked by phone" },
    ]);
  });
});
