import {
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from "@react-router/dev/routes";
import { reportIds } from "./content/report-ids";
import { defaultLocale, locales, type Locale } from "./i18n/locales";

/**
 * The public pages, once per language: English at the root, every other language under its own
 * prefix (/am/…) from the same route modules, which read the language from the URL
 * (docs/decisions/0025-languages.md).
 */
function publicPages(locale: Locale): RouteConfigEntry {
  const prefix = locale === defaultLocale ? "" : `${locale}/`;
  // Route ids must be unique: the default language keeps the file's id, others get a prefix.
  const page = (path: string, file: string, id?: string) => {
    const routeId = locale === defaultLocale ? id : `${locale}/${id ?? file}`;
    return routeId
      ? route(`${prefix}${path}`, file, { id: routeId })
      : route(`${prefix}${path}`, file);
  };
  // Every page of a language sits in the site's frame: its error boundary answers a page's failure.
  const frameId = locale === defaultLocale ? "frame" : `${locale}/frame`;
  return layout("routes/site-frame.tsx", { id: frameId }, [
    locale === defaultLocale
      ? index("routes/home.tsx")
      : route(locale, "routes/home.tsx", { id: `${locale}/routes/home` }),
    page("services", "routes/services.tsx"),
    page("about", "routes/about.tsx"),
    page("contact", "routes/contact.tsx"),
    page("get-started", "routes/get-started.tsx"),
    page("projects", "routes/projects.tsx"),
    // The two first reports live under /projects/{reportId} but are posts: a route of their own
    // keeps their long text out of the project pages and the project data out of theirs. Every
    // other post is at /blog/{id}, rendered when staff publish it (docs/decisions/0036-posts.md).
    ...reportIds.map((id) => page(`projects/${id}`, "routes/project-report.tsx", `report-${id}`)),
    page("projects/:projectId", "routes/project-detail.tsx"),
    page("blog", "routes/blog.tsx"),
    page("blog/:postId", "routes/project-report.tsx", "post"),
    page("products", "routes/products.tsx"),
    page("size-your-system", "routes/size-your-system.tsx"),
    // The lender sheet of an estimate: rendered by the server from its query, never prerendered.
    // ONE route for every language (its optional first segment is the language, checked by its
    // loader): every route is in every page's first-load manifest, and three would cost the
    // home page its budget (docs/decisions/0034).
    ...(locale === defaultLocale
      ? [route(":lang?/size-your-system/lender-sheet", "routes/lender-sheet.tsx")]
      : []),
    page("financing", "routes/financing.tsx"),
    page("site-visit", "routes/site-visit.tsx"),
    page("privacy", "routes/privacy.tsx"),
    // The JavaScript-off answer to a form of this language (served, never prerendered).
    page("enquiry", "routes/enquiry.tsx"),
    page("*", "routes/not-found.tsx"),
  ]);
}

export default [
  ...locales.filter((locale) => locale !== defaultLocale).map(publicPages),
  // Served by the Node server, never prerendered: the enquiry API and the staff inbox.
  route("api/enquiries", "routes/api.enquiries.ts"),
  route("staff", "routes/staff/layout.tsx", [
    index("routes/staff/leads.tsx"),
    route("sign-in", "routes/staff/sign-in.tsx"),
    route("sign-in/code", "routes/staff/sign-in-code.tsx"),
    route("invite/:token", "routes/staff/invite.tsx"),
    route("security", "routes/staff/security.tsx"),
    route("accounts", "routes/staff/accounts.tsx"),
    route("dashboard", "routes/staff/dashboard.tsx"),
    route("sign-out", "routes/staff/sign-out.ts"),
    route("leads.csv", "routes/staff/leads-csv.ts"),
    route("leads/:reference", "routes/staff/lead.tsx"),
    route("people/:id", "routes/staff/person.tsx"),
    route("people/:id/export", "routes/staff/person-export.ts"),
    route("access-log", "routes/staff/access-log.tsx"),
    route("access-log.csv", "routes/staff/access-log-csv.ts"),
    route("content", "routes/staff/content.tsx"),
    route("content/translations", "routes/staff/content-translations.tsx"),
    route("content/settings", "routes/staff/content-settings.tsx"),
    // Every settings document's history and restore, by its id (setting-kinds.server.ts).
    route("content/settings/:id/history", "routes/staff/content-setting-history.tsx"),
    route("content/financing", "routes/staff/content-financing.tsx"),
    route("content/products", "routes/staff/content-products.tsx"),
    route("content/company", "routes/staff/content-company.tsx"),
    route("content/faqs", "routes/staff/content-faqs.tsx"),
    route("content/map.svg", "routes/staff/content-map.ts"),
    route("content/photos", "routes/staff/content-photos.tsx"),
    route("content/photos/:id", "routes/staff/content-photo.tsx"),
    route("content/projects/:id", "routes/staff/content-project.tsx"),
    route("content/projects/:id/preview", "routes/staff/content-preview.ts"),
    route("content/projects/:id/history", "routes/staff/content-history.tsx"),
    route("content/posts/:id", "routes/staff/content-post.tsx"),
    route("content/posts/:id/preview", "routes/staff/content-preview.ts", { id: "post-preview" }),
    route("content/posts/:id/history", "routes/staff/content-history.tsx", { id: "post-history" }),
    // Any other address under /staff: 404, inside the staff layout.
    route("*", "routes/staff/not-found.tsx"),
  ]),
  publicPages(defaultLocale),
] satisfies RouteConfig;
