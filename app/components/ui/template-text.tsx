import { Fragment, type ReactNode } from "react";

/**
 * A translated template whose `{placeholders}` are elements (a link, a number in bold): the
 * sentence, its word order and its punctuation stay in the language's text, never in the
 * component. "Call us on {phone}." with `{ phone: <a …/> }`. An unknown placeholder is shown as
 * written, as `fill` leaves it.
 */
export function TemplateText({
  template,
  parts,
}: {
  template: string;
  parts: Readonly<Record<string, ReactNode>>;
}) {
  const pieces = template.split(/\{(\w+)\}/g);
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 0 ? (
          piece
        ) : (
          <Fragment key={index}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment>
        ),
      )}
    </>
  );
}
