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
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({
    locale: "en",
    title: "Products & Packages",
    description:
      "Solar panels, batteries, pumps, controllers and monitoring with starting prices, and complete solar irrigation packages from $3,500 for farms of every size.",
    path: "/products",
  });

const { hero, components, packages: packagesCopy, cta } = productsPage;

export default function ProductsPage() {
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            <ButtonLink to={hero.quote.to}>{hero.quote.label}</ButtonLink>
            <a href="#packages" className={buttonClasses("ghost-light")}>
              {hero.compare}
              <Icon name="chevron-down" size={16} />
            </a>
          </>
        }
        aside={
          <Picture
            image={illustrations["complete-system"]}
            priority
            className="w-full rounded-3xl shadow-2xl ring-1 ring-white/10"
          />
        }
      />
      <Section
        id="components"
        tone="tint"
        eyebrow={components.eyebrow}
        title={components.title}
        intro={components.intro}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="packages"
        eyebrow={packagesCopy.eyebrow}
        title={packagesCopy.title}
        intro={packagesCopy.intro}
      >
        <ul className="grid gap-8 lg:grid-cols-3 lg:items-center lg:gap-6">
          {packages.map((item) => (
            <li key={item.id} className="h-full">
              <PackageCard solarPackage={item} />
            </li>
          ))}
        </ul>
      </Section>
      <CallToActionBand id="get-in-touch" cta={cta} />
    </>
  );
}
