import { useRef, useState, type FormEvent } from "react";
import { homeContact, homeTiming } from "~/content/home";
import { useHydrated } from "~/hooks/use-hydrated";
import { useTimeout } from "~/hooks/use-interval";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";

type FormState = "idle" | "submitting" | "sent";

/**
 * The home page's contact form (spec sections 5 and 7): nothing is required and only the e-mail
 * field is checked, by the browser. Sending shows a 1 s submitting state, then the thank-you
 * message in a polite status region, and clears the fields.
 */
export function HomeContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [state, setState] = useState<FormState>("idle");

  useTimeout(
    () => {
      formRef.current?.reset();
      setState("sent");
    },
    state === "submitting" ? homeTiming.contactSubmitMs : null,
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== "submitting") setState("submitting");
  }

  const submitting = state === "submitting";
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      aria-labelledby="home-contact-form-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
    >
      <h3 id="home-contact-form-title" className="text-xl font-bold">
        Send us a message
      </h3>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field label="First name" name="firstName">
          {(control) => <input {...control} type="text" autoComplete="given-name" />}
        </Field>
        <Field label="Last name" name="lastName">
          {(control) => <input {...control} type="text" autoComplete="family-name" />}
        </Field>
        <Field label="Phone number" name="phone">
          {(control) => <input {...control} type="tel" autoComplete="tel" />}
        </Field>
        <Field label="Email address" name="email">
          {(control) => <input {...control} type="email" autoComplete="email" />}
        </Field>
        <Field label="Farm size (acres)" name="farmSize" className="sm:col-span-2">
          {(control) => <input {...control} type="text" inputMode="decimal" />}
        </Field>
        <Field label="Message" name="message" className="sm:col-span-2">
          {(control) => <textarea {...control} rows={4} />}
        </Field>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={!hydrated || submitting} aria-busy={submitting}>
          <Icon name="send" size={18} />
          {submitting ? "Sending…" : "Send Message"}
        </Button>
      </div>
      <p role="status" className="mt-4 empty:hidden">
        {state === "sent" ? (
          <span className="flex items-start gap-2 rounded-xl bg-field-50 p-4 font-medium text-field-800 ring-1 ring-field-600/30">
            <Icon name="check-circle" size={20} className="mt-0.5 shrink-0" />
            {homeContact.thankYou}
          </span>
        ) : null}
      </p>
    </form>
  );
}
