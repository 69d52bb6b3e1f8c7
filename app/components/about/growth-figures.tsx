import { FigureValue } from "~/components/ui/figure-value";
import type { growth } from "~/content/about";
import { useText } from "~/i18n/use-text";
import { useCompany, useHeadlineFigures } from "~/i18n/use-chrome";

/** How the company has grown: today's figure, with where it started in 2023. */
export function GrowthFigures({ rows }: { rows: typeof growth }) {
  const { structure } = useText("about");
  const headline = useHeadlineFigures();
  const { offices } = useCompany();
  return (
    <div className="mt-10">
      <h3 className="text-xl font-bold">{structure.growthTitle}</h3>
      <dl className="mt-5 grid gap-4 min-[360px]:grid-cols-2 lg:grid-cols-4">
        {rows.map((row) => (
          <div key={row.id} className="rounded-2xl bg-field-900 p-4 text-field-100 sm:p-6">
            <dt className="text-sm font-semibold tracking-wider text-sun-300 uppercase">
              {structure.growth[row.id].label}
            </dt>
            <dd className="mt-2">
              <span className="block text-3xl font-extrabold tracking-tight text-white">
                <FigureValue
                  value={row.id === "offices" ? String(offices.length) : headline[row.id]}
                />
              </span>
              <span className="mt-1 block text-sm">{structure.growth[row.id].from}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
