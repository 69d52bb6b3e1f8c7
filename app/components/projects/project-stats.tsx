import { FigureList } from "~/components/ui/figure-list";
import type { IconName } from "~/components/ui/icon-paths";
import { fill } from "~/i18n/translation";
import { useChrome } from "~/i18n/use-chrome";
import { useText } from "~/i18n/use-text";

interface ProjectStatsProps {
  /** The headline figures, value with its suffix and label in the page's language. */
  stats: readonly { readonly label: string; readonly value: string; readonly icon: IconName }[];
}

/** The portfolio's four headline figures, on the dark hero band. */
export function ProjectStats({ stats }: ProjectStatsProps) {
  return (
    <FigureList
      figures={stats}
      // Two columns from 360 px: at 320 a half is too narrow for a long word of a label
      // ("giddugaleessaa"), which would be cut with no hyphen.
      className="mx-auto mt-12 grid max-w-6xl gap-3 px-4 min-[360px]:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:gap-4"
      itemClassName="gap-1 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 sm:p-5"
      labelClassName="text-sm text-field-100"
      // A long figure ("15,000+") on a phone takes the line under its icon.
      valueClassName="flex flex-wrap items-center gap-2 text-2xl font-extrabold tracking-tight text-white min-[360px]:text-3xl sm:text-4xl"
      iconClassName="shrink-0 text-sun-300"
    />
  );
}

/**
 * The headline "Total Investment: Birr 100M+", as a card beside the hero text; `value` is the
 * figure staff published, in the page's words.
 */
export function InvestmentHeadline({ value }: { value: string }) {
  const { label, text } = useText("projectsPage").investment;
  const { ui } = useChrome();
  return (
    <p className="flex flex-col gap-1 rounded-3xl bg-field-800 p-6 ring-1 ring-white/15 min-[400px]:p-8 sm:p-10">
      <span className="text-sm font-semibold tracking-wider text-field-100 uppercase">
        {fill(ui.labelAbove, { label })}
      </span>{" "}
      <strong className="text-4xl font-extrabold tracking-tight break-words text-sun-300 min-[400px]:text-5xl sm:text-6xl">
        {value}
      </strong>
      <span className="mt-2 text-base text-field-100">{text}</span>
    </p>
  );
}
