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
          {(control) => <input {...control} type="date" defaultValue={dates[name]} />}
        </Field>
      ))}
    </>
  );
}
