/** A number as a figure box shows it: digits with their separators, sign and percent. */
const numeric = /^[\d.,%+\-\s]+$/;

/**
 * A headline figure as staff publish it ("200+", "%150", "12,500+"), at its box's size while it is
 * short, smaller once it is long. The boxes were sized for figures of up to five characters; the
 * company's figures grow, and "12,500+" in a third of a phone's width ran out of its card. The size
 * steps with the length, relative to the box's own text size, so that every place keeps its scale.
 * Words ("Addis Ababa", "Birr 100M+") keep their size: they wrap, or have a box of their own.
 */
export function figureScale(figure: string): string {
  if (!numeric.test(figure)) return "";
  if (figure.length >= 8) return "text-[0.6em]";
  if (figure.length >= 6) return "text-[0.75em]";
  return "";
}

/** A figure in its box: as typed, a step smaller once it is long (`figureScale`). */
export function FigureValue({ value }: { value: string }) {
  const scale = figureScale(value);
  return scale ? <span className={scale}>{value}</span> : <>{value}</>;
}
