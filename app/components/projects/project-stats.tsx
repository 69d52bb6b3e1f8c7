import { FigureList } from "~/components/ui/figure-list";
import { projectsPage } from "~/content/projects-page";

/** The portfolio's four headline figures, on the dark hero band. */
export function ProjectStats() {
  return (
    <FigureList
      figures={projectsPage.stats.map((stat) => ({
        ...stat,
        value: `${stat.value}${stat.suffix}`,
      }))}
      className="mx-auto mt-12 grid max-w-6xl grid-cols-2 gap-3 px-4 sm:px-6 lg:grid-cols-4 lg:gap-4"
      itemClassName="gap-1 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 sm:p-5"
      labelClassName="text-sm text-field-100"
      valueClassName="flex items-center gap-2 text-3xl font-extrabold tracking-tight text-white sm:text-4xl"
      iconClassName="shrink-0 text-sun-300"
    />
  );
}

/** The headline "Total Investment: Birr 100M+", as a card beside the hero text. */
export function InvestmentHeadline() {
  const { label, value } = projectsPage.investment;
  return (
    <p className="flex flex-col gap-1 rounded-3xl bg-field-800 p-8 ring-1 ring-white/15 sm:p-10">
      <span className="text-sm font-semibold tracking-wider text-field-100 uppercase">
        {label}:
      </span>{" "}
      <strong className="text-5xl font-extrabold tracking-tight text-sun-300 sm:text-6xl">
        {value}
      </strong>
      <span className="mt-2 text-base text-field-100">
        invested by our clients and partners in solar water for farming since 2023.
      </span>
    </p>
  );
}
