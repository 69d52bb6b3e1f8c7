import { staffText } from "~/content/staff";
import { dayRangeProblems } from "./staff-time";

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
      to: problems.to && staffText.dateProblem(problems.to, typed.to),
    },
    refused: Boolean(problems.from ?? problems.to),
  };
}

/** A CSV of a range nobody asked for is not sent: its page says what is wrong with the dates. */
export function refusedRangeFile(): Response {
  return new Response(`${staffText.datesToFixFile}\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
