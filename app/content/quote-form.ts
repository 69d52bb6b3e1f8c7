/**
 * The Get Started quote form: its own module, because its "interested in" choices carry every
 * service, package and product, which the other forms do not need.
 */
import type { FieldSpec } from "~/lib/validation";
import {
  englishWords,
  farmSize,
  phoneOrEmail,
  regionOptions,
  type EnquiryFormDefinition,
} from "./enquiry-forms";
import type { ChoiceOption } from "./get-started";
import { packages } from "./packages";
import { products } from "./products";
import { services } from "./services";

/** The quote form's "current irrigation method" choices. */
export const irrigationMethods = [
  { value: "rain-fed", label: "None, rain-fed only" },
  { value: "manual", label: "By hand (buckets, watering cans)" },
  { value: "diesel-pump", label: "Diesel or petrol pump" },
  { value: "river-canal", label: "Furrow or flood from a river or canal" },
  { value: "drip-sprinkler", label: "Drip or sprinkler already" },
  { value: "other", label: "Something else" },
] as const satisfies readonly ChoiceOption[];

/**
 * The quote form's "What are you interested in?" choices: every service, package and product,
 * grouped; values are `<kind>:<id>`, as `interestFromSearch` reads them from a link
 * (`?service=<id>`, `?package=<id>`, `?product=<id>`). Other languages give each option's label
 * (by value) and each group's heading (by its English heading) in `enquiry-text.ts`. Named without
 * a price: prices are the staff's, in birr at their rate (decisions.md, "Prices"), which a fixed
 * text cannot know; the products page shows them.
 */
export const interestOptions: readonly ChoiceOption[] = [
  ...services.map((service) => ({
    value: `service:${service.id}`,
    label: service.title,
    group: "Services",
  })),
  ...packages.map((item) => ({
    value: `package:${item.id}`,
    label: `${item.name} package`,
    group: "Packages",
  })),
  ...products.map((item) => ({
    value: `product:${item.id}`,
    label: item.title,
    group: "Components",
  })),
];

/**
 * The Get Started quote form (spec: required Farm Size in hectares and Location/Region; optional
 * crops, current irrigation, full name, phone and additional requirements), plus the service or
 * package the visitor chose elsewhere, an e-mail address, and the estimate from the sizing page.
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
  { ...farmSize, requiredMessage: "Enter your farm size in hectares" },
  {
    name: "region",
    label: "Location / Region",
    errorName: "Your region",
    kind: "select",
    requiredMessage: "Choose your region",
    hint: "Where the farm is",
    maxLength: 100,
    options: regionOptions,
    placeholderOption: "Choose a region",
    half: true,
  },
  {
    name: "crops",
    label: "Crops grown",
    kind: "text",
    hint: "For example onions, tomatoes, teff",
    maxLength: 200,
  },
  {
    name: "irrigation",
    label: "Current irrigation method",
    errorName: "An irrigation method",
    kind: "select",
    radios: true,
    maxLength: 100,
    hint: "What you use today",
    options: irrigationMethods,
  },
  {
    name: "fullName",
    label: "Full name",
    kind: "text",
    hint: "Who we should ask for",
    maxLength: 120,
    autoComplete: "name",
  },
  ...phoneOrEmail,
  {
    name: "requirements",
    label: "Additional requirements",
    kind: "textarea",
    hint: "Water source, distance to it, anything we should know. Up to 5,000 characters.",
    maxLength: 5000,
  },
  {
    name: "estimate",
    label: "Your estimate",
    kind: "hidden",
    maxLength: 1000,
  },
] as const satisfies readonly FieldSpec[];

export const quoteForm = {
  kind: "quote",
  kindLabel: "Quote request",
  fields: quoteFields,
  contactRule: "phone-or-email",
  label: "Request a quote",
  submitLabel: "Request my free quote",
  thanks: "Thank you. Your quote request has reached us.",
  nextSteps:
    "An engineer contacts you within 24 hours, then studies your farm size and region and proposes a system and a price.",
  page: "/get-started#quote",
  words: englishWords,
} as const satisfies EnquiryFormDefinition;
