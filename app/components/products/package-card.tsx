import { ButtonLink } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import type { SolarPackage } from "~/content/packages";
import { packageQuotePath } from "~/content/products";
import { fill } from "~/i18n/translation";
import { englishIn, type ItemWords } from "~/content/catalogue-words";
import { useText } from "~/i18n/use-text";

/** A package as its card shows it: words in the page's language, the price written out. */
export type PackageView = Omit<SolarPackage, "priceUsd"> & {
  /** The price in birr, as the page shows it: "525,000 birr". */
  readonly price: string;
  /** The fields shown in English because the page's language has none yet (lang="en"). */
  readonly english?: readonly (keyof ItemWords)[];
  /** The US dollar list price beside it: "$3,500". */
  readonly usd: string;
};

/** A complete package with its price and contents; the recommended one is marked Most Popular. */
export function PackageCard({ solarPackage }: { solarPackage: PackageView }) {
  const { recommended } = solarPackage;
  const { card } = useText("products");
  return (
    <article
      className={`relative flex h-full flex-col rounded-2xl bg-white p-7 shadow-sm ${
        recommended ? "ring-2 ring-sun-500 lg:-my-4 lg:py-11 lg:shadow-xl" : "ring-1 ring-stone-200"
      }`}
    >
      {recommended ? (
        <p className="absolute -top-3.5 left-7 inline-flex items-center gap-1.5 rounded-full bg-sun-500 px-3 py-1 text-sm font-bold text-stone-950">
          <Icon name="star" size={14} className="fill-stone-950" />
          {card.mostPopular}
        </p>
      ) : null}
      <h3 className="text-2xl font-bold" lang={englishIn(solarPackage, "name")}>
        {solarPackage.name}
      </h3>
      <p className="mt-2 text-stone-600" lang={englishIn(solarPackage, "description")}>
        {solarPackage.description}
      </p>
      <p className="mt-6 text-3xl font-extrabold tracking-tight text-stone-900 first-letter:uppercase">
        {/* The headline price may put its unit on a line of its own: at this size "qarshii
            2,250,000" is wider than a card on a 320 px phone. Running text keeps them together.
            A price that opens its line opens with a capital ("Qarshii"), as every price figure. */}
        {solarPackage.price.replace(/\u00a0/g, " ")}
        <span className="mt-1 block text-base font-semibold tracking-normal text-stone-600">
          {`(${solarPackage.usd})`}
        </span>
      </p>
      <CheckList
        items={solarPackage.features}
        lang={englishIn(solarPackage, "features")}
        mark="check-circle"
        className="mt-6 border-t border-stone-200 pt-6 text-stone-700"
      />
      <div className="mt-auto pt-8">
        <ButtonLink
          to={packageQuotePath(solarPackage.id)}
          variant={recommended ? "primary" : "secondary"}
          className="w-full"
        >
          {fill(card.choose, { name: solarPackage.name })}
        </ButtonLink>
      </div>
    </article>
  );
}
