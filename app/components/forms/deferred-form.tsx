import { deferred } from "~/components/ui/deferred";

/** The enquiry forms, each hydrated from its own chunk (see `deferred`). */
export const HomeContactForm = deferred(() =>
  import("~/components/home/home-contact-form").then((module) => module.HomeContactForm),
);
export const ContactForm = deferred(() =>
  import("./contact-form").then((module) => module.ContactForm),
);
export const QuoteForm = deferred(() => import("./quote-form").then((module) => module.QuoteForm));
export const VisitForm = deferred(() => import("./visit-form").then((module) => module.VisitForm));
