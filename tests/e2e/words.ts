/**
 * Words a visitor sees that are not in the page's language: English left on an Amharic or Afaan
 * Oromo page. Checked on every page with JavaScript off (delivery.spec.ts) and on one hydrated
 * page of every template, where controls that need scripts have appeared (a11y.spec.ts).
 */
import type { Page } from "@playwright/test";
import { contactSeed, site } from "../../app/content/site";
import { catalogue } from "../../app/content/catalogues";
import { defaultLocale, localeInfo, type Locale } from "../../app/i18n/locales";

/**
 * Latin words an Amharic page may show: the brand and legal name, the social networks, each
 * language's name in itself (the language switch), unit symbols, currency codes and "JavaScript". E-mail
 * addresses, URLs and phone numbers are removed before.
 */
const allowed = new Set(
  [
    ...site.brand.split(/\s+/),
    ...site.legalName.split(/[\s-]+/),
    ...contactSeed.social.map((link) => link.name),
    ...Object.values(localeInfo).flatMap((info) => info.name.split(/\s+/)),
    ...["kW", "kWp", "Wp", "W", "kWh", "m", "mm", "km", "ha", "l", "L", "h", "s", "V", "A", "Hz"],
    // Abbreviations every language writes in Latin letters ("IP": the privacy notice's address).
    ...["USD", "ETB", "CSV", "SMS", "GPS", "IP", "AM", "PM"],
    // The technology the notes for a browser without scripts name (read with JavaScript off).
    "JavaScript",
  ].map((word) => word.toLowerCase()),
);

/**
 * English words a page in a Latin-script language (Afaan Oromo) may show beyond `allowed`: names
 * of firms and sources, and Oromo words that English also writes ("sun" is Oromo for "that").
 */
const sharedWithEnglish = new Set(
  ["PLC", "Tier", "MPPT", "FAO", "NASA", "POWER", "CLIMWAT", "Hazen", "Williams", "Telegram"]
    .concat(["uPVC", "galvanized", "sun", "Nahom", "Adey", "Araya"])
    // Place names Oromo writes as English does.
    .concat(["Addis", "Ababa", "Harar", "Gondar", "Gumuz"])
    .map((word) => word.toLowerCase()),
);

/** Every word of the English catalogue: a Latin-script page showing one has English left on it. */
const englishWords = new Set(
  JSON.stringify(catalogue(defaultLocale))
    .replace(/"[\w-]+":|\{\w+\}/g, " ")
    .split(/[^A-Za-z]+/)
    .filter((word) => word.length > 2)
    .map((word) => word.toLowerCase()),
);

/** Every Latin word the visitor can see or hear on the page (text, names, alt, placeholders). */
async function latinWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll(
      "[aria-label], [alt], [title], [placeholder]",
    )) {
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join("\n");
  });
  return text
    .replace(/\S+@\S+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .split(/[^A-Za-z']+/)
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word.length > 0 && !allowed.has(word.toLowerCase()));
}

/** The words on a page that are not in its language: any Latin word in Ge'ez, English in Qubee. */
function foreignWords(locale: Locale, words: string[]): string[] {
  if (localeInfo[locale].script === "ethiopic") return words;
  return words.filter(
    (word) => englishWords.has(word.toLowerCase()) && !sharedWithEnglish.has(word.toLowerCase()),
  );
}

/** The words on the open page that are not in its language, as "path: word word" or nothing. */
export async function leftoverWords(page: Page, locale: Locale): Promise<string | undefined> {
  if (locale === defaultLocale) return undefined;
  const words = foreignWords(locale, await latinWords(page));
  if (words.length === 0) return undefined;
  const { pathname, search } = new URL(page.url());
  return `${pathname}${search}: ${[...new Set(words)].join(" ")}`;
}
