import { lazy, Suspense, type ComponentType } from "react";

/**
 * The enquiry forms load their code after the page: the prerendered form is already complete
 * HTML that posts without JavaScript, so hydrating it can wait for its own chunk instead of
 * weighing on every visitor's first load. During a client-side navigation a quiet placeholder
 * holds the form's place for the moment the chunk takes.
 */
function deferred(load: () => Promise<ComponentType>) {
  const Form = lazy(async () => ({ default: await load() }));
  return function DeferredForm() {
    return (
      <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
        <Form />
      </Suspense>
    );
  };
}

export const HomeContactForm = deferred(() =>
  import("~/components/home/home-contact-form").then((module) => module.HomeContactForm),
);
export const ContactForm = deferred(() =>
  import("./contact-form").then((module) => module.ContactForm),
);
export const QuoteForm = deferred(() => import("./quote-form").then((module) => module.QuoteForm));
export const VisitForm = deferred(() => import("./visit-form").then((module) => module.VisitForm));
