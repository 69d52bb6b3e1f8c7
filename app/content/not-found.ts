/** The texts of the 404 page (spec section 8), and of the 413 page the servers answer with too. */
import type { Translation } from "~/i18n/translation";

const en = {
  title: "Page not found",
  description: "The page you asked for does not exist. Return to the home page of {brand}.",
  eyebrow: "Error 404",
  heading: "Oops! Page not found",
  lead: "The page you are looking for does not exist or has moved. Everything we do is one click away from the home page.",
  home: "Return to Home",
  /** 413: a form's post over the servers' body limit (far over its fields' lengths). */
  tooLarge: {
    title: "Message too long",
    eyebrow: "Error 413",
    heading: "Your message was too long to send",
    lead: "Nothing was sent. Go back with your browser's Back button: what you typed is usually still in the form. Please shorten the message and send it again.",
    contact: "Go to the contact page",
  },
  /** 503: nginx's answer when the Node server does not answer (a restart): nothing was received. */
  unavailable: {
    title: "Try again in a minute",
    eyebrow: "Error 503",
    heading: "We could not answer just now",
    lead: "Nothing you sent has reached us. If you were sending a form, go back with your browser's Back button: what you typed is usually still in the form. Please send it again in a minute, or call us: our number is at the foot of this page.",
  },
};

export type NotFoundText = Translation<typeof en>;

/** The English of this module; its translations live in the language catalogues (`catalogues.ts`). */
export const notFoundEnglish = en;
