/**
 * What a refused staff form gives back: the fields typed, by name, and the labels the refusal can
 * show for them (the refusal is not the form's page, so it knows only the labels named here).
 */
import { productsText } from "~/content/catalogues";
import { figureIds, socialNetworks } from "~/content/company";
import type { FaqPage } from "~/content/faq-document";
import { catalogueFields, engineFields } from "~/content/pricing";
import { photoFields } from "~/content/project-document";
import { within } from "~/content/setting-fields";
import { staffText } from "~/content/staff";
import { teamList } from "~/content/team-document";
import { isLocale, localeInfo } from "~/i18n/locales";

/** One text field of a refused form, as it was sent. */
export interface SubmittedField {
  readonly name: string;
  readonly value: string;
  /**
   * Whether it holds something else than when the page was loaded, where the form says what
   * its fields held (a content editor's `base`); absent where that cannot be told.
   */
  readonly changed?: boolean;
}

/**
 * A field never given back nor kept in the browser (`UnsentForms`): a password, a one-time code,
 * a secret or a token, by its name.
 */
export const secretFieldName = /password|^current$|(^|\.)code$|secret|token/i;

/** Labels of the staff forms' own fields, by their names. */
const labels: Readonly<Record<string, string>> = {
  // A lead's correction form: its name, phone and e-mail fields in staff's words.
  ...Object.fromEntries(
    Object.entries(staffText.correctionFields).map(([name, words]) => [name, words.label]),
  ),
  note: staffText.note,
  reason: staffText.eraseReason,
  lat: staffText.content.lat,
  lon: staffText.content.lon,
  category: staffText.content.category,
  region: staffText.content.region,
  status: staffText.content.status,
  image1: staffText.content.image1,
  image2: staffText.content.image2,
  ...Object.fromEntries(
    photoFields.map((name, index) => [name, staffText.content.photoChoice(index + 1)]),
  ),
  // A post's date, reading time and picture.
  date: staffText.content.posts.date,
  readMinutes: staffText.content.posts.readMinutes,
  image: staffText.content.posts.image,
};

/** The texts of the content editors, by their part (`overview` of `overview.en`, `body` of `body.am`). */
const parts: Readonly<Record<string, string>> = {
  ...staffText.content.posts.fields,
  ...staffText.content.fields,
};

const content = staffText.content;
const settings = content.settings;
const company = content.company;
const financing = content.financing;
const faqs = content.faqs;
const team = content.team;

/** Product and package names as the settings pages show them, by kind and id. */
const productName = (kind: string, id: string): string | undefined =>
  kind === "product"
    ? (productsText.en.products as Readonly<Record<string, { title: string }>>)[id]?.title
    : kind === "package"
      ? (productsText.en.packages as Readonly<Record<string, { name: string }>>)[id]?.name
      : undefined;

/**
 * The settings forms' fields with a language-free name (the prices, the company's contact
 * details and figures, the financing terms, the photo page's focal point), labelled as the forms
 * label them.
 */
const settingLabels: Readonly<Record<string, string>> = {
  rate: settings.rate,
  setOn: settings.setOn,
  drilling: settings.drilling,
  diesel: settings.fuel.diesel,
  petrol: settings.fuel.petrol,
  ...Object.fromEntries(
    (["petrol", "diesel"] as const).flatMap((kind) =>
      (["usdPerKw", "minimumUsd"] as const).map((part) => [
        engineFields[kind][part],
        settings.engine[kind][part],
      ]),
    ),
  ),
  [catalogueFields.recommended]: settings.recommended,
  phone: company.phone,
  email: company.email,
  video: company.videoLink,
  ...Object.fromEntries(
    socialNetworks.map((network) => [`social.${network}`, company.socialLink(network)]),
  ),
  ...Object.fromEntries(figureIds.map((id) => [`figure.${id}`, company.figure[id]])),
  downPayment: financing.downPayment,
  annualRate: financing.annualRate,
  method: financing.method,
  months: financing.months,
  fee: financing.fee,
  englishAlt: content.photos.englishAlt,
  focusX: content.photos.focusX,
  focusY: content.photos.focusY,
};

/**
 * Each settings list's field that names a row, by the list's prefix: a refused row's fields are
 * labelled with the name typed in it ("Person 2 (Abebe Kebede) · Role"), as the form showed them
 * beside each other, not by its place alone.
 */
const rowNameFields: Readonly<Record<string, string>> = {
  "faq.contact": "question",
  "faq.financing": "question",
  hours: "days",
  office: "city",
  [teamList]: "name",
  lender: "name",
};

/** A row's place and name, `Person 2 (Abebe Kebede)`, from the fields sent with it. */
function namedRow(place: string, name: string, fields: readonly SubmittedField[]): string {
  const row = /^(.+)\.(\d+)\./.exec(name);
  const part = row?.[1] ? rowNameFields[row[1]] : undefined;
  if (!row || !part) return place;
  const stem = `${row[1]}.${row[2]}.${part}`;
  const value = (field: SubmittedField | undefined) => field?.value.trim() || undefined;
  // In English where it has one, else as the field is, else in the first language typed.
  const typed =
    value(fields.find((field) => field.name === `${stem}.en`)) ??
    value(fields.find((field) => field.name === stem)) ??
    value(fields.find((field) => field.name.startsWith(`${stem}.`) && field.value.trim()));
  if (!typed) return place;
  const words = typed.replace(/\s+/g, " ");
  // A long name (a question) up to its last whole word within 48 letters.
  const short = words.length > 48 ? `${words.slice(0, 49).replace(/\s*\S*$/, "")}…` : words;
  return `${place} (${short})`;
}

