import { interestOptions, irrigationMethods } from "~/content/get-started";
import { ethiopianRegions } from "~/content/regions";
import type { FieldSpec } from "./validation";

/** Largest farm size the form accepts, in hectares: beyond it, a typing slip is far likelier. */
export const MAX_FARM_HECTARES = 100_000;

/**
 * The Get Started quote form (spec: required Farm Size in hectares and Location/Region;
 * optional crops, current irrigation, full name, phone and additional requirements), plus the
 * service or package the visitor chose elsewhere.
 */
export const quoteFields = [
  {
    name: "interest",
    label: "What are you interested in?",
    errorName: "A service or package",
    kind: "select",
    maxLength: 100,
    options: interestOptions,
    placeholderOption: "Not sure yet, please advise me",
  },
  {
    name: "farmSize",
    label: "Farm size in hectares",
    errorName: "Farm size",
    kind: "decimal",
    requiredMessage: "Enter your farm size in hectares",
    hint: "For example 2.5 (1 ha is about 4 timad)",
    maxLength: 20,
    range: { above: 0, max: MAX_FARM_HECTARES, unit: "hectares" },
    half: true,
  },
  {
    name: "region",
    label: "Location / Region",
    errorName: "Your region",
    kind: "select",
    requiredMessage: "Choose your region",
    hint: "Where the farm is",
    maxLength: 100,
    options: ethiopianRegions.map((region) => ({ value: region, label: region })),
    placeholderOption: "Choose a region",
    half: true,
  },
  {
    name: "crops",
    label: "Crops grown",
    kind: "text",
    hint: "For example onions, tomatoes, teff",
    maxLength: 200,
    half: true,
  },
  {
    name: "irrigation",
    label: "Current irrigation method",
    errorName: "An irrigation method",
    kind: "select",
    maxLength: 100,
    hint: "What you use today",
    options: irrigationMethods,
    placeholderOption: "Choose one",
    half: true,
  },
  {
    name: "fullName",
    label: "Full name",
    kind: "text",
    hint: "Who we should ask for",
    maxLength: 120,
    autoComplete: "name",
    half: true,
  },
  {
    name: "phone",
    label: "Phone",
    kind: "tel",
    hint: "So an engineer can call you",
    maxLength: 30,
    autoComplete: "tel",
    half: true,
  },
  {
    name: "requirements",
    label: "Additional requirements",
    kind: "textarea",
    hint: "Water source, distance to it, anything we should know. Up to 5,000 characters.",
    maxLength: 5000,
  },
] as const satisfies readonly FieldSpec[];

export type QuoteFieldName = (typeof quoteFields)[number]["name"];
