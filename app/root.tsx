import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ChatWidget } from "./components/chat/chat-widget";
import { RouteTransition } from "./components/layout/route-transition";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { phoneText, site, telHref } from "./content/site";
import { localeFromPath, localeInfo } from "./i18n/locales";
import { useChrome, type RootData } from "./i18n/use-chrome";
import { rootData } from "./server/root-data.server";
import { ANSWERS_EVENT, enquiriesWait } from "./lib/enquiry-queue-flag";
import { HydrationProvider } from "./hooks/use-hydrated";
import { revalidateOnNewPathOnly } from "./lib/revalidate";
import ethiopicFont from "./assets/fonts/noto-sans-ethiopic-subset.woff2?url";
import languageNamesFont from "./assets/fonts/ethiopic-language-names.woff2?url";
import "./app.css";
import { SkipLink } from "./components/layout/skip-link";
import { InvokerFallback } from "./components/ui/invoker-fallback";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/generated/apple-touch-icon.png" },
  { rel: "manifest", href: "/generated/manifest.webmanifest" },
];

/** Every page's language (from its URL) and the texts of the frame, in that language only. */
export function loader({ request }: Route.LoaderArgs): RootData {
  return rootData(request);
}

/** The frame's data depends on the address's language only, never on its query. */
export const shouldRevalidate = revalidateOnNewPathOnly;

/** Fallback title; every route declares its own through `meta`, which replaces this one. */
export const meta: Route.MetaFunction = () => [{ title: site.brand }];

/**
 * Whether the page is sent bare, with no site chrome and no scripts: a route that asks for it
 * (the staff inbox), or a page whose frame texts are missing (the root's own loader failed).
 */
function useBare(): boolean {
  const asked = useMatches().some(
    (match) => (match.handle as { bare?: boolean } | undefined)?.bare,
  );
  const root = useRouteLoaderData("root");
  return asked || !root;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <HydrationProvider>
      <Document>{children}</Document>
    </HydrationProvider>
  );
}

/** The public pages' skip link, in the page's language. */
function SiteSkipLink() {
  return <SkipLink label={useChrome().skipLink} />;
}

/** The page's document: the site's frame around the page, or a bare one (the staff pages). */
function Document({ children }: { children: ReactNode }) {
  const bare = useBare();
  const locale = localeFromPath(useLocation().pathname);
  const { script } = localeInfo[locale];
  // The first page's face, kept: on a page reached in the browser (the language switch) the CSS
  // fetches the face it needs, and a preload of it added then was fetched again and never used.
  const [preloadedFont] = useState(script === "ethiopic" ? ethiopicFont : languageNamesFont);
  if (bare) {
    return (
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
          <Links />
        </head>
        <body>{children}</body>
      </html>
    );
  }
  return (
    <html lang={locale} data-script={script}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d3521" />
        {/* Fetched with the CSS: the Ge'ez face for the first paint of every Amharic page, and on the
            other pages the letters of "አማርኛ" in the language switch (app.css). */}
        <link rel="preload" as="font" type="font/woff2" href={preloadedFont} crossOrigin="" />
        <Meta />
        <Links />
      </head>
      <body>
        <InvokerFallback />
        <SiteSkipLink />
        <SiteHeader />
        {children}
        <SiteFooter />
        <ChatWidget />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Sends the enquiries saved on this device from any page, and says on any page that one was sent
 * (sent-notice.tsx); its code loads only when one waits (the forms start the sending themselves).
 */
const SentNotice = lazy(() => import("./components/forms/sent-notice"));

export default function App() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    // An enquiry or an answer waits from an earlier page, or the outbox keeps an answer now
    // (the notice then stays, for those to come too).
    const load = () => setWaiting(true);
    if (enquiriesWait()) load();
    window.addEventListener(ANSWERS_EVENT, load);
    return () => window.removeEventListener(ANSWERS_EVENT, load);
  }, []);
  // A bare page (the staff inbox) has its own layout and landmarks, and no page transitions.
  if (useBare()) return <Outlet />;
  return (
    <RouteTransition>
      {waiting ? (
        <Suspense>
          <SentNotice />
        </Suspense>
      ) : null}
      <Outlet />
    </RouteTransition>
  );
}

/**
 * The last resort, above every page's own boundary (routes/site-frame.tsx answers the pages'
 * errors inside the frame, in the page's language): the brand and the company's number, which
 * read the same in every language, on a bare page. The server never sends it: when the root's own
 * data fails, entry.server.tsx answers with the fault page in the visitor's language
 * (`fault-page.server.ts`); this shows only if the browser's own rendering fails.
 */
export function ErrorBoundary() {
  // The company's number as published, when the root's data came.
  const phone = (useRouteLoaderData("root") as RootData | undefined)?.company.phone;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pt-32 pb-20">
      <h1 className="text-3xl font-bold">{site.brand}</h1>
      <p className="mt-4">{phone ? <a href={telHref(phone)}>{phoneText(phone)}</a> : null}</p>
    </main>
  );
}
