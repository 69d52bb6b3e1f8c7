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
  /** Its wordmark; the alt text is the name. */
  readonly logo: ImageAsset;
}

const wordmark = (src: string, name: string): ImageAsset => ({
  kind: "svg",
  src,
  width: 220,
  height: 80,
  alt: name,
});

export const partners = [
  { name: "Adey Cooperative Union", logo: wordmark(adey, "Adey Cooperative Union") },
  { name: "Rift Valley Water Trust", logo: wordmark(riftValley, "Rift Valley Water Trust") },
  { name: "Selam Rural Finance", logo: wordmark(selam, "Selam Rural Finance") },
  { name: "Highland Seed Enterprise", logo: wordmark(highland, "Highland Seed Enterprise") },
  { name: "Tana Irrigation Agency", logo: wordmark(tana, "Tana Irrigation Agency") },
  { name: "Kemise Farmers Network", logo: wordmark(kemise, "Kemise Farmers Network") },
  { name: "Green Energy Alliance", logo: wordmark(greenEnergy, "Green Energy Alliance") },
  { name: "Meskel Development Fund", logo: wordmark(meskel, "Meskel Development Fund") },
  { name: "Lemlem Agro Finance", logo: wordmark(lemlem, "Lemlem Agro Finance") },
] as const satisfies readonly Partner[];
