import { Field } from "~/components/ui/field";
import { DateRangeFields, FilterButtons } from "./date-range-fields";
import { enquiryKinds } from "~/content/enquiry-forms";
import { enquiryForms } from "~/content/enquiry-form-map";
import { staffText } from "~/content/staff";
import type { AssigneeOption } from "~/server/staff-auth.server";
import { leadStatusOptions } from "./lead-status";

interface LeadFiltersProps {
  filter: {
    status?: string;
    kind?: string;
    region?: string;
    from?: string;
    to?: string;
    q?: string;
  };
  regions: readonly string[];
  /** Accounts to filter by, besides "me" and "nobody"; one that left marked so. */
  assignees: readonly AssigneeOption[];
  /** The assignee filter's value: "", "me", "none" or an account's id. */
  assigneeValue: string;
  /** The dates as typed, and what is wrong with them. */
  dates: { readonly from: string; readonly to: string };
  dateErrors: { readonly from?: string; readonly to?: string };
}

/**
 * The inbox's filters: a plain GET form, so filtered lists have their own URLs. The search is
 * always shown; the other filters fold into a "Filters" disclosure, open while one is chosen.
 */
export function LeadFilters({
  filter,
  regions,
  assignees,
  assigneeValue,
  dates,
  dateErrors,
}: LeadFiltersProps) {
  // Folded away unless one is chosen: on a phone the search and six filters filled the screen.
  const chosen = [
    filter.status,
    filter.kind,
    filter.region,
    assigneeValue,
    dates.from,
    dates.to,
  ].filter(Boolean).length;
  return (
    <form
      method="get"
      action="/staff"
      aria-label={staffText.filters}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <Field
        label={staffText.search}
        name="q"
        hint={staffText.searchHint}
        markOptional={false}
        className="max-w-xl"
      >
        {(control) => <input {...control} type="search" defaultValue={filter.q ?? ""} />}
      </Field>
      <details open={chosen > 0} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-field-800">
          {/* Its own marker: a flex summary has none. */}
          <span
            aria-hidden="true"
            className="group-open:rotate-90 motion-safe:transition-transform"
          >
            ▸
          </span>
          <span className="underline">{staffText.filtersToggle(chosen)}</span>
        </summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
          <Field label={staffText.status} name="status" markOptional={false}>
            {(control) => (
              <select {...control} defaultValue={filter.status ?? ""}>
                <option value="">{staffText.any}</option>
                {leadStatusOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={staffText.kind} name="kind" markOptional={false}>
            {(control) => (
              <select {...control} defaultValue={filter.kind ?? ""}>
                <option value="">{staffText.any}</option>
                {enquiryKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {enquiryForms[kind].kindLabel}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={staffText.region} name="region" markOptional={false}>
            {(control) => (
              <select {...control} defaultValue={filter.region ?? ""}>
                <option value="">{staffText.any}</option>
                {regions.map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={staffText.assignTo} name="assignee" markOptional={false}>
            {(control) => (
              <select {...control} defaultValue={assigneeValue}>
                <option value="">{staffText.any}</option>
                <option value="me">{staffText.me}</option>
                <option value="none">{staffText.nobody}</option>
                {assignees.map((account) => (
                  <option key={account.id} value={account.id}>
                    {staffText.assigneeLabel(account)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {/* Side by side where both fit, one under the other on a narrow phone: two dates'
              fields need 396 px, wider than a 390 px screen leaves them, or two of a desktop's
              six columns (a row of their own there). */}
          <div className="flex flex-wrap items-start gap-3 sm:col-span-2 lg:col-span-6">
            <DateRangeFields dates={dates} errors={dateErrors} />
          </div>
        </div>
      </details>
      <FilterButtons clear="/staff" />
    </form>
  );
}
