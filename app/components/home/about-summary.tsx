import type { IllustrationKey } from "~/content/illustrations";
import { useText } from "~/i18n/use-text";
import { homeAboutFigures } from "~/content/company";
import { useHeadlineFigures } from "~/i18n/use-chrome";
import { illustrations } from "~/content/illustrations";
import { ButtonLink } from "~/components/ui/button";
import { FigureList } from "~/components/ui/figure-list";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";

/** The about block: the company's figures and its cost-reduction claim, beside an illustration. */
export function AboutSummary({ image }: { image: IllustrationKey }) {
  const { about: homeAbout } = useText("home");
  const headline = useHeadlineFigures();
  // The company's headline figures as published, under their labels.
  const stats = homeAboutFigures.map((figure, index) => ({
    value: headline[figure],
    label: homeAbout.stats[index] ?? "",
  }));
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <div>
        <FigureList
          figures={stats}
          // Three a row, each a third: a figure is never narrower than its label's longest word
          // (a flex item's minimum), so where a third is too narrow ("maamiltootaa" below
          // 390 px, "satisfaction" at 320) the last one takes the next row, every word whole.
          className="flex flex-wrap gap-3 sm:gap-4"
          itemClassName="grow basis-[calc((100%-2rem)/3)] rounded-2xl bg-white/5 px-3 py-4 ring-1 ring-white/15 sm:p-5"
          labelClassName="mt-1 text-xs break-words text-field-100 sm:text-sm"
          valueClassName="text-xl font-extrabold text-white min-[360px]:text-2xl min-[400px]:text-3xl sm:text-4xl"
        />
        <p className="mt-6 flex gap-4 rounded-2xl bg-sun-500/10 p-5 ring-1 ring-sun-400/40">
          <Icon name="zap" size={28} className="shrink-0 text-sun-300" />
          <span className="text-field-50">
            <strong className="block text-2xl font-extrabold text-sun-300">
              {homeAbout.claim.value}
            </strong>
            {homeAbout.claim.text}
          </span>
        </p>
        <div className="mt-8">
          <ButtonLink to="/about" variant="ghost-light">
            {homeAbout.more}
            <Icon name="arrow-right" size={18} />
          </ButtonLink>
        </div>
      </div>
      <Picture
        image={illustrations[image]}
        alt={homeAbout.imageAlt}
        sizes="(min-width: 1024px) 50vw, 100vw"
        className="h-auto w-full rounded-2xl bg-field-800 ring-1 ring-white/10"
      />
    </div>
  );
}
