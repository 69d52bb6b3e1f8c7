/**
 * The six services as the pages show them: the data of `services.ts` (id, icon, picture) with
 * their words in the page's language from `services-text.ts`. Loaders call these at build time,
 * so a page's JavaScript bundles no service texts and an English page carries no Amharic.
 */
import type { Locale } from "~/i18n/locales";
import { farmerStories } from "./services-page";
import { services } from "./services";
import { servicesText } from "./catalogues";

/** Every service with all its words, for the Services page's cards and dialogs. */
export function servicesView(locale: Locale) {
  const words = servicesText[locale];
  return services.map(({ id, icon, image }) => ({ id, icon, image, ...words[id] }));
}

/** One service as the Services page shows it. */
export type ServiceView = ReturnType<typeof servicesView>[number];

/** The farmer stories' data, each with the title of the service the farmer used. */
export function farmerStoriesView(locale: Locale) {
  const words = servicesText[locale];
  return farmerStories.map(({ id, rating, service }) => ({
    id,
    rating,
    serviceTitle: words[service].title,
  }));
}

/** A farmer story's data as the Services page receives it (its words come from the texts). */
export type FarmerStoryView = ReturnType<typeof farmerStoriesView>[number];
