import { useText } from "~/i18n/use-text";
import type { CoverageMarker } from "~/content/home-preview";
import { EthiopiaMap } from "~/components/map/ethiopia-map";

/** The spec's click radius around each site, in map pixels of the 400 × 320 surface. */
export const COVERAGE_HIT_RADIUS = 15;

/**
 * Where the company works: the five coverage sites on Ethiopia's outline. Each site is a link to
 * its project page, named by its region; a click within 15 px of a dot follows it.
 */
export function CoverageMap({ markers }: { markers: readonly CoverageMarker[] }) {
  const { coverage: homeCoverage } = useText("home");
  return (
    <div className="grid items-center gap-8 rounded-2xl bg-white p-5 ring-1 ring-stone-200 sm:p-8 lg:grid-cols-[0.8fr_1.2fr]">
      <div>
        <h3 className="text-2xl font-bold">{homeCoverage.title}</h3>
        <p className="mt-3 text-stone-600">{homeCoverage.text}</p>
        <ul className="mt-5 grid gap-2 text-sm text-stone-700 sm:grid-cols-2 lg:grid-cols-1">
          {markers.map((marker) => (
            <li key={marker.id} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-field-700" />
              {marker.label}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex justify-center">
        <EthiopiaMap markers={markers} title={homeCoverage.map} hitRadius={COVERAGE_HIT_RADIUS} />
      </div>
    </div>
  );
}
