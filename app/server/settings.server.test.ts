import { describe, expect, it } from "vitest";
import { catalogueFields, catalogueSeed } from "~/content/pricing";
import { catalogueFromForm } from "./settings.server";

/** The list prices form as the staff page fills it from the seed, with some fields changed. */
function formWith(changes: Record<string, string>): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [id, { priceUsd }] of Object.entries(catalogueSeed.packages))
    form[catalogueFields.package(id)] = String(priceUsd);
  for (const [id, usd] of Object.entries(catalogueSeed.products))
    form[catalogueFields.product(id)] = String(usd);
  return { ...form, ...changes };
}

describe("catalogueFromForm", () => {
  it("takes the seed's prices as they are", () => {
    const { document, errors } = catalogueFromForm(formWith({}), catalogueSeed);
    expect(errors).toEqual({});
    expect(document.packages.professional.priceUsd).toBe(7500);
  });

  it("refuses a package priced at or below the one before it, naming that one", () => {
    const { errors } = catalogueFromForm(
      formWith({ [catalogueFields.package("professional")]: "3500" }),
      catalogueSeed,
    );
    expect(errors).toEqual({
      [catalogueFields.package("professional")]:
        "Price this package above the Starter package ($3,500): the sizing tool offers it for bigger farms.",
    });
  });

  it("refuses a first package no dearer than the small kit its products make up", () => {
    // The kit is a panel, a pump and a controller: $500 + $2,900 + $300 = $3,700 here.
    const { errors } = catalogueFromForm(
      formWith({ [catalogueFields.product("solar-pumps")]: "2900" }),
      catalogueSeed,
    );
    expect(errors[catalogueFields.package("starter")]).toBe(
      "Price this package above the small kit (panel, pump and controller) ($3,700): the sizing tool offers it for bigger farms.",
    );
  });

  it("reports an unreadable price once, without comparing it", () => {
    const { errors } = catalogueFromForm(
      formWith({ [catalogueFields.package("starter")]: "cheap" }),
      catalogueSeed,
    );
    expect(errors).toEqual({
      [catalogueFields.package("starter")]: "Type whole US dollars, e.g. 3500.",
    });
  });
});
