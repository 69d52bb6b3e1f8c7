import { describe, expect, it } from "vitest";
import { callbackForm, contactForm, homeForm, visitForm } from "~/content/enquiry-forms";
import { quoteForm } from "~/content/quote-form";
import { checkEnquiry, parseEnquiry } from "./enquiry-schema";

describe("the shared enquiry schemas", () => {
  it("need a way back on the home form: a phone number or an e-mail address", () => {
    expect(checkEnquiry(homeForm, { firstName: "Abebe", message: "Hello" })).toEqual([
      ["phone", "Enter a phone number or an email address, so that we can answer you"],
    ]);
    expect(checkEnquiry(homeForm, { email: "abebe@example.com" })).toEqual([]);
    expect(checkEnquiry(homeForm, { phone: "0911 23 45 67" })).toEqual([]);
  });

  it("ask the quote form for farm size and region, and a way back", () => {
    expect(checkEnquiry(quoteForm, {}).map(([name]) => name)).toEqual([
      "farmSize",
      "region",
      "phone",
    ]);
    expect(
      checkEnquiry(quoteForm, { farmSize: "2,5", region: "Oromia", phone: "0911234567" }),
    ).toEqual([]);
  });

  it("give every field's problem in form order, one message each", () => {
    const errors = checkEnquiry(visitForm, { phone: "12", farmSize: "-1", week: "someday" });
    expect(errors.map(([name]) => name)).toEqual([
      "name",
      "phone",
      "region",
      "place",
      "week",
      "farmSize",
    ]);
    expect(Object.fromEntries(errors).farmSize).toBe("Farm size must be greater than 0");
  });

  it("treat values that are not text as missing", () => {
    expect(checkEnquiry(callbackForm, { name: ["a"], phone: 911234567 }).map(([n]) => n)).toEqual([
      "name",
      "phone",
    ]);
  });

  it("normalise what the server stores: E.164 phone, lower-case e-mail, hectares as a number", () => {
    const result = parseEnquiry(contactForm, {
      firstName: " Abebe ",
      lastName: "Kebede",
      email: "Abebe@Example.COM",
      phone: "0911 23 45 67",
      subject: "Pump",
      message: "<b>hi</b>",
      extra: "dropped",
    });
    expect(result).toEqual({
      ok: true,
      enquiry: {
        kind: "contact",
        values: {
          firstName: "Abebe",
          lastName: "Kebede",
          email: "Abebe@Example.COM",
          phone: "0911 23 45 67",
          subject: "Pump",
          message: "<b>hi</b>",
        },
        name: "Abebe Kebede",
        phone: "+251911234567",
        email: "abebe@example.com",
        region: null,
        farmSizeHa: null,
      },
    });
    const quote = parseEnquiry(quoteForm, { farmSize: "1,200", region: "Sidama", email: "a@b.et" });
    expect(quote.ok && quote.enquiry.farmSizeHa).toBe(1200);
  });
});
