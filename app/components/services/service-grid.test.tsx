import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { servicesView } from "~/content/services-view";
import { textsFor } from "~/content/text-modules";
import type { Locale } from "~/i18n/locales";
import { InFrame } from "~/i18n/test-frame";
import { ServiceGrid } from "./service-grid";

// The dialogs open and close through the browser's invoker commands (no script), which jsdom does
// not implement: these tests check the wiring; tests/e2e/services.spec.ts checks the behaviour.
function renderGrid(locale: Locale = "en") {
  const { container } = render(
    <InFrame
      locale={locale}
      path={locale === "en" ? "/services" : `/${locale}/services`}
      data={{ text: textsFor(locale, ["servicesPage"]) }}
    >
      <ServiceGrid services={servicesView(locale)} />
    </InFrame>,
  );
  return container;
}

/** The closed <dialog> a button opens, found through its `commandfor`. */
function dialogOpenedBy(container: HTMLElement, button: HTMLElement): HTMLDialogElement {
  expect(button).toHaveAttribute("command", "show-modal");
  const dialog = container.querySelector(`#${button.getAttribute("commandfor") ?? "none"}`);
  expect(dialog).toBeInstanceOf(HTMLDialogElement);
  return dialog as HTMLDialogElement;
}

describe("ServiceGrid", () => {
  it("shows six service cards, each with a title button and a Learn More button", () => {
    renderGrid();
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.getByRole("button", { name: "Borehole Drilling" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Learn More about/ })).toHaveLength(6);
  });

  it("wires Learn More to a dialog named after the service, with its details and next steps", () => {
    const container = renderGrid();
    const learnMore = screen.getByRole("button", { name: "Learn More about Solar Grain Milling" });
    const dialog = dialogOpenedBy(container, learnMore);
    expect(dialog.open).toBe(false);
    const title = dialog.querySelector(`#${dialog.getAttribute("aria-labelledby") ?? "none"}`);
    expect(title).toHaveTextContent("Solar Grain Milling");
    const inside = within(dialog);
    for (const heading of [
      "Overview",
      "Key features",
      "Specifications",
      "How we work",
      "Benefits",
    ]) {
      expect(inside.getByRole("heading", { name: heading, hidden: true })).toBeInTheDocument();
    }
    expect(inside.getByText("200 – 1000 kg/h")).toBeInTheDocument();
    expect(inside.getByText("5 – 20 HP")).toBeInTheDocument();
    expect(
      inside.getByRole("link", { name: "Request Consultation", hidden: true }),
    ).toHaveAttribute("href", "/contact?service=solar-grain-milling");
    expect(inside.getByRole("link", { name: "Get Quote", hidden: true })).toHaveAttribute(
      "href",
      "/get-started?service=solar-grain-milling",
    );
    const close = inside.getByRole("button", { name: "Close", hidden: true });
    expect(close).toHaveAttribute("command", "close");
    expect(close).toHaveAttribute("commandfor", dialog.id);
    expect(dialog).toHaveAttribute("closedby", "any");
  });

  it("wires the card title to the same dialog as Learn More, one dialog per service", () => {
    const container = renderGrid();
    const title = screen.getByRole("button", { name: "Maintenance & Support" });
    const learnMore = screen.getByRole("button", {
      name: "Learn More about Maintenance & Support",
    });
    expect(dialogOpenedBy(container, title)).toBe(dialogOpenedBy(container, learnMore));
    expect(container.querySelectorAll("dialog")).toHaveLength(6);
    for (const heading of container.querySelectorAll("dialog h2"))
      expect(heading.textContent?.trim()).not.toBe("");
  });

  it("shows the services in Amharic on /am, with units written the Amharic way and links kept in /am", () => {
    const container = renderGrid("am");
    const learnMore = screen.getByRole("button", { name: "ተጨማሪ ይወቁ (በፀሐይ ኃይል የሚሠራ የእህል ወፍጮ)" });
    const inside = within(dialogOpenedBy(container, learnMore));
    expect(inside.getByRole("heading", { name: "ቴክኒካዊ መረጃ", hidden: true })).toBeInTheDocument();
    expect(inside.getByText("ከ5 እስከ 20 የፈረስ ጉልበት")).toBeInTheDocument();
    expect(inside.getByRole("link", { name: "ምክክር ይጠይቁ", hidden: true })).toHaveAttribute(
      "href",
      "/am/contact?service=solar-grain-milling",
    );
  });
});
