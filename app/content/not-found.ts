/** The texts of the 404 page (spec section 8). */
import type { Translation } from "~/i18n/translation";

const en = {
  title: "Page not found",
  description: "The page you asked for does not exist. Return to the home page of {brand}.",
  eyebrow: "Error 404",
  heading: "Oops! Page not found",
  lead: "The page you are looking for does not exist or has moved. Everything we do is one click away from the home page.",
  home: "Return to Home",
};

export type NotFoundText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const notFoundEnglish = en;
