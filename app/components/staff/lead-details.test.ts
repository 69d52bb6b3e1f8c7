// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contactForm } from "~/content/enquiry-forms";
import { parseEnquiry } from "~/lib/enquiry-schema";
import { typedMailtoHref, whatsAppHref } from "./lead-details";

/** Who a mail client writes to for a `mailto:` link, as RFC 6068 reads it: the part before `?`. */
const recipients = (href: string) =>
  decodeURIComponent(href.replace(/^mailto:/, "").split("?")[0] ?? "");

describe("typedMailtoHref", () => {
  it("writes to an ordinary address as it is", () => {
    expect(typedMailtoHref("abebe.kebede+farm@gmail.com")).toBe(
      "mailto:abebe.kebede%2Bfarm@gmail.com",
    );
    expect(recipients(typedMailtoHref("abebe.kebede+farm@gmail.com"))).toBe(
      "abebe.kebede+farm@gmail.com",
    );
  });

  it("adds no one to a reply for an address the form takes with a query in it", () => {
    const typed = "a@b.co?bcc=x%40evil.example&body=hello";
    // The form takes it (a `?` may stand in an address's local part, and this one is the domain's).
    const parsed = parseEnquiry(contactForm, {
      firstName: "Abebe",
      lastName: "Kebede",
      email: typed,
      subject: "A pump",
      message: "A pump for two hectares",
    });
    expect(parsed.ok).toBe(true);
    const href = typedMailtoHref(typed);
    // One recipient, the address as typed, and no header (`bcc`, `body`) of the link's own.
    expect(href).not.toContain("?");
    expect(href).not.toContain("&");
    expect(recipients(href)).toBe(typed);
    // With the link's own subject, that is the one header.
    const reply = typedMailtoHref(typed, "Tsehay Solar: TS-2026-0004");
    expect(recipients(reply)).toBe(typed);
    expect(reply.split("?")[1]).toBe("subject=Tsehay%20Solar%3A%20TS-2026-0004");
  });
});

describe("whatsAppHref", () => {
  it("opens a chat with an Ethiopian mobile or a number abroad, never with a landline", () => {
    expect(whatsAppHref("+251911234567")).toBe("https://wa.me/251911234567");
    expect(whatsAppHref("+251 700 123 456")).toBe("https://wa.me/251700123456");
    expect(whatsAppHref("+447700900123")).toBe("https://wa.me/447700900123");
    expect(whatsAppHref("+251115510000")).toBeUndefined();
    expect(whatsAppHref("0911234567")).toBeUndefined();
    expect(whatsAppHref("+25191123")).toBeUndefined();
  });
});
