import { FigureList, type Figure } from "~/components/ui/figure-list";

/** The row of headline figures that sits over the lower edge of the hero. */
export function HeadlineFigures({ figures }: { figures: readonly Figure[] }) {
  return (
    <div className="relative z-10 mx-auto -mt-10 max-w-6xl px-4 sm:px-6">
      <FigureList
        figures={figures}
        className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-stone-200 shadow-lg ring-1 ring-stone-200 lg:grid-cols-4"
        itemClassName="gap-1 bg-white p-5 sm:p-6"
        labelClassName="text-sm font-medium text-stone-600"
        // A long figure ("12,500+") on a phone takes the line under its icon.
        valueClassName="flex flex-wrap items-center gap-2.5 text-3xl font-extrabold tracking-tight text-field-800 sm:text-4xl"
        iconClassName="shrink-0 text-sun-600"
      />
    </div>
  );
}
