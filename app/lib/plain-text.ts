/**
 * A visitor's text as the company keeps it: the server cleans every field with these at intake
 * (`plainFields`, intake.server.ts), and a form's confirmation repeats what was sent cleaned the
 * same way, so it shows what the company has, not a control character it took out.
 */
import type { FieldSpec } from "./validation";

/** A line break as browsers and pasted text send it: CR LF, CR, LF, VT, FF, NEL, U+2028, U+2029. */
const lineBreak = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/** A run of line breaks. */
const lineBreaks = /(?:\r\n|[\n\r\v\f\u0085\u2028\u2029])+/g;
/** Control characters (C0, DEL and C1) other than a line feed. */
const controlsButLineFeed = /[^\P{Cc}\n]/gu;
/** The bidi embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069). */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * A visitor's field as the company reads it, in the inbox, e-mails and leads.csv: without control
 * characters (NUL, ESC, BEL and the rest of C0 and C1, which a terminal showing the CSV would
 * obey) and without the bidi embedding, override and isolate controls (which make
 * "Kebede\u202Eevil" read backwards in the inbox). A multi-line field (a message) keeps its line
 * breaks, each as "\n"; in a one-line field (a name, a phone number, a place) a run of them is one
 * space. A tab is a space in either. Letters of every script, and the zero-width joiner and
 * non-joiner some of them are written with, stay as typed.
 */
export function plainText(value: string, multiLine: boolean): string {
  const lines = multiLine ? value.replace(lineBreak, "\n") : value.replace(lineBreaks, " ");
  return lines.replaceAll("\t", " ").replace(controlsButLineFeed, "").replace(bidiControls, "");
}

/**
 * Every value as plain text (`plainText`): the fields of `fields` that are textareas keep their
 * lines, every other value (another field's, or one the form does not have) is one line.
 */
export function plainValues(
  fields: readonly Pick<FieldSpec, "name" | "kind">[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const multiLine = new Set<string>(
    fields.filter((field) => field.kind === "textarea").map((field) => field.name),
  );
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    plain[name] = plainText(value, multiLine.has(name));
  }
  return plain;
}
