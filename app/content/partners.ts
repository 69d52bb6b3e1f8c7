/**
 * The partners of the home carousel (spec: 9 logos). Names are generic placeholders; the
 * wordmarks in `app/assets/partners/` share one monochrome style. Replace both together.
 */
import adey from "~/assets/partners/adey-cooperative-union.svg";
import riftValley from "~/assets/partners/rift-valley-water-trust.svg";
import selam from "~/assets/partners/selam-rural-finance.svg";
import highland from "~/assets/partners/highland-seed-enterprise.svg";
import tana from "~/assets/partners/tana-irrigation-agency.svg";
import kemise from "~/assets/partners/kemise-farmers-network.svg";
import greenEnergy from "~/assets/partners/green-energy-alliance.svg";
import meskel from "~/assets/partners/meskel-development-fund.svg";
import lemlem from "~/assets/partners/lemlem-agro-finance.svg";
import type { ImageAsset } from "~/lib/image";

/** A partner organisation. */
export interface Partner {
  /** Organisation name. */
  readonly name: string;
  /** Its wordmark (its alt text is the name, in the page's language: showcase.ts). */
  readonly logo: ImageAsset;
}

const wordmark = (src: string): ImageAsset => ({
  kind: "svg",
  src,
  width: 220,
  height: 80,
});

export const partners = [
  { name: "Adey Cooperative Union", logo: wordmark(adey) },
  { name: "Rift Valley Water Trust", logo: wordmark(riftValley) },
  { name: "Selam Rural Finance", logo: wordmark(selam) },
  { name: "Highland Seed Enterprise", logo: wordmark(highland) },
  { name: "Tana Irrigation Agency", logo: wordmark(tana) },
  { name: "Kemise Farmers Network", logo: wordmark(kemise) },
  { name: "Green Energy Alliance", logo: wordmark(greenEnergy) },
  { name: "Meskel Development Fund", logo: wordmark(meskel) },
  { name: "Lemlem Agro Finance", logo: wordmark(lemlem) },
] as const satisfies readonly Partner[];
