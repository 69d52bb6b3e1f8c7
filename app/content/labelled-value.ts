/**
 * A figure or a fact: what it is and its value as shown, e.g. { label: "Farmers served",
 * value: "200+" } or { label: "Pump power", value: "5 HP" }. The one shape of every headline
 * figure, statistic, specification and fact of the site; `FigureList` shows a list of them.
 */
export interface LabelledValue {
  /** What the value is, e.g. "Regions covered". */
  readonly label: string;
  /** The value as displayed, with its unit or suffix, e.g. "8" or "Up to 50 m³/h". */
  readonly value: string;
  /** The value's language when it differs from the page's, e.g. "am" for an Ethiopian date. */
  readonly lang?: string;
}
