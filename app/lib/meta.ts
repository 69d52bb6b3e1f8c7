import { site } from "~/content/site";
import type { ImageAsset } from "~/lib/image";
import { fill } from "~/i18n/translation";
import { defaultLocale, localeInfo, localizePath, locales, type Locale } from "~/i18n/locales";

interface PageMetaInput {
  /** Page title without the brand; the brand is appended. */
  title: string;
  /** Meta description, at most about 160 characters. */
  description: string;
  /** The page's language. */
  locale: Locale;
  /**
   * Canonical path of the page in English, e.g. "/projects/project-1" (the page's language is
   * added); omitted only on the 404 page.
   */
  path?: string;
  /** Open Graph type; "website" unless the page is an article. */
  type?: "website" | "article";
  /** The page's own photo for a shared link's card (`sharePhoto`); the site's card otherwise. */
  image?: SharePhoto;
}

/** A page's own photo as a shared link shows it: its JPEG and its description. */
export interface SharePhoto {
  readonly src: string;
  readonly alt: string;
}

/**
 * The photo a page is shared with: its first library photo (a JPEG: Telegram, Facebook and
 * WhatsApp show no AVIF or SVG), none for a page with an illustration only.
 */
export function sharePhoto(
  photos: readonly { readonly image: ImageAsset; readonly alt: string }[],
): SharePhoto | undefined {
  const [first] = photos;
  return first?.image.kind === "raster" ? { src: first.image.src, alt: first.alt } : undefined;
}

/** Absolute URL of a site path, on the configured base URL. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.baseUrl).href;
}

/**
 * The page in every language, for search engines (`hreflang`), and x-default: the English page,
 * for visitors whose language the site does not have.
 */
export function alternateLinks(path: string) {
  return [
    ...locales.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: absoluteUrl(localizePath(path, locale)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(localizePath(path, defaultLocale)),
    },
  ];
}

/** The social share image (built by scripts/build-images.mjs). */
export const shareImage = { path: "/generated/share.png", width: 1200, height: 630 } as const;

/**
 * A page's title with the brand after it, in the language's script: "ምርቶችና ፓኬጆች | ፀሐይ ሶላር" on
 * an Amharic page. Every page's title, the error pages' included.
 */
export const pageTitle = (title: string, locale: Locale) =>
  title === site.brand ? title : `${title} | ${localeInfo[locale].brand ?? site.brand}`;

/**
 * The meta descriptors every page declares: a unique title, description, canonical URL, and the
 * Open Graph and Twitter card tags for sharing.
 */
export function pageMeta({
  title,
  description,
  locale,
  path,
  type = "website",
  image,
}: PageMetaInput) {
  const fullTitle = pageTitle(title, locale);
  const url = path === undefined ? undefined : absoluteUrl(localizePath(path, locale));
  return [
    ...(path === undefined ? [] : alternateLinks(path)),
    { title: fullTitle },
    { name: "description", content: description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.brand },
    { property: "og:locale", content: localeInfo[locale].ogLocale },
    ...locales
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: localeInfo[other].ogLocale })),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    ...(image
      ? [
          { property: "og:image", content: absoluteUrl(image.src) },
          { property: "og:image:alt", content: image.alt || fullTitle },
        ]
      : [
          { property: "og:image", content: absoluteUrl(shareImage.path) },
          { property: "og:image:width", content: String(shareImage.width) },
          { property: "og:image:height", content: String(shareImage.height) },
          { property: "og:image:alt", content: fullTitle },
        ]),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: absoluteUrl(image?.src ?? shareImage.path) },
  ];
}

/**
 * The meta of a page whose texts its loader sends: title and description in the page's
 * language (`{brand}` filled in), canonical `path`.
 */
export function textPageMeta(
  page: { readonly locale: Locale },
  text: { readonly title: string; readonly description: string },
  path: string,
  values: Readonly<Record<string, string>> = {},
) {
  return pageMeta({
    locale: page.locale,
    title: text.title,
    description: fill(text.description, { brand: site.brand, ...values }),
    path,
  });
}
