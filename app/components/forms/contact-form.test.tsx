import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetDraftMemory } from "~/hooks/use-form-draft";
import { localizedForm } from "~/content/enquiry-text";
import { InFrame } from "~/i18n/test-frame";
import { ContactForm } from "./contact-form";
import { contactText } from "~/content/catalogues";

function renderForm(url = "/contact", locale: "en" | "am" = "en") {
  return render(
    <InFrame
      path={url}
      locale={locale}
      data={{
        text: { contact: contactText[locale] },
        forms: { contact: localizedForm("contact", locale) },
      }}
    >
      <ContactForm />
    </InFrame>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  resetDraftMemory();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

  it("ends the privacy line after its link as the language ends a sentence: ። in Amharic", () => {
    const link = (name: string) => screen.getByRole("link", { name }).parentElement?.textContent;
    renderForm("/am/contact", "am");
    expect(link("የግል መረጃዎን እንዴት እንደምንይዝ")).toMatch(/እንደምንይዝ።$/);
    document.body.replaceChildren();
    renderForm();
    expect(link("How we handle your data")).toMatch(/your data\.$/);
  });

  it("preselects the subject of a service chosen on the Services page", () => {
    renderForm("/contact?service=solar-pump-installation");
    expect(screen.getByLabelText("Subject")).toHaveValue("Consultation: Solar Pump Installation");
  });

  it("sends to the server, shows the reference and repeats what was sent as the server keeps it, markup as text", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    fillValidForm();
    // A pasted bidi override and a tab, which the server takes out and makes a space; a phone
    // number as a phone's app copies it, between direction isolates, which the check reads as
    // the server keeps it, so it is no "wrong number".
    type("Last name", "Kebede\u202E\tTolosa");
    fireEvent.change(screen.getByLabelText(/^Phone/), {
      target: { value: "\u2066+251 911 234 567\u2069" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(screen.getByRole("button", { name: /Sending/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/enquiries");
    const body = new URLSearchParams(String(init.body));
    expect(body.get("kind")).toBe("contact");
    expect(body.get("firstName")).toBe("Abebe");
    expect(body.get("idempotencyKey")).toMatch(/^[\w-]{8,}$/);

    await act(async () =>
      answer(Response.json({ ok: true, reference: "TS-2026-0042" }, { status: 201 })),
    );
    const confirmation = await screen.findByText("TS-2026-0042");
    const status = confirmation.closest("[role=status]") as HTMLElement;
    expect(status).toHaveFocus();
    expect(within(status).getByText("Thank you. Your message has reached us.")).toBeVisible();
    expect(within(status).getByText("<img src=x onerror=alert(1)> Need water")).toBeVisible();
    // What the server stored: no bidi control, a space for the tab.
    expect(within(status).getByText("Kebede Tolosa")).toBeVisible();
    expect(status.textContent).not.toContain("\u202E");
    expect(status.querySelector("img")).toBeNull();
    expect(localStorage.getItem("draft:enquiry:contact")).toBeNull();
  });

  it("shows the server's messages next to the fields and keeps what was typed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            ok: false,
            message: "Check",
            errors: [
              ["email", "Enter an email address in the correct format, like name@example.com"],
            ],
          },
          { status: 422 },
        ),
      ),
    );
    renderForm();
    fillValidForm();
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/correct format/);
    expect(screen.getByLabelText("Email address")).toBeInvalid();
    expect(screen.getByLabelText("Subject")).toHaveValue("Pump for 2 ha");
  });

  it("offline: saves the enquiry on the device, then sends it once when the connection returns", async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    fillValidForm();
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(/saved on this device/)).toBeVisible();
    expect(JSON.parse(localStorage.getItem("enquiry-outbox") ?? "[]")).toHaveLength(1);
    expect(screen.getByLabelText("Subject")).toHaveValue("Pump for 2 ha");

    const key = new URLSearchParams(
      String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body),
    ).get("idempotencyKey");
    const online = vi.fn(async (_url: string, init: RequestInit) => {
      expect(new URLSearchParams(String(init.body)).get("idempotencyKey")).toBe(key);
      return Response.json({ ok: true, reference: "TS-2026-0007" }, { status: 201 });
    });
    vi.stubGlobal("fetch", online);
    await act(async () => window.dispatchEvent(new Event("online")));
    expect(await screen.findByText("TS-2026-0007")).toBeVisible();
    expect(online).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem("enquiry-outbox") ?? "[]")).toHaveLength(0);
  });
});

function fillValidForm() {
  type("First name", "Abebe");
  type("Last name", "Kebede");
  type("Email address", "abebe@example.com");
  type("Subject", "Pump for 2 ha");
  type("Message", "<img src=x onerror=alert(1)> Need water");
}
