import { ButtonLink } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { illustrations } from "~/content/illustrations";
import { productQuotePath, type Product } from "~/content/products";
import { fill } from "~/i18n/translation";
import { englishIn, type ItemWords } from "~/content/catalogue-words";
import { useText } from "~/i18n/use-text";

/** A product as its card shows it: words in the page's language, the starting price written out. */
export type ProductView = Omit<Product, "fromUsd"> & {
  /** The starting price in birr, as the page shows it: "From 75,000 birr". */
  readonly price: string;
  /** The fields shown in English because the page's language has none yet (lang="en"). */
  readonly english?: readonly (keyof ItemWords)[];
  /** The US dollar list price beside it: "$500". */
  readonly usd: string;
};

/** A product component, in the page's language: picture, what it is, its selling points, starting price and a quote link. */
export function ProductCard({ product }: { product: ProductView }) {
  const { card } = useText("products");
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <Picture
        image={illustrations[product.image]}
        alt=""
        className="aspect-[16/9] w-full bg-earth-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-field-100 text-field-700">
            <Icon name={product.icon} size={20} />
          </span>
          <h3 className="text-xl font-bold" lang={englishIn(product, "name")}>
            {product.title}
          </h3>
        </div>
        <p className="mt-3 text-stone-600" lang={englishIn(product, "description")}>
          {product.description}
        </p>
        <CheckList
          items={product.features}
          lang={englishIn(product, "features")}
          size="sm"
          className="mt-4 mb-6 flex-1 content-start text-stone-700"
        />
        <div className="flex flex-wrap items-center justify-between gap-4 border-t border-stone-200 pt-5">
          <p className="text-xl font-extrabold tracking-tight text-stone-900 first-letter:uppercase">
            {product.price}{" "}
            <span className="text-base font-semibold tracking-normal text-stone-600">
              {`(${product.usd})`}
            </span>
          </p>
          <ButtonLink to={productQuotePath(product.id)} variant="outline">
            {card.getQuote}{" "}
            <span className="sr-only">{fill(card.forProduct, { title: product.title })}</span>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
