import { describe, expect, it } from "vitest";
import { chatFallback, chatReplies } from "~/content/chat-replies";
import { site } from "~/content/site";
import { isSendable, replyTo } from "./reply-to";

const reply = (keyword: string) => chatReplies.find((entry) => entry.keyword === keyword)?.reply;

describe("replyTo", () => {
  it("checks the keywords in the spec's order", () => {
    expect(chatReplies.map((entry) => entry.keyword)).toEqual([
      "hello",
      "services",
      "price",
      "contact",
      "about",
      "warranty",
      "training",
    ]);
  });

  it("matches each keyword as a case-insensitive substring", () => {
    expect(replyTo("HeLLo there")).toBe(reply("hello"));
    expect(replyTo("Which SERVICES do you offer?")).toBe(reply("services"));
    expect(replyTo("what are your prices")).toBe(reply("price"));
    expect(replyTo("How do I contact you")).toBe(reply("contact"));
    expect(replyTo("tell me ABOUT the company")).toBe(reply("about"));
    expect(replyTo("Warranty?")).toBe(reply("warranty"));
    expect(replyTo("farmer training")).toBe(reply("training"));
  });

  it("gives the first keyword in content order, not the first in the message", () => {
    expect(replyTo("training, warranty and price please")).toBe(reply("price"));
    expect(replyTo("About your services: hello")).toBe(reply("hello"));
    expect(replyTo("contact about warranty")).toBe(reply("contact"));
  });

  it("falls back to a thank-you pointing to the phone and office", () => {
    expect(replyTo("Do you sell tractors?")).toBe(chatFallback);
    expect(chatFallback).toContain("Thank you");
    expect(chatFallback).toContain(site.phone);
    expect(chatFallback).toContain(site.headOffice);
  });

  it("puts the configured e-mail and phone in the contact reply", () => {
    expect(reply("contact")).toContain(site.email);
    expect(reply("contact")).toContain(site.phone);
  });
});

describe("isSendable", () => {
  it("ignores empty and whitespace-only input", () => {
    expect(isSendable("")).toBe(false);
    expect(isSendable("   \t\n ")).toBe(false);
    expect(isSendable(" hi ")).toBe(true);
  });
});
