// Public pages the Node server renders from their address's query, in every language
// (docs/decisions/0034): scripts/serve.mjs passes them to React Router, scripts/check-links.mjs
// accepts links to them, and deploy/nginx/site.conf proxies the same ones.

/** Always rendered by the server (never prerendered): the lender sheet of an estimate. */
export const renderedAlways = new Set(["/size-your-system/lender-sheet"]);

/**
 * Rendered by the server when the address has a query, else the file: the sizing tool (a shared
 * estimate) and the projects list (a search, filter or category tab, which then shows filtered
 * with JavaScript off or not yet running).
 */
export const renderedWithQuery = new Set(["/size-your-system", "/projects"]);
