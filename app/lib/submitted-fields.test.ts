import { describe, expect, it } from "vitest";
import { readSubmitted, submittedLabel } from "./submitted-fields";

describe("what a refused staff form gives back", () => {
  it("is labelled as its form labels it, or by its name", () => {
    expect(submittedLabel("overview.en")).toBe("Overview, for the project page (English)");
    expect(submittedLabel("note")).toBe("Internal note");
    expect(submittedLabel("team.0.name")).toBe("Field “team.0.name”");
    expect(submittedLabel("overview.xx")).toBe("Field “overview.xx”");
  });

  it("labels the settings forms' fields as those forms do", () => {
    expect(submittedLabel("faq.contact.0.question.en")).toBe(
      "Contact page (/contact) · Question 1 · Question (English)",
    );
    expect(submittedLabel("faq.financing.2.answer.am")).toBe(
      "Financing page (/financing) · Question 3 · Answer (አማርኛ)",
    );
    expect(submittedLabel("englishAlt")).toBe("What the photos show, in English");
    expect(submittedLabel("alt.om")).toBe(
      "Description for people who cannot see the photo (Afaan Oromoo)",
    );
    expect(submittedLabel("rate")).toBe("Birr to one US dollar");
    expect(submittedLabel("dieselMinimum")).toBe("Smallest diesel set, US dollars");
    expect(submittedLabel("package.starter")).toBe("Starter package");
    expect(submittedLabel("office.1.phone")).toBe("Office 2 · Office phone");
    expect(submittedLabel("hours.0.days.en")).toBe("Business hours row 1 · Days (English)");
    expect(submittedLabel("member.0.bio.en")).toBe("Person 1 · About them (English)");
    expect(submittedLabel("lender.0.offers.en")).toBe("Lender 1 · What it lends for (English)");
    expect(submittedLabel("annualRate")).toBe("Interest rate (% a year)");
    expect(submittedLabel("product.solar-pumps.am.features")).toMatch(
      /^.+ · Selling points, one per line \(አማርኛ\)$/,
    );
    expect(submittedLabel("figure.farmers")).toBe("Farmers served");
    expect(submittedLabel("faq.elsewhere.0.question.en")).toBe(
      "Field “faq.elsewhere.0.question.en”",
    );
  });

  it("names a list's row by the name typed in it, in English where it has one", () => {
    const sent = [
      { name: "member.1.name.am", value: "አበበ ከበደ" },
      { name: "member.1.name.en", value: "  Abebe   Kebede " },
      { name: "member.1.role.en", value: "Field engineer" },
      { name: "member.2.name.am", value: "ሰላም ታደሰ" },
      { name: "office.0.city", value: "Batu (Ziway)" },
      { name: "faq.contact.0.question.en", value: "How long does it take to drill a borehole?" },
      {
        name: "faq.financing.1.question.en",
        value: "Can a cooperative of smallholder farmers borrow together for one shared pump?",
      },
      { name: "lender.3.offers.en", value: "Pumps and panels" },
    ];
    expect(submittedLabel("member.1.role.en", sent)).toBe(
      "Person 2 (Abebe Kebede) · Role (English)",
    );
    expect(submittedLabel("member.2.role.am", sent)).toBe("Person 3 (ሰላም ታደሰ) · Role (አማርኛ)");
    expect(submittedLabel("office.0.phone", sent)).toBe("Office 1 (Batu (Ziway)) · Office phone");
    expect(submittedLabel("faq.contact.0.answer.om", sent)).toBe(
      "Contact page (/contact) · Question 1 (How long does it take to drill a borehole?) · Answer (Afaan Oromoo)",
    );
    expect(submittedLabel("faq.financing.1.answer.en", sent)).toBe(
      "Financing page (/financing) · Question 2 (Can a cooperative of smallholder farmers borrow…) · Answer (English)",
    );
    // A row whose name was left empty or not sent keeps its place alone.
    expect(submittedLabel("lender.3.offers.en", sent)).toBe(
      "Lender 4 · What it lends for (English)",
    );
  });

  it("reads only well-formed fields from a refusal's data", () => {
    expect(readSubmitted({ submitted: [{ name: "note", value: "x" }, { name: 1 }] })).toEqual([
      { name: "note", value: "x" },
    ]);
    expect(readSubmitted({ message: "no" })).toEqual([]);
    expect(readSubmitted(undefined)).toEqual([]);
  });
});
