// Public pages the Node server renders from their address's query, in every language
// (docs/decisions/0034): scripts/serve.mjs passes them to React Router, scripts/check-links.mjs
// accepts links to them, and deploy/nginx/site.conf proxies the same ones.

/** Always rendered by the server (never prerendered): the lender sheet of an estimate. */
export const renderedAlways = new Set(["/size-your-system/lender-sheet"]);

/**
 * Rendered by the server when the address has a query, else the file: the sizing tool (a shared
 * estimate), the projects list (a search, filter or category tab), and the pages whose form or
 * calculator a link fills in: the quote form (an estimate, a package, a product, a service), the
 * contact form (its subject) and the loan calculator (its price). With JavaScript off or not yet
 * running, their first HTML shows what the address says.
 */
export const renderedWithQuery = new Set([
  "/size-your-system",
  "/projects",
  "/get-started",
  "/contact",
  "/financing",
]);
