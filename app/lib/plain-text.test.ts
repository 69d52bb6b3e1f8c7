import { describe, expect, it } from "vitest";
import { plainText } from "./plain-text";

describe("an enquiry's fields as plain text", () => {
  it("leaves Ge'ez, Afaan Oromo's apostrophes and the zero-width joiners as typed", () => {
    for (const text of [
      "ተስፋዬ ገብረ መድኅን",
      "Caaltuu Gammachuu",
      "bishaan ba'aa",
      "Jimma'tti",
      "क्‍ष",
      "ز\u200Cی",
    ]) {
      expect(plainText(text, false)).toBe(text);
      expect(plainText(text, true)).toBe(text);
    }
    expect(plainText("ሰላም።\nፓምፕ እፈልጋለሁ።", true)).toBe("ሰላም።\nፓምፕ እፈልጋለሁ።");
  });

  it("takes out control characters and the bidi overrides, in every field", () => {
    for (const multiLine of [false, true]) {
      expect(plainText("Kebede\u202Eevil", multiLine)).toBe("Kebedeevil");
      expect(plainText("\u2066Abebe\u2069 \u202Aበቀለ\u202C", multiLine)).toBe("Abebe በቀለ");
      expect(plainText("Ca\u0000al\u001B[31mtuu\u0007\u007F\u009B", multiLine)).toBe("Caal[31mtuu");
      expect(plainText("Adama\tnorth", multiLine)).toBe("Adama north");
    }
  });

  it("makes one line of a one-line field and keeps a message's lines, each as \\n", () => {
    expect(plainText("Kebede\r\nTolosa", false)).toBe("Kebede Tolosa");
    expect(plainText("0911\n\n234567", false)).toBe("0911 234567");
    expect(plainText("Adama\rAdaamaa\u2028ኦሮሚያ", false)).toBe("Adama Adaamaa ኦሮሚያ");
    expect(plainText("Akkam?\r\nBishaan\r\rba'aa", true)).toBe("Akkam?\nBishaan\n\nba'aa");
  });
});
