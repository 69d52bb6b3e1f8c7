import { createContext, RouterContextProvider } from "react-router";
import { enquiryMessages } from "~/content/enquiry-forms";
import { enquiryText } from "~/content/catalogues";
import { localeFromPath } from "~/i18n/locales";
import { isSameOrigin } from "./guard.server";
import { refuseFlood, shortPage } from "./intake.server";
import { getRuntime } from "./runtime.server";

/**
 * The page of a refused form sent without JavaScript (set by the /enquiry action, read by its
 * loader for the header's language links); null when no form was refused (a GET).
 */
export const formPageContext = createContext<string | null>(null);

/** The visitor's address, for rate limits and sign-in throttling. */
export const clientAddressContext = createContext<string>("unknown");

/**
 * The context of every request the server handles: the visitor's address (from
 * X-Forwarded-For when TRUST_PROXY is on: see `serverOptions`).
 */
export function getLoadContext(
  _request: Request,
  client: { address: string },
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, client.address);
  return context;
}

/**
 * How the Node server reads a request: behind nginx on the same machine (TRUST_PROXY=true, the
 * server listening on loopback only), the visitor's scheme, host and address come from nginx's
 * X-Forwarded-Proto, Host and X-Forwarded-For.
 */
export function serverOptions(): { trustProxy: boolean } {
  return { trustProxy: getRuntime().config.trustProxy };
}

/**
 * What the server checks before it reads a request: a flood from one address (by the address as
 * the server sees it, or nginx's X-Forwarded-For when TRUST_PROXY is on).
 */
export function refuseAtTheDoor(
  method: string,
  path: string,
  address: string,
): Response | undefined {
  return refuseFlood(method, path, address, getRuntime());
}

/**
 * Refuses, before anything else runs, a state-changing request that another site's page sent:
 * 403 with a clear message (JSON for the enquiry API, a short page in the address's language
 * otherwise).
 */
export function refuseCrossSite(request: Request): Response | undefined {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method) || isSameOrigin(request)) {
    return undefined;
  }
  const { pathname } = new URL(request.url);
  if (pathname.startsWith("/api/")) {
    const message = enquiryMessages.crossSite;
    return Response.json(
      { ok: false, status: 403, message, reason: "crossSite", errors: [] },
      { status: 403 },
    );
  }
  const locale = localeFromPath(pathname);
  return shortPage(403, locale, enquiryText[locale].words.messages.crossSite);
}
