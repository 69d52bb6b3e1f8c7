/**
 * Numbers as people type them, each kind read by one rule for every field of its kind:
 *
 * - a visitor's figure (`parseDecimal`): a comma before one or two digits is a decimal comma, as
 *   phone keyboards type it ("2,5"), and a space between groups of three digits separates
 *   thousands ("1 000", as many write it);
 * - a number as staff type it in a settings form (`readTypedNumber`): spaces are ignored
 *   ("1 550"), a comma followed by exactly three digits separates thousands ("12,000"), and the
 *   decimal point is "." ("1.55"). A comma used any other way ("1,55") could mean two numbers, so
 *   it is refused, and the message offers the numbers it could mean. A first group of 0 is never a
 *   thousands group: "0,250" is not 250, so it too is refused.
 */

/** A staff member's number read (`readTypedNumber`). */
export type TypedNumber =
  | { readonly value: number }
  /** The message for a comma that could be a decimal comma or a slip. */
  | { readonly unclear: string }
  /** Empty, or not a number at all. */
  | { readonly invalid: true };

const plain = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
/**
 * Thousands written with commas: "1,550", "12,000.5". The first group starts with 1 to 9, since
 * nobody writes 250 as "0,250": a leading 0 before the comma makes it a decimal comma. The
 * visitors' reading (`parseDecimal`) uses the same pattern.
 */
export const thousandsGroups = /^[1-9]\d{0,2}(?:,\d{3})+(?:\.\d*)?$/;
const leadingZero = /^0\d/;
/** Thousands written with spaces: "1 000", "12 000,5" (a visitor's figure only). */
const spacedThousands = /^-?[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?$/;

/**
 * `typed` read by the rule; `label` (the field's, for a message not shown beside it) names the
 * field in the message: "Annual interest rate, in %: “18,5” is unclear. Write 18.5 or 185…".
 */
export function readTypedNumber(typed: string, label?: string): TypedNumber {
  const text = typed.replace(/\s+/g, "");
  if (plain.test(text)) return { value: Number(text) };
  if (thousandsGroups.test(text)) return { value: Number(text.replace(/,/g, "")) };
  if (!text.includes(",")) return { invalid: true };
  const readings = [text.replace(",", "."), text.replace(/,/g, "")].filter(
    (reading, index, all) =>
      plain.test(reading) && !leadingZero.test(reading) && all.indexOf(reading) === index,
  );
  if (readings.length === 0) return { invalid: true };
  const choices = readings.join(" or ");
  const message = `“${typed.trim()}” is unclear. Write ${choices}: a point for decimals, a comma only before three digits (1,550 is 1550).`;
  return { unclear: label ? `${label}: ${message}` : message };
}

/**
 * A decimal number typed by a visitor, e.g. "2.5", "2,5" or " 12 "; null when it is not one.
 * Commas between groups of three digits separate thousands ("1,200"); a single comma before one
 * or two digits is a decimal comma, as some phone keyboards type it ("2,5"), and so is a comma
 * after a lone 0 ("0,250" is 0.25: no one writes 250 as "0,250"; `thousandsGroups`). A space
 * (plain, no-break or narrow) between groups of three digits separates thousands ("1 000"); any
 * other space inside a figure ("1 5") makes it no number.
 */
export function parseDecimal(raw: string): number | null {
  let text = raw.trim();
  if (spacedThousands.test(text)) text = text.replace(/[ \u00a0\u202f]/g, "");
  if (thousandsGroups.test(text)) text = text.replaceAll(",", "");
  else text = text.replace(/^(-?\d*),(\d{1,2})$|^(-?0),(\d+)$/, "$1$3.$2$4");
  if (!/^-?(\d*\.?\d+|\d+\.)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
