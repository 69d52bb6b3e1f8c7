import type { LabelledValue } from "~/content/labelled-value";
import { FigureValue } from "./figure-value";
import { Icon } from "./icon";
import type { IconName } from "./icon-paths";

/** A figure of a FigureList, optionally with an icon beside its value. */
export interface Figure extends LabelledValue {
  readonly icon?: IconName;
}

interface FigureListProps {
  figures: readonly Figure[];
  /** Classes of the list: grid, columns, gaps. */
  className: string;
  /** Classes of each figure's box. */
  itemClassName: string;
  labelClassName: string;
  valueClassName: string;
  iconClassName?: string;
  /**
   * "value-first" shows the big value above its label (the label stays first in the reading
   * order); "label-first" leaves the order to `itemClassName` (a fact sheet's rows).
   */
  order?: "value-first" | "label-first";
}

/**
 * The one figure grid of the site: a definition list of labels (`dt`) and values (`dd`), used
 * for headline figures, statistics and fact sheets. Pages differ only in the classes they pass.
 */
export function FigureList({
  figures,
  className,
  itemClassName,
  labelClassName,
  valueClassName,
  iconClassName,
  order = "value-first",
}: FigureListProps) {
  const layout = order === "value-first" ? "flex flex-col-reverse justify-end" : "";
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div key={figure.label} className={`${layout} ${itemClassName}`.trim()}>
          <dt className={labelClassName}>{figure.label}</dt>
          <dd className={valueClassName}>
            {figure.icon ? <Icon name={figure.icon} size={22} className={iconClassName} /> : null}
            <FigureValue value={figure.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
