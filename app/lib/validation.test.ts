import { describe, expect, it } from "vitest";
import { contactFields } from "~/content/enquiry-forms";
import { MAX_FARM_HECTARES, validationMessages } from "~/content/enquiry-forms";
import { quoteFields } from "~/content/quote-form";
import {
  displayValue,
  isEmail,
  isPhone,
  validateField,
  validateForm,
  type FieldSpec,
} from "./validation";
import { parseDecimal } from "./typed-number";

const field = (name: string): FieldSpec => {
  const found = [...contactFields, ...quoteFields].find((item) => item.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe("parseDecimal", () => {
  it.each([
    ["2.5", 2.5],
    [" 12 ", 12],
    ["2,5", 2.5],
    ["1,200", 1200],
    ["0.25", 0.25],
    [".5", 0.5],
    ["-1", -1],
    ["0,5", 0.5],
    ["0,250", 0.25],
    ["0,2500", 0.25],
    ["1,500", 1500],
    ["1 000", 1000],
    ["12\u00a0000", 12000],
    ["1\u202f298\u202f000", 1298000],
    ["2 500,5", 2500.5],
  ])("reads %j as %d", (raw, value) => expect(parseDecimal(raw)).toBe(value));

  it.each(["", "abc", "2 ha", "1e3", "1.2.3", "<b>5</b>", "1 5", "1 0000", "0 500", "1 000 00"])(
    "rejects %j",
    (raw) => expect(parseDecimal(raw)).toBeNull(),
  );
});

describe("email and phone shapes", () => {
  it("accepts name@domain.tld and nothing looser", () => {
    expect(isEmail("abebe@example.com")).toBe(true);
    expect(isEmail("abebe@example")).toBe(false);
    expect(isEmail("abebe example.com")).toBe(false);
    expect(isEmail(`${"a".repeat(250)}@example.com`)).toBe(false);
  });

  it.each(["abebe.kebede@mail.example.et", "a+farm@x.co", "o'neil@x.com", "ጸሐይ@example.et"])(
    "accepts %j",
    (address) => expect(isEmail(address)).toBe(true),
  );

  it.each([
    "sales@tsehaysolar..example",
    "a,b@x.com",
    "javascript:alert(1)//@x.com",
    "abebe.@x.com",
    ".abebe@x.com",
    "abe..be@x.com",
    "<abebe@x.com>",
    'abebe"@x.com',
    "abebe@x.c",
    "abebe@@x.com",
  ])("refuses %j: a mail server would not take it", (address) =>
    expect(isEmail(address)).toBe(false),
  );

  it("accepts Ethiopian phone numbers as people write them, and nothing else", () => {
    expect(isPhone("+251 91 123 4567")).toBe(true);
    expect(isPhone("(011) 555-0100")).toBe(true);
    expect(isPhone("12345")).toBe(false);
    expect(isPhone("call me")).toBe(false);
  });
});

describe("validateField", () => {
  it("asks for required fields, treating blanks as empty", () => {
    expect(validateField(field("firstName"), "   ", validationMessages)).toBe(
      "Enter your first name",
    );
    expect(validateField(field("phone"), "", validationMessages)).toBeUndefined();
  });

  it("says how long is too long instead of cutting the text", () => {
    expect(validateField(field("message"), "x".repeat(5000), validationMessages)).toBeUndefined();
    expect(validateField(field("message"), "x".repeat(5001), validationMessages)).toBe(
      "Message must be 5,000 characters or fewer (you have 5,001)",
    );
  });

  it("accepts markup as plain text", () => {
    expect(
      validateField(field("message"), "<script>alert(1)</script>", validationMessages),
    ).toBeUndefined();
  });

  it("wants a farm size above 0 and within a sane bound", () => {
    const farmSize = field("farmSize");
    expect(validateField(farmSize, "", validationMessages)).toBe(
      "Enter your farm size in hectares",
    );
    expect(validateField(farmSize, "0", validationMessages)).toBe(
      "Farm size must be greater than 0",
    );
    expect(validateField(farmSize, "-3", validationMessages)).toBe(
      "Farm size must be greater than 0",
    );
    expect(validateField(farmSize, "two", validationMessages)).toBe(
      "Farm size must be a number, like 2.5",
    );
    expect(validateField(farmSize, String(MAX_FARM_HECTARES + 1), validationMessages)).toBe(
      "Farm size must be 100,000 hectares or less",
    );
    expect(validateField(farmSize, "0.5", validationMessages)).toBeUndefined();
  });

  it("only accepts listed choices", () => {
    expect(validateField(field("region"), "", validationMessages)).toBe("Choose your region");
    expect(validateField(field("region"), "Atlantis", validationMessages)).toBe(
      "Choose your region from the list",
    );
    expect(validateField(field("region"), "Sidama", validationMessages)).toBeUndefined();
  });

  it("checks the email shape", () => {
    expect(validateField(field("email"), "abebe@", validationMessages)).toMatch(/correct format/);
  });
});

describe("validateForm", () => {
  it("lists every problem of the contact form in field order", () => {
    const empty = Object.fromEntries(contactFields.map((item) => [item.name, ""])) as Record<
      (typeof contactFields)[number]["name"],
      string
    >;
    expect(validateForm(contactFields, empty, validationMessages).map(([name]) => name)).toEqual([
      "firstName",
      "lastName",
      "email",
      "subject",
      "message",
    ]);
  });
});

describe("displayValue", () => {
  it("shows a choice by its label and text trimmed", () => {
    expect(displayValue(field("interest"), "package:starter")).toBe("Starter package");
    expect(displayValue(field("crops"), "  teff ")).toBe("teff");
  });
});
