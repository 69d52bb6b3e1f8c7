import { fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { ServiceGrid } from "./service-grid";

// jsdom has no showModal(): give <dialog> the minimum behaviour the Dialog primitive relies on.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

function renderGrid() {
  const Stub = createRoutesStub([{ path: "/services", Component: ServiceGrid }]);
  render(<Stub initialEntries={["/services"]} />);
}

describe("ServiceGrid", () => {
  it("shows six service cards, each with a title button and a Learn More button", () => {
    renderGrid();
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.getByRole("button", { name: "Borehole Drilling" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /^Learn More about/ })).toHaveLength(6);
  });

  it("opens the chosen service with its details and next steps, and closes it again", () => {
    renderGrid();
    const learnMore = screen.getByRole("button", { name: "Learn More about Solar Grain Milling" });
    fireEvent.click(learnMore);
    const dialog = screen.getByRole("dialog", { name: "Solar Grain Milling" });
    for (const heading of [
      "Overview",
      "Key features",
      "Specifications",
      "How we work",
      "Benefits",
    ]) {
      expect(within(dialog).getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    expect(within(dialog).getByText("200 – 1000 kg/h")).toBeInTheDocument();
    expect(within(dialog).getByText("5 – 20 HP")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Request Consultation" })).toHaveAttribute(
      "href",
      "/contact?service=solar-grain-milling",
    );
    expect(within(dialog).getByRole("link", { name: "Get Quote" })).toHaveAttribute(
      "href",
      "/get-started?service=solar-grain-milling",
    );

    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(learnMore).toHaveFocus();
  });

  it("opens from the card title and closes on a backdrop click", () => {
    renderGrid();
    const title = screen.getByRole("button", { name: "Maintenance & Support" });
    fireEvent.click(title);
    const dialog = screen.getByRole("dialog", { name: "Maintenance & Support" });
    expect(within(dialog).getByText("Under 24 h")).toBeInTheDocument();
    fireEvent.click(dialog);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(title).toHaveFocus();
  });
});
