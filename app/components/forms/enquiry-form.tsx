import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/field";
import { mailtoHref, site, telHref } from "~/content/site";
import { useHydrated } from "~/hooks/use-hydrated";
import { EnquiryConfirmation } from "./enquiry-confirmation";
import { FormControl } from "./form-control";
import type { EnquiryForm as EnquiryFormState, SentEntry } from "./use-enquiry-form";
import type { FieldSpec } from "./validation";

interface EnquiryFormProps<Name extends string> {
  /** State from `useEnquiryForm`. */
  form: EnquiryFormState<Name>;
  fields: readonly FieldSpec<Name>[];
  /** Accessible name of the form, e.g. "Send us a message". */
  label: string;
  /** Text of the submit button. */
  submitLabel: string;
  /** Subject of the prepared e-mail, from what was sent. */
  mailSubject: (sent: readonly SentEntry[]) => string;
  /** Heading of the confirmation, from what was sent. */
  thanks: (sent: readonly SentEntry[]) => string;
  /** Shown above the fields, e.g. the choice the visitor arrived with. */
  children?: ReactNode;
}

/**
 * An enquiry form drawn from its field list: error summary, fields, submit button, then the
 * confirmation. Without JavaScript the fields render but the button is replaced by the e-mail
 * address and phone number, since nothing could send the form.
 */
export function EnquiryForm<Name extends string>({
  form,
  fields,
  label,
  submitLabel,
  mailSubject,
  thanks,
  children,
}: EnquiryFormProps<Name>) {
  if (form.status === "sent") {
    return (
      <EnquiryConfirmation
        title={thanks(form.sent)}
        sent={form.sent}
        subject={mailSubject(form.sent)}
        onStartOver={form.startOver}
      />
    );
  }
  const submitting = form.status === "submitting";
  return (
    <form noValidate aria-label={label} onSubmit={form.onSubmit} className="grid gap-6">
      <ErrorSummary errors={form.errors} summaryRef={form.summaryRef} />
      {children}
      <p className="text-sm text-stone-600">
        Fields marked (optional) can be left empty. What you type is kept on this device until you
        send it.
      </p>
      <fieldset disabled={submitting} className="grid min-w-0 gap-5 sm:grid-cols-2">
        <legend className="sr-only">{label}</legend>
        {fields.map((field) => (
          <FormControl
            key={field.name}
            field={field}
            value={form.values[field.name]}
            error={form.errorOf(field.name)}
            onChange={(value) => form.setValue(field.name, value)}
          />
        ))}
      </fieldset>
      <SubmitRow submitting={submitting} submitLabel={submitLabel} />
    </form>
  );
}

/**
 * The send button, or, until JavaScript runs, how else to reach us. Its own component, so the
 * switch after hydration re-renders only this row, not the whole form.
 */
function SubmitRow({ submitting, submitLabel }: { submitting: boolean; submitLabel: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <div className="flex flex-wrap items-center gap-4">
      <button
        type="submit"
        aria-disabled={submitting || undefined}
        className={buttonClasses("primary", "px-7 aria-disabled:cursor-wait")}
      >
        {submitting ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 rounded-full border-2 border-stone-950/30 border-t-stone-950 motion-safe:animate-spin"
            />
            Sending…
          </>
        ) : (
          submitLabel
        )}
      </button>
      <p role="status" className="text-sm text-stone-600">
        {submitting ? "Preparing your enquiry…" : ""}
      </p>
    </div>
  ) : (
    <p className="rounded-xl bg-earth-100 p-4 text-sm text-stone-700">
      Sending this form needs JavaScript, which is off or still loading. You can also write to{" "}
      <a href={mailtoHref(site.email)} className="font-semibold text-field-800 underline">
        {site.email}
      </a>{" "}
      or call{" "}
      <a href={telHref(site.phone)} className="font-semibold text-field-800 underline">
        {site.phone}
      </a>
      .
    </p>
  );
}
