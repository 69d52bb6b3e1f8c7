import { PackageCard } from "~/components/products/package-card";
import { ProductCard } from "~/components/products/product-card";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { illustrations } from "~/content/illustrations";
import { packages } from "~/content/packages";
import { products, productsPage } from "~/content/products";
import { textsFor } from "~/content/text-modules";
import { formatBirr, formatDate, formatNumber, formatPrice } from "~/i18n/format";
import { requestLocale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { textPageMeta } from "~/lib/meta";
import { wordsIn } from "~/content/catalogue-words";
import { catalogueSettings, catalogueWords, priceSettings } from "~/server/price-settings.server";
import { wordedCallToAction } from "~/content/call-to-action";
import type { Route } from "./+types/products";

/** Translated: every text of the page comes from `productsText` and the pictures' alts. */
export const handle = { translated: true };

/** The products and packages with their words and prices in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const text = textsFor(locale, ["products", "pictures"]);
  const words = text.products;
  const { cta } = productsPage;
  // Prices as staff published them: US dollar list prices shown in birr at their rate.
  const prices = priceSettings();
  const catalogue = catalogueSettings();
  const rate = prices.usdToBirr.rate;
  // What each item is and its selling points, as staff wrote them (English where a language has none).
  const written = catalogueWords();
  const cheapest = Math.min(...packages.map(({ id }) => catalogue.packages[id].priceUsd));
  return {
    locale,
    text,
    /** The meta description's `{price}`: the cheapest package, in birr. */
    fromPrice: formatBirr(locale, cheapest * rate),
    products: products.map(({ id, image, icon }) => {
      const { name, ...shown } = wordsIn(written.products[id], locale);
      return {
        id,
        image,
        icon,
        price: fill(words.card.from, { price: formatBirr(locale, catalogue.products[id] * rate) }),
        usd: formatPrice(locale, catalogue.products[id]),
        title: name,
        ...shown,
      };
    }),
    packages: packages.map(({ id }) => ({
      id,
      price: formatBirr(locale, catalogue.packages[id].priceUsd * rate),
      usd: formatPrice(locale, catalogue.packages[id].priceUsd),
      recommended: catalogue.packages[id].recommended,
      ...wordsIn(written.packages[id], locale),
    })),
    /** How the birr prices were reached: the rate and the day staff set it. */
    rateNote: fill(words.card.rateNote, {
      rate: formatNumber(locale, rate, 2).replace(/[.,]00$/, ""),
      date: formatDate(locale, prices.usdToBirr.setOn),
    }),
    quoteTo: productsPage.hero.quote.to,
    cta: wordedCallToAction(cta, words.cta),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? textPageMeta(loaderData, loaderData.text.products.meta, "/products", {
        price: loaderData.fromPrice,
      })
    : [];

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { hero, sections } = loaderData.text.products;
  const pictures = loaderData.text.pictures;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink to={loaderData.quoteTo}>{hero.quote}</ButtonLink>
            <a href="#packages" className={buttonClasses("ghost-light")}>
              {hero.compare}
              <Icon name="chevron-down" size={16} />
            </a>
          </>
        }
        aside={
          <Picture
            image={illustrations["complete-system"]}
            alt={pictures["complete-system"]}
            priority
            className="w-full rounded-3xl shadow-2xl ring-1 ring-white/10"
          />
        }
      />
      <Section id="components" tone="tint" {...sections.components}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="packages" {...sections.packages}>
        <ul className="grid gap-8 lg:grid-cols-3 lg:items-center lg:gap-6">
          {loaderData.packages.map((item) => (
            <li key={item.id} className="h-full">
              <PackageCard solarPackage={item} />
            </li>
          ))}
        </ul>
        <p className="mt-10 max-w-3xl text-stone-600">{loaderData.rateNote}</p>
      </Section>
      <CallToActionBand id="get-in-touch" cta={loaderData.cta} />
    </>
  );
}
