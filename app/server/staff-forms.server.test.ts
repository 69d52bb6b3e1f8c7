import { describe, expect, it } from "vitest";
import { cutFields } from "./staff-forms.server";

describe("a settings text cut to its length", () => {
  it("is refused beside its field, with the count, and only free texts are read so", () => {
    const address = "Bole Road, Addis Ababa. ".repeat(14).trim();
    const typed = {
      "office.1.address.en": `  ${address}\r\n`,
      "member.2.bio.am": "አጭር",
      "lender.1.name": "Awash Bank and Microfinance",
      "loan.rate": "18.0",
    };
    const kept = {
      "office.1.address.en": address.slice(0, 300),
      "member.2.bio.am": "አጭር",
      "lender.1.name": "Awash Bank and Microfinance",
      // A number kept in its own form is not a cut text.
      "loan.rate": "18",
    };
    expect(cutFields(typed, kept)).toEqual({
      "office.1.address.en": `At most 300 characters (${address.length} now).`,
    });
    expect(cutFields({ "faq.1.question.om": "Gaaffii" }, { "faq.1.question.om": "" })).toEqual({});
  });
});
