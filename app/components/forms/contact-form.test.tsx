import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetDraftMemory } from "~/hooks/use-form-draft";
import { ContactForm } from "./contact-form";
import { SUBMIT_DELAY_MS } from "./use-enquiry-form";

function renderForm(url = "/contact") {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ContactForm />
    </MemoryRouter>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  resetDraftMemory();
});
afterEach(() => vi.useRealTimers());

describe("ContactForm", () => {
  it("on an empty submit lists each problem, marks the fields and focuses the summary", () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    const summary = screen.getByRole("alert");
    expect(summary).toHaveFocus();
    for (const message of [
      "Enter your first name",
      "Enter your last name",
      "Enter your email address",
      "Enter a subject",
      "Enter your message",
    ]) {
      expect(within(summary).getByRole("link", { name: message })).toBeInTheDocument();
    }
    expect(screen.getByLabelText("First name")).toHaveAccessibleDescription(
      /Enter your first name/,
    );
    expect(screen.getByLabelText("First name")).toBeInvalid();
    expect(screen.getByLabelText(/^Phone/)).toBeValid();
  });

  it("preselects the subject of a service chosen on the Services page", () => {
    renderForm("/contact?service=solar-pump-installation");
    expect(screen.getByLabelText("Subject")).toHaveValue("Consultation: Solar Pump Installation");
  });

  it("sends after a short submitting state and repeats what was sent, markup as text", () => {
    vi.useFakeTimers();
    renderForm();
    type("First name", "Abebe");
    type("Last name", "Kebede");
    type("Email address", "abebe@example.com");
    type("Subject", "Pump for 2 ha");
    type("Message", "<img src=x onerror=alert(1)> Need water");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("button", { name: /Sending/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );

    act(() => vi.advanceTimersByTime(SUBMIT_DELAY_MS));
    const confirmation = screen.getByRole("status", { name: "" });
    expect(confirmation).toHaveFocus();
    expect(
      within(confirmation).getByText("Thank you, Abebe. Your message is ready."),
    ).toBeVisible();
    expect(within(confirmation).getByText("<img src=x onerror=alert(1)> Need water")).toBeVisible();
    expect(confirmation.querySelector("img")).toBeNull();
    const mail = within(confirmation).getByRole("link", { name: "Send it by e-mail" });
    expect(mail.getAttribute("href")).toMatch(/^mailto:info@tsehaysolar\.example\?subject=Pump/);
    expect(decodeURIComponent(mail.getAttribute("href") ?? "")).toContain("First name: Abebe");
    expect(localStorage.getItem("draft:contact")).toBeNull();
  });
});
