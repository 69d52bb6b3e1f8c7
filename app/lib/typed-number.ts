/**
 * A number as staff type it in a settings form, read by one rule for every field: spaces are
 * ignored ("1 550"), a comma followed by exactly three digits separates thousands ("12,000"), and
 * the decimal point is "." ("1.55"). A comma used any other way ("1,55") could mean two numbers,
 * so it is refused, and the message offers the numbers it could mean.
 */
export type TypedNumber =
  | { readonly value: number }
  /** The message for a comma that could be a decimal comma or a slip. */
  | { readonly unclear: string }
  /** Empty, or not a number at all. */
  | { readonly invalid: true };

const plain = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const grouped = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/**
 * `typed` read by the rule; `label` (the field's, for a message not shown beside it) names the
 * field in the message: "Annual interest rate, in %: “18,5” is unclear. Write 18.5 or 185…".
 */
export function readTypedNumber(typed: string, label?: string): TypedNumber {
  const text = typed.replace(/\s+/g, "");
  if (plain.test(text)) return { value: Number(text) };
  if (grouped.test(text)) return { value: Number(text.replace(/,/g, "")) };
  if (!text.includes(",")) return { invalid: true };
  const readings = [text.replace(",", "."), text.replace(/,/g, "")].filter(
    (reading, index, all) => plain.test(reading) && all.indexOf(reading) === index,
  );
  if (readings.length === 0) return { invalid: true };
  const choices = readings.join(" or ");
  const message = `“${typed.trim()}” is unclear. Write ${choices}: a point for decimals, a comma only before three digits (1,550 is 1550).`;
  return { unclear: label ? `${label}: ${message}` : message };
}
