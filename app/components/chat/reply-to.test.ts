import { describe, expect, it } from "vitest";
import { isSendable, replyTo } from "./reply-to";
import { chromeText } from "~/content/catalogues";

const en = chromeText.en.chat;
const am = chromeText.am.chat;
const om = chromeText.om.chat;
const topics = ["hello", "services", "price", "contact", "about", "warranty", "training"];
/** The reply of a topic (by its English keyword) in a language. */
const reply = (chat: typeof en, topic: string) => chat.replies[topics.indexOf(topic)]?.reply;

describe("replyTo", () => {
  it("checks the topics in the spec's order, in both languages", () => {
    expect(en.replies.map((entry) => entry.keywords[0])).toEqual(topics);
    expect(am.replies.map((entry) => entry.keywords[0])).toEqual(topics);
    expect(om.replies.map((entry) => entry.keywords[0])).toEqual(topics);
  });

  it("matches each English keyword as a case-insensitive substring", () => {
    expect(replyTo("HeLLo there", en)).toBe(reply(en, "hello"));
    expect(replyTo("Which SERVICES do you offer?", en)).toBe(reply(en, "services"));
    expect(replyTo("what are your prices", en)).toBe(reply(en, "price"));
    expect(replyTo("How do I contact you", en)).toBe(reply(en, "contact"));
    expect(replyTo("tell me ABOUT the company", en)).toBe(reply(en, "about"));
    expect(replyTo("Warranty?", en)).toBe(reply(en, "warranty"));
    expect(replyTo("farmer training", en)).toBe(reply(en, "training"));
  });

  it("also knows the other words English speakers ask with", () => {
    expect(replyTo("How much does a pump cost?", en)).toBe(reply(en, "price"));
    expect(replyTo("Can I get a quote?", en)).toBe(reply(en, "price"));
    expect(replyTo("What is your phone number?", en)).toBe(reply(en, "contact"));
    expect(replyTo("Where is your office address?", en)).toBe(reply(en, "contact"));
    expect(replyTo("Who are you?", en)).toBe(reply(en, "about"));
    expect(replyTo("Is there a guarantee?", en)).toBe(reply(en, "warranty"));
    // On the other languages' pages too, as their English keywords are.
    expect(replyTo("How much does it cost?", am)).toBe(reply(am, "price"));
    expect(replyTo("your phone number please", om)).toBe(reply(om, "contact"));
  });

  it("gives the first topic in content order, not the first in the message", () => {
    expect(replyTo("training, warranty and price please", en)).toBe(reply(en, "price"));
    expect(replyTo("About your services: hello", en)).toBe(reply(en, "hello"));
    expect(replyTo("contact about warranty", en)).toBe(reply(en, "contact"));
    expect(replyTo("ስለ ዋስትና እና ዋጋ", am)).toBe(reply(am, "price"));
  });

  it("on Oromo pages matches Oromo and English keywords, and answers in Afaan Oromo", () => {
    expect(replyTo("Akkam jirtu?", om)).toBe(reply(om, "hello"));
    // The word alone, as the assistant's own greeting says it, is a greeting too.
    expect(replyTo("akkam", om)).toBe(reply(om, "hello"));
    expect(replyTo("Akkam!", om)).toBe(reply(om, "hello"));
    expect(replyTo("Akkam, gatiin meeqa?", om)).toBe(reply(om, "hello"));
    expect(replyTo("Nagaa!", om)).toBe(reply(om, "hello"));
    expect(replyTo("Tajaajila maal qabdu?", om)).toBe(reply(om, "services"));
    expect(replyTo("Gatiin isaa meeqa?", om)).toBe(reply(om, "price"));
    expect(replyTo("Akkamitti isin quunnamuu danda'a?", om)).toBe(reply(om, "contact"));
    expect(replyTo("Lakkoofsa bilbilaa keessan naaf kennaa", om)).toBe(reply(om, "contact"));
    expect(replyTo("Waa'ee dhaabbata keessanii natti himaa", om)).toBe(reply(om, "about"));
    // The site's own label for the About page, and the apostrophe a phone's keyboard types.
    expect(replyTo("Waa'ee keenya", om)).toBe(reply(om, "about"));
    expect(replyTo("Waa’ee keessanii", om)).toBe(reply(om, "about"));
    expect(replyTo("Waaʼee keessanii", om)).toBe(reply(om, "about"));
    expect(replyTo("Wabii qabaa?", om)).toBe(reply(om, "warranty"));
    expect(replyTo("Leenjii ni kennituu?", om)).toBe(reply(om, "training"));
    expect(replyTo("What is the price?", om)).toBe(reply(om, "price"));
    expect(reply(om, "price")).toContain("Gatiin");
  });

  it("on Amharic pages matches Amharic and English keywords, and answers in Amharic", () => {
    expect(replyTo("ሰላም", am)).toBe(reply(am, "hello"));
    expect(replyTo("ምን ምን አገልግሎቶች አላችሁ?", am)).toBe(reply(am, "services"));
    expect(replyTo("ዋጋው ስንት ነው?", am)).toBe(reply(am, "price"));
    expect(replyTo("ስልክ ቁጥራችሁ", am)).toBe(reply(am, "contact"));
    expect(replyTo("ስለ ድርጅቱ ንገሩኝ", am)).toBe(reply(am, "about"));
    // The site's own label for the About page.
    expect(replyTo("ስለ እኛ", am)).toBe(reply(am, "about"));
    expect(replyTo("ዋስትና አለው?", am)).toBe(reply(am, "warranty"));
    expect(replyTo("ሥልጠና ትሰጣላችሁ?", am)).toBe(reply(am, "training"));
    expect(replyTo("What is the PRICE?", am)).toBe(reply(am, "price"));
    expect(reply(am, "price")).toMatch(/ዋጋ/);
  });

  it("treats the interchangeable Ge'ez spellings as one (ሥ/ስ, ፀ/ጸ, ሐ/ኀ/ሀ, ዐ/አ)", () => {
    expect(replyTo("ስልጠና", am)).toBe(reply(am, "training"));
    expect(replyTo("ሰልጠና", am)).not.toBe(reply(am, "training"));
    expect(replyTo("ሠላም", am)).toBe(reply(am, "hello"));
  });

  it("falls back to a thank-you pointing to the phone and office, in the page's language", () => {
    expect(replyTo("Do you sell tractors?", en)).toBe(en.fallback);
    expect(en.fallback).toContain("Thank you");
    expect(en.fallback).toContain("{phone}");
    expect(en.fallback).toContain("{office}");
    expect(replyTo("ትራክተር ትሸጣላችሁ?", am)).toBe(am.fallback);
    expect(am.fallback).toContain("እናመሰግናለን");
  });

  it("puts the configured e-mail and phone in the contact reply", () => {
    for (const chat of [en, am]) {
      expect(reply(chat, "contact")).toContain("{email}");
      expect(reply(chat, "contact")).toContain("{phone}");
    }
  });
});

describe("isSendable", () => {
  it("ignores empty and whitespace-only input", () => {
    expect(isSendable("")).toBe(false);
    expect(isSendable("   \t\n ")).toBe(false);
    expect(isSendable(" hi ")).toBe(true);
  });
});
