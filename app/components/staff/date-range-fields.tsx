import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { staffText } from "~/content/staff";

interface DateRangeFieldsProps {
  /** The dates as typed (`typedDateRange`), or the range shown. */
  readonly dates: { readonly from: string; readonly to: string };
  /** Each field's message when its date is refused. */
  readonly errors: { readonly from?: string; readonly to?: string };
  /** Classes of each field: at most 20 rem wide, so a message wraps under its own field. */
  readonly className?: string;
}

/** The From and To dates of a staff page's filter (the leads list, the dashboard, the access log). */
export function DateRangeFields({ dates, errors, className = "max-w-xs" }: DateRangeFieldsProps) {
  return (
    <>
      {(["from", "to"] as const).map((name) => (
        <Field
          key={name}
          label={staffText[name]}
          name={name}
          markOptional={false}
          error={errors[name]}
          className={className}
        >
          {/* As wide as a date needs, with a message under it or not (a message wider than
              the field stretched its box before). */}
          {(control) => (
            <input
              {...control}
              type="date"
              defaultValue={dates[name]}
              className={`${control.className} max-w-48 min-w-48`}
            />
          )}
        </Field>
      ))}
    </>
  );
}

/**
 * A filter form's Apply button and its Clear link (the page without a filter). Beside the fields,
 * not their messages, when a date is refused (`refused`): the row then starts a message lower.
 */
export function FilterButtons({ clear, refused = false }: { clear: string; refused?: boolean }) {
  return (
    <div className={`flex flex-wrap items-center gap-4 ${refused ? "mt-7" : ""}`}>
      <button type="submit" className={buttonClasses("secondary")}>
        {staffText.apply}
      </button>
      <a href={clear} className="font-semibold text-field-800 underline">
        {staffText.clear}
      </a>
    </div>
  );
}

/**
 * A log's filter form (the access log, the security log): its fields, then Apply and Clear (the
 * log without a filter, at `action`). Read with GET, so a filter is an address to keep or share.
 */
export function FilterForm({
  action,
  label,
  refused,
  children,
}: {
  action: string;
  label: string;
  /** A date is refused: the row lines up at its top, where the messages push the fields down. */
  refused: boolean;
  children: ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      className={`flex flex-wrap gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5 ${refused ? "items-start" : "items-end"}`}
    >
      {children}
      <FilterButtons clear={action} refused={refused} />
    </form>
  );
}
