/**
 * What each illustration shows, in every language: the alt text of `<Picture>`. A page's loader
 * sends them with `textsFor(locale, ["pictures", …])`; a component reads them with
 * `useText("pictures")[key]`.
 */
import type { Localized, Translation } from "~/i18n/translation";
import { pictures as am } from "./am/pictures";
import { illustrationAlts } from "./illustration-alts";

/** The alt text of every illustration, by illustration key, in one language. */
export type PicturesText = Translation<typeof illustrationAlts>;

export const picturesText: Localized<PicturesText> = { en: illustrationAlts, am };
