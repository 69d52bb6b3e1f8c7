import { useRouteLoaderData } from "react-router";
import type { ChromeText } from "~/content/chrome";
import type { CompanyView, HeadlineFigures } from "~/content/company";
import type { EnquiryFormDefinition } from "~/content/enquiry-forms";
import type { Locale } from "./locales";

/**
 * The frame's texts as pages get them: the company's addresses and hours are left out (they only
 * seed the store; pages read the published ones, `useCompany`).
 */
export type FrameChrome = Omit<ChromeText, "company"> & {
  readonly company: Pick<ChromeText["company"], "tagline" | "demoVideoTitle">;
};

/** What the root route's loader sends every page: its language and the frame's texts. */
export interface RootData {
  readonly locale: Locale;
  readonly chrome: FrameChrome;
  /** The company's contact details as staff published them, in the page's language. */
  readonly company: CompanyView;
  /** The company's headline figures as staff published them: "200+". */
  readonly headline: HeadlineFigures;
  /** The chat's call-back form, in the page's language. */
  readonly forms: { readonly callback: EnquiryFormDefinition };
  /** Figures the frame's templates name, formatted for the language (`{price}` in the chat). */
  readonly figures: FrameFigures;
  /** The id of the request that rendered the page, on pages the server renders at run time. */
  readonly requestId?: string;
}

export interface FrameFigures {
  /** The lowest package price, in birr with the dollars beside it: "525,000 birr ($3,500)". */
  readonly price: string;
  /** The year the page was rendered, in the language's calendar (the footer's ©): "2019 ዓ.ም.". */
  readonly year: string;
}

/** The texts of the site's frame (header, menu, footer, shared controls) in the page's language. */
export function useChrome(): FrameChrome {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useChrome: the root route's data is missing");
  return data.chrome;
}

/** The id of the request the server rendered this page for, when it did (error pages name it). */
export function useRequestId(): string | undefined {
  return (useRouteLoaderData("root") as RootData | undefined)?.requestId;
}

/** The figures the frame's templates name, in the page's language. */
export function useFrameFigures(): FrameFigures {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useFrameFigures: the root route's data is missing");
  return data.figures;
}

/** The company's contact details (phone, e-mail, offices, hours, social links) as published. */
export function useCompany(): CompanyView {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useCompany: the root route's data is missing");
  return data.company;
}

/** The company's headline figures as published: "200+". */
export function useHeadlineFigures(): HeadlineFigures {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useHeadlineFigures: the root route's data is missing");
  return data.headline;
}
