import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enquiryText } from "~/content/catalogues";
import { localizedForm } from "~/content/enquiry-text";
import { resetDraftMemory } from "~/hooks/use-form-draft";
import { InFrame } from "~/i18n/test-frame";
import type { IntakeRefusal } from "~/lib/enquiry-result";
import { EnquiryAnswer } from "./enquiry-answer";

const refused: IntakeRefusal = {
  ok: false,
  status: 422,
  locale: "en",
  kind: "visit",
  message: "Please check the highlighted fields.",
  reason: "refused",
  errors: [["phone", "Enter a phone number we can call"]],
  values: { name: "Hana Tesfaye", place: "Dangila" },
  idempotencyKey: "key-after-refusal",
  page: "/site-visit",
};

beforeEach(() => {
  localStorage.clear();
  resetDraftMemory();
});
afterEach(() => vi.restoreAllMocks());

describe("EnquiryAnswer, a form sent before its script ran and refused", () => {
  it("fills the form again and keeps what was sent as its draft once, on a phone whose clock moves at every step", () => {
    // A slow phone: a millisecond or more passes between any two readings of the clock. Each
    // save of the draft records when it changed, so a save at every render would change the
    // draft at every render, and render again, until React gave up and showed the error page.
    let now = Date.parse("2026-12-02T09:00:00Z");
    vi.spyOn(Date, "now").mockImplementation(() => (now += 5));
    const form = localizedForm("visit", "en");
    const page = () => (
      <InFrame path="/enquiry" data={{ forms: { visit: form } }}>
        <EnquiryAnswer result={refused} form={form} answerPage={enquiryText.en.answerPage} />
      </InFrame>
    );
    const { rerender } = render(page());
    expect(screen.getByLabelText("Your name")).toHaveValue("Hana Tesfaye");
    expect(screen.getByLabelText("Town, woreda or kebele")).toHaveValue("Dangila");
    expect(screen.getByLabelText("Phone")).toHaveAccessibleDescription(
      /Enter a phone number we can call/,
    );
    const saved = localStorage.getItem("draft:enquiry:visit");
    expect(JSON.parse(saved ?? "{}")).toMatchObject({ name: "Hana Tesfaye", place: "Dangila" });
    // Rendered again (the page's data read again, a language's words): the draft is not saved again.
    rerender(page());
    expect(screen.getByLabelText("Your name")).toHaveValue("Hana Tesfaye");
    expect(localStorage.getItem("draft:enquiry:visit")).toBe(saved);
    expect(localStorage.getItem("enquiry-key:visit")).toBe("key-after-refusal");
  });
});
