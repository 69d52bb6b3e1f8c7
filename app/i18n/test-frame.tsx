import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { pricingSeed } from "~/content/pricing";
import { frameFigures } from "~/content/chrome";
import { localizedForm } from "~/content/enquiry-text";
import type { Locale } from "./locales";
import type { RootData } from "./use-chrome";
import { chromeText } from "~/content/catalogues";
import { companyView, figuresSeed, headlineFigures } from "~/content/company";
import { companySeed } from "~/server/company.server";

/**
 * For unit tests: an element rendered inside a router whose root route already has the page's
 * data (the language and the frame's texts), synchronously, as hydration would give it. Works
 * with fake timers (no loader runs).
 */
export function InFrame({
  children,
  locale = "en",
  path = "/",
  data = {},
}: {
  children: ReactNode;
  locale?: Locale;
  path?: string;
  /** What the page's own route would send (its `text`, its `forms`), merged into the root's. */
  data?: Record<string, unknown>;
}) {
  const root: RootData = {
    locale,
    chrome: chromeText[locale],
    forms: { callback: localizedForm("callback", locale) },
    figures: frameFigures(locale, pricingSeed.usdToBirr.rate),
    company: companyView(companySeed(), locale),
    headline: headlineFigures(figuresSeed),
    ...data,
  };
  const router = createMemoryRouter(
    [{ id: "root", path: "*", element: children, loader: () => root }],
    { initialEntries: [path], hydrationData: { loaderData: { root } } },
  );
  return <RouterProvider router={router} />;
}
