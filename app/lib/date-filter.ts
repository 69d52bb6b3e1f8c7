import { data } from "react-router";
import { staffText } from "~/content/staff";
import { dayRangeProblems, formatDay } from "./staff-time";

/**
 * A From – To filter of a staff page as typed in its address, with the message of each field that
 * is wrong (not a day, or a To before its From). A page refuses such a range with 400, keeps what
 * was typed in the fields, and shows nothing for a period nobody asked for.
 */
export function typedDateRange(params: URLSearchParams): {
  readonly typed: { readonly from: string; readonly to: string };
  readonly errors: { readonly from?: string; readonly to?: string };
  readonly refused: boolean;
} {
  const typed = { from: params.get("from") ?? "", to: params.get("to") ?? "" };
  const problems = dayRangeProblems(typed.from, typed.to);
  return {
    typed,
    errors: {
      from: problems.from && staffText.dateProblem(problems.from, typed.from),
      // A To before its From is a day: said as the page writes days, not as the address has it.
      to:
        problems.to &&
        staffText.dateProblem(
          problems.to,
          problems.to === "before-from" ? formatDay(typed.to) : typed.to,
        ),
    },
    refused: Boolean(problems.from ?? problems.to),
  };
}

/**
 * A CSV of a range nobody asked for is not sent: thrown by a file's answer, it is the staff page
 * of a refusal (400, `staffFile`), which says to correct the dates on the list's page, where they
 * are marked.
 */
export function refusedRange() {
  return data({ message: staffText.datesToFixFile }, { status: 400 });
}
