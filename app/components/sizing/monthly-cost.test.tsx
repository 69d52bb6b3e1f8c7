import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { financingText } from "~/content/catalogues";
import { exampleTerms } from "~/content/financing-terms";
import { sizingPricesSeed } from "~/content/pricing";
import { InFrame } from "~/i18n/test-frame";
import { defaultAnswers, estimate, validateAnswers, type SizingAnswers } from "~/lib/sizing";
import { MonthlyCostPanel } from "./monthly-cost";

function panel(answers: SizingAnswers, locale: "en" | "am" | "om" = "en") {
  const { inputs } = validateAnswers(answers);
  if (!inputs) throw new Error("invalid answers");
  render(
    <InFrame locale={locale} data={{ text: { financing: financingText[locale] } }}>
      <MonthlyCostPanel
        lifetime={estimate(inputs, sizingPricesSeed).lifetime}
        exampleTerms={exampleTerms}
        toDrill={inputs.drill}
      />
    </InFrame>,
  );
}

describe("MonthlyCostPanel", () => {
  it("weighs the instalment against the fuel a farmer with an engine pump no longer buys", () => {
    panel(defaultAnswers);
    expect(screen.getByRole("heading", { level: 4 })).toHaveTextContent(
      "Your system on a loan, against the fuel you no longer buy",
    );
    expect(screen.getByText("Petrol you no longer buy, a month")).toBeInTheDocument();
    expect(screen.queryByTestId("monthly-to-drill")).toBeNull();
  });

  it("with a borehole still to drill, says what an engine pump bought instead would burn", () => {
    panel({ ...defaultAnswers, drill: "yes" });
    expect(screen.getByRole("heading", { level: 4 })).toHaveTextContent(
      "Your system on a loan, against the fuel an engine pump would burn",
    );
    expect(screen.getByText("Diesel an engine pump would burn, a month")).toBeInTheDocument();
    expect(screen.getByTestId("monthly-to-drill")).toHaveTextContent(
      "You have no engine pump to replace yet",
    );
    expect(screen.queryByText(/no longer buy/)).toBeNull();
    expect(screen.getByTestId("fuel-against-instalment")).toHaveTextContent(
      /an engine pump would still burn [\d,]+ birr a month/,
    );
  });

  it("in Amharic and Afaan Oromo, with a borehole still to drill, has none of the fuel no longer bought", () => {
    for (const locale of ["am", "om"] as const) {
      const section = financingText[locale].section;
      panel({ ...defaultAnswers, drill: "yes" }, locale);
      expect(screen.getByRole("heading", { level: 4 })).toHaveTextContent(section.toDrill.title);
      expect(screen.getByTestId("monthly-to-drill")).toHaveTextContent(section.toDrill.note);
      expect(screen.queryByText(section.title)).toBeNull();
      document.body.replaceChildren();
    }
  });
});
