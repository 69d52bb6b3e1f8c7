import { PackageCard } from "~/components/products/package-card";
import { ProductCard } from "~/components/products/product-card";
import { CallToActionBand } from "~/components/ui/call-to-action-band";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { Picture } from "~/components/ui/picture";
import { Section } from "~/components/ui/section";
import { illustrations } from "~/content/illustrations";
import { packages, startingPriceUsd } from "~/content/packages";
import { products, productsPage } from "~/content/products";
import { textsFor } from "~/content/text-modules";
import { formatDate, formatListPrice, formatNumber } from "~/i18n/format";
import { localeInfo, requestLocale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { textPageMeta } from "~/lib/meta";
import { priceSettings } from "~/server/price-settings.server";
import type { Route } from "./+types/products";

/** Translated: every text of the page comes from `productsText` and the pictures' alts. */
export const handle = { translated: true };

/**
 * The products and packages with their words and prices in the page's language: in birr at the
 * rate staff set where the language shows birr (`listPrices`), with the rate and its date.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const text = textsFor(locale, ["products", "pictures", "sizing"]);
  const words = text.products;
  const { cta } = productsPage;
  const { usdToBirr } = priceSettings();
  const price = (usd: number) => formatListPrice(locale, usd, usdToBirr.rate);
  return {
    locale,
    text: { products: text.products, pictures: text.pictures },
    /** The meta description's `{price}`: the cheapest package. */
    fromPrice: price(startingPriceUsd),
    /** Where prices are converted: how, at which rate, set on which day. */
    priceRate:
      localeInfo[locale].listPrices === "birr"
        ? fill(text.sizing.result.priceRate, {
            rate: formatNumber(locale, usdToBirr.rate, 2),
            date: formatDate(locale, usdToBirr.setOn),
          })
        : undefined,
    products: products.map(({ id, image, icon, fromUsd }) => ({
      id,
      image,
      icon,
      price: fill(words.card.from, { price: price(fromUsd) }),
      ...words.products[id],
    })),
    packages: packages.map(({ id, priceUsd, recommended }) => ({
      id,
      price: price(priceUsd),
      recommended,
      ...words.packages[id],
    })),
    quoteTo: productsPage.hero.quote.to,
    cta: {
      ...cta,
      title: words.cta.title,
      text: words.cta.text,
      primary: { ...cta.primary, label: words.cta.primary },
      secondary: { ...cta.secondary, label: words.cta.secondary },
    },
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
        {loaderData.priceRate ? (
          <p className="mt-8 max-w-3xl text-sm text-stone-600">{loaderData.priceRate}</p>
        ) : null}
      </Section>
      <CallToActionBand id="get-in-touch" cta={loaderData.cta} />
    </>
  );
}
