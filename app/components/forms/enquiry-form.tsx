import { useState, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/locale-link";
import { buttonClasses } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/field";
import { Icon } from "~/components/ui/icon";
import type { FormWords } from "~/content/enquiry-forms";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { EnquiryConfirmation } from "./enquiry-confirmation";
import { FormControl } from "./form-control";
import type { EnquiryFormState } from "./use-enquiry-form";

interface EnquiryFormProps {
  /** State from `useEnquiryForm`. */
  form: EnquiryFormState;
  /** Heading of the confirmation; the form's own unless given. */
  thanks?: string;
  /** Shown above the fields, e.g. the choice the visitor arrived with. */
  children?: ReactNode;
  /** Fewer words around the fields (the chat panel). */
  compact?: boolean;
  /** A fresh idempotency key from the server (the JavaScript-off answer page). */
  answerKey?: string;
  /**
   * Before its fields' ids, when the page has another enquiry form (the chat's call-back beside
   * the page's own): no two controls share an id, so each label and error link finds its own.
   */
  idPrefix?: string;
}

/**
 * An enquiry form drawn from its definition: error summary, fields, send button, privacy line,
 * then the confirmation with the reference number. It is a real form posting to /enquiry, so it
 * sends without JavaScript too; with JavaScript it sends in place, or saves the enquiry on the
 * device when there is no connection.
 */
export function EnquiryForm({
  form,
  thanks,
  children,
  compact = false,
  answerKey,
  idPrefix = "",
}: EnquiryFormProps) {
  const { pathname } = useLocation();
  const locale = useLocale();
  // Sent from this page: the note that it is kept until the connection returns takes the focus
  // of the button it replaces (not a note found at the page's opening: focus stays at the top).
  const [sentHere, setSentHere] = useState(false);
  const definition = form.definition;
  if (form.status === "sent" && form.sent) {
    return (
      <EnquiryConfirmation
        words={definition.words.confirmation}
        title={thanks ?? definition.thanks}
        reference={form.sent.reference}
        nextSteps={definition.nextSteps}
        sent={compact ? [] : form.sent.entries}
        sentLanguage={form.sent.language === locale ? undefined : form.sent.language}
        onStartOver={form.startOver}
      />
    );
  }
  const busy = form.status === "submitting" || form.status === "queued";
  const visible = definition.fields.filter((field) => field.kind !== "hidden");
  const hidden = definition.fields.filter((field) => field.kind === "hidden");
  return (
    <form
      method="post"
      action={localizePath("/enquiry", locale)}
      noValidate
      aria-label={definition.label}
      data-ready={form.ready || undefined}
      data-enquiry={definition.kind}
      onSubmit={(event) => {
        setSentHere(true);
        form.onSubmit(event);
      }}
      className={compact ? "grid gap-4" : "grid gap-6"}
    >
      <ErrorSummary
        errors={form.errors}
        message={form.formError}
        summaryRef={form.summaryRef}
        answered={form.answered}
        idPrefix={idPrefix}
      />
      {children}
      {compact ? null : (
        <p className="text-sm text-stone-600">
          {definition.words.confirmation.optionalNote}
          {/* Only the script keeps a draft: the prerendered page does not promise it. */}
          {form.ready ? ` ${definition.words.confirmation.keptNote}` : null}
        </p>
      )}
      <input type="hidden" name="kind" value={definition.kind} />
      <input type="hidden" name="page" value={form.page ?? pathname} />
      <input type="hidden" name="language" value={locale} />
      {answerKey ? <input type="hidden" name="idempotencyKey" value={answerKey} /> : null}
      {hidden.map((field) => {
        const value = form.values[field.name] ?? "";
        return value ? (
          <div
            key={field.name}
            className="rounded-xl bg-field-50 p-4 text-sm ring-1 ring-field-600/20"
          >
            <p className="font-semibold text-field-900">{field.label}</p>
            <p className="mt-1 whitespace-pre-line text-stone-800">{value}</p>
            <input type="hidden" name={field.name} value={value} />
          </div>
        ) : null;
      })}
      <Honeypot label={definition.words.messages.honeypot} id={`${idPrefix}field-website`} />
      {/* Two columns from `sm`: the rows are spaced by each field's margin, not the grid's gap,
          which a paired field's subgrid would add again inside it (see `Field`'s `paired`). */}
      <fieldset
        disabled={busy}
        className={
          compact
            ? "grid min-w-0 gap-4"
            : "grid min-w-0 gap-5 sm:grid-cols-2 sm:gap-y-0 sm:*:mb-5 sm:*:last:mb-0"
        }
      >
        <legend className="sr-only">{definition.label}</legend>
        {visible.map((field) => (
          <FormControl
            key={field.name}
            field={field}
            value={form.values[field.name] ?? ""}
            error={form.errorOf(field.name)}
            onChange={(value) => form.setValue(field.name, value)}
            compact={compact}
            idPrefix={idPrefix}
          />
        ))}
      </fieldset>
      {form.status === "queued" ? (
        <p
          role="status"
          tabIndex={-1}
          ref={sentHere ? (note) => note?.focus() : undefined}
          className="flex items-start gap-2 rounded-xl bg-sun-100 p-4 text-sm font-medium text-stone-900 ring-1 ring-sun-500/40"
        >
          <Icon name="clock" size={18} className="mt-0.5 shrink-0" />
          {form.queuedMessage}
        </p>
      ) : (
        <SubmitRow
          words={definition.words.confirmation}
          submitting={form.status === "submitting"}
          submitLabel={definition.submitLabel}
          // Only the script keeps a draft to clear: no dead button in the prerendered page.
          onClear={form.ready && form.filled && form.status === "editing" ? form.clear : undefined}
        />
      )}
      <p className="text-sm text-stone-600">
        {definition.words.messages.privacy}{" "}
        <Link to="/privacy" className="font-semibold text-field-800 underline">
          {definition.words.messages.privacyLink}
        </Link>
        {definition.words.messages.privacyEnd}
      </p>
    </form>
  );
}

/** A field people never see or reach; software that fills every field gives itself away. */
function Honeypot({ label, id }: { label: string; id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * Empties the form, then puts focus on its first field: the button goes with what it cleared,
 * and focus must not fall back to the top of the page.
 */
function clearForm(event: MouseEvent<HTMLButtonElement>, clear: () => void) {
  const form = event.currentTarget.form;
  clear();
  form?.querySelector<HTMLElement>("fieldset :is(input, select, textarea)")?.focus();
}

function SubmitRow({
  submitting,
  submitLabel,
  words,
  onClear,
}: {
  submitting: boolean;
  submitLabel: string;
  words: FormWords["confirmation"];
  /** Offers to empty the form (it holds something). */
  onClear?: () => void;
}) {
  return (
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
            {words.sending}
          </>
        ) : (
          <>
            <Icon name="send" size={18} />
            {submitLabel}
          </>
        )}
      </button>
      {onClear ? (
        <button
          type="button"
          onClick={(event) => clearForm(event, onClear)}
          className={buttonClasses("outline", "px-4")}
        >
          <Icon name="close" size={16} />
          {words.clear}
        </button>
      ) : null}
      <p role="status" className="text-sm text-stone-600">
        {submitting ? words.sendingStatus : ""}
      </p>
    </div>
  );
}