/** The rows of the settings lists: `office.2.phone`, `member.0.role`, `faq.contact.1.answer`. */
const rowLabels: readonly [
  RegExp,
  (match: readonly string[], named: (place: string) => string) => string | undefined,
][] = [
  [
    /^faq\.(contact|financing)\.(\d+)\.(question|answer)$/,
    ([, page, row, part], named) =>
      within(
        faqs.pages[page as FaqPage],
        named(faqs.entry(Number(row) + 1)),
        faqs[part as "question" | "answer"],
      ),
  ],
  [
    /^hours\.(\d+)\.(days|hours)$/,
    ([, row, part], named) =>
      within(
        named(company.hoursRow(Number(row) + 1)),
        part === "days" ? company.days : company.time,
      ),
  ],
  [
    /^office\.(\d+)\.(city|address|hours|phone|email|openingHours)$/,
    ([, row, part], named) => {
      const names = {
        city: company.city,
        address: company.address,
        hours: company.officeHours,
        phone: company.officePhone,
        email: company.officeEmail,
        openingHours: company.openingHours,
      };
      return within(named(company.office(Number(row) + 1)), names[part as keyof typeof names]);
    },
  ],
  [
    new RegExp(`^${teamList}\\.(\\d+)\\.(name|role|bio|expertise|achievements|photo)$`),
    ([, row, part], named) => within(named(team.member(Number(row) + 1)), team[part as "name"]),
  ],
  [
    /^lender\.(\d+)\.(name|offers)$/,
    ([, row, part], named) =>
      within(
        named(financing.lender(Number(row) + 1)),
        part === "name" ? financing.lenderName : staffText.content.settingHistory.offers,
      ),
  ],
  [
    /^(package|product)\.([\w-]+)$/,
    ([, kind, id]) => {
      const name = productName(kind ?? "", id ?? "");
      return name && kind === "package" ? settings.packagePrice(name) : name;
    },
  ],
  [/^alt$/, () => content.photos.describe],
  [/^headOffice$/, () => company.headOffice],
];

/** A product's or package's words: `product.solar-pumps.am.features`. */
const catalogueWord = /^(product|package)\.([\w-]+)\.([a-z]{2})\.(name|description|features)$/;

/**
 * A settings field's label, with its language for a text (`faq.contact.0.question.en`), and a
 * list row's name as typed in `fields`.
 */
function settingLabel(name: string, fields: readonly SubmittedField[]): string | undefined {
  const known = settingLabels[name];
  if (known) return known;
  const word = catalogueWord.exec(name);
  if (word) {
    const [, kind = "", id = "", code = "", part = ""] = word;
    const item = productName(kind, id);
    if (!item || !isLocale(code)) return undefined;
    return within(item, content.catalogueWords[part as "name"](localeInfo[code].name));
  }
  const code = name.slice(name.lastIndexOf(".") + 1);
  const language = isLocale(code) ? localeInfo[code].name : undefined;
  const base = language ? name.slice(0, name.lastIndexOf(".")) : name;
  for (const [pattern, label] of rowLabels) {
    const match = pattern.exec(base);
    const found = match ? label(match, (place) => namedRow(place, name, fields)) : undefined;
    if (found) return language ? `${found} (${language})` : found;
  }
  return undefined;
}

/**
 * A field's label as its form shows it ("Overview, for the project page (English)" for
 * `overview.en`, "Contact page (/contact) · Question 1 · Question (English)" for
 * `faq.contact.0.question.en`), or its name in the form where the refusal cannot know the label.
 * A list row's fields are named by what was typed as the row's name among the `fields` sent
 * ("Person 2 (Abebe Kebede) · Role (English)").
 */
export function submittedLabel(name: string, fields: readonly SubmittedField[] = []): string {
  const known = labels[name];
  if (known) return known;
  const [part = "", code = ""] = name.split(".");
  const label = parts[part];
  if (label && isLocale(code) && name === `${part}.${code}`) {
    return `${label} (${localeInfo[code].name})`;
  }
  return settingLabel(name, fields) ?? staffText.expiredForm.unnamed(name);
}

/** The fields a refusal's data gives back, when it has any (anything else is ignored). */
export function readSubmitted(value: unknown): SubmittedField[] {
  const submitted = (value as { submitted?: unknown } | null | undefined)?.submitted;
  if (!Array.isArray(submitted)) return [];
  return submitted.filter(
    (field): field is SubmittedField =>
      typeof field === "object" &&
      field !== null &&
      typeof (field as SubmittedField).name === "string" &&
      typeof (field as SubmittedField).value === "string" &&
      ["boolean", "undefined"].includes(typeof (field as SubmittedField).changed),
  );
}
