/**
 * What each illustration shows, in every language: the alt text of `<Picture>`. A page's loader
 * sends them with `textsFor(locale, ["pictures", …])`; a component reads them with
 * `useText("pictures")[key]`.
 */
import type { Translation } from "~/i18n/translation";
import { illustrationAlts } from "./illustration-alts";

/** The alt text of every illustration, by illustration key, in one language. */
export type PicturesText = Translation<typeof illustrationAlts>;

/** The English of this module; its translations live in the language catalogues. */
export const picturesEnglish: PicturesText = illustrationAlts;
