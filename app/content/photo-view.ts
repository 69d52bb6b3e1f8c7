/**
 * A photo of the company's library as public pages show it: its renditions, its alternative text
 * in the page's language (the English, marked, when the language has none), and its focal point.
 * The server builds the library (`photoShelf` in photos.server.ts); pages receive the photos they
 * show through their loaders.
 */
import { defaultLocale, type Locale } from "~/i18n/locales";
import type { ImageAsset } from "~/lib/image";

/** A library photo, ready for pages in any language. */
export interface ShelfPhoto {
  readonly image: ImageAsset;
  readonly alts: Readonly<Partial<Record<Locale, string>>>;
  /** CSS `object-position` of its focal point, e.g. "30% 60%". */
  readonly position: string;
}

/** The library by photo id. */
export type PhotoShelf = ReadonlyMap<string, ShelfPhoto>;

/** A photo on a page in one language. */
export interface PhotoView {
  readonly image: ImageAsset;
  readonly alt: string;
  /** "en" when the alternative text is the English, for want of a translation. */
  readonly altLang?: "en";
  readonly position: string;
}

/** The photo with this id in a page's language, if the library has it. */
export function photoIn(shelf: PhotoShelf, id: string, locale: Locale): PhotoView | undefined {
  const photo = shelf.get(id);
  if (!photo) return undefined;
  const own = photo.alts[locale]?.trim();
  return {
    image: photo.image,
    alt: own || photo.alts[defaultLocale] || "",
    ...(own || locale === defaultLocale ? {} : { altLang: "en" as const }),
    position: photo.position,
  };
}
