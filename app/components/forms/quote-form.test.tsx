import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { getStartedText } from "~/content/catalogues";
import { localizedForm } from "~/content/enquiry-text";
import { resetDraftMemory } from "~/hooks/use-form-draft";
import { InFrame } from "~/i18n/test-frame";
import { QuoteForm } from "./quote-form";

/** The quote form as a link from the sizing tool opens it (`?farmSize&source`). */
function openLink(search: string) {
  cleanup();
  render(
    <InFrame
      path={`/get-started?${search}`}
      data={{
        text: { getStarted: getStartedText.en },
        forms: { quote: localizedForm("quote", "en") },
      }}
    >
      <QuoteForm />
    </InFrame>,
  );
}

const requirements = () => screen.getByLabelText(/^Additional requirements/);

beforeEach(() => {
  localStorage.clear();
  resetDraftMemory();
});

describe("QuoteForm", () => {
  it("a new sizing link fills its choices again but never replaces the requirements the visitor typed", () => {
    openLink("farmSize=2&source=River");
    expect(requirements()).toHaveValue("Water source: River");
    // Another estimate: the note the first link wrote is still there, so the new one replaces it.
    openLink("farmSize=3&source=Well");
    expect(requirements()).toHaveValue("Water source: Well");

    fireEvent.change(requirements(), { target: { value: "The road floods in July" } });
    openLink("farmSize=4&source=Dam");
    expect(screen.getByLabelText(/^Farm size/)).toHaveValue("4");
    expect(requirements()).toHaveValue("The road floods in July");
  });
});
