import {
  index,
  layout,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from "@react-router/dev/routes";
import { reportIds } from "./content/report-ids";
import { defaultLocale, locales } from "./i18n/locales";

/**
 * The public pages: one route tree for every language. English at the root, every other language
 * under its own prefix (/am/…): the tree's optional first segment `:lang?`, which the site frame's
 * loader checks against the list of languages (an unknown one is a 404). The route modules read
 * the language from the URL (docs/decisions/0025-languages.md). One tree, not one per language:
 * every route is in every page's first-load manifest, and a language must not add to it
 * (docs/decisions/0042-one-route-tree-for-every-language.md).
 */
const publicPages: RouteConfigEntry = route(":lang?", "routes/site-frame.tsx", { id: "frame" }, [
  // A one-segment address no other route takes (/no-such-page, /404): the 404 page.
  index("routes/not-found.tsx", { id: "not-found-here" }),
  route("services", "routes/services.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("get-started", "routes/get-started.tsx"),
  route("projects", "routes/projects.tsx"),
  // The two first reports live under /projects/{reportId} but are posts: a route of their own
  // keeps their long text out of the project pages and the project data out of theirs. Every
  // other post is at /blog/{id}, rendered when staff publish it (docs/decisions/0036-posts.md).
  ...reportIds.map((id) =>
    route(`projects/${id}`, "routes/project-report.tsx", { id: `report-${id}` }),
  ),
  route("projects/:projectId", "routes/project-detail.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:postId", "routes/project-report.tsx", { id: "post" }),
  route("products", "routes/products.tsx"),
  route("size-your-system", "routes/size-your-system.tsx"),
  // The lender sheet of an estimate: rendered by the server from its query, never prerendered
  // (docs/decisions/0034).
  route("size-your-system/lender-sheet", "routes/lender-sheet.tsx"),
  route("financing", "routes/financing.tsx"),
  route("site-visit", "routes/site-visit.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // The JavaScript-off answer to a form of this language (served, never prerendered).
  route("enquiry", "routes/enquiry.tsx"),
  // Any other address of a language: the page that says there is none.
  route("*", "routes/not-found.tsx"),
]);

/**
 * The home page of each language, in a frame of its own: a route `:lang?` would also match any
 * one-segment address (/no-such-page) as a home page, where the 404 page must answer.
 */
const homePages: RouteConfigEntry = layout("routes/site-frame.tsx", { id: "home-frame" }, [
  ...locales.map((locale) =>
    locale === defaultLocale
      ? index("routes/home.tsx")
      : route(locale, "routes/home.tsx", { id: `${locale}/routes/home` }),
  ),
]);

export default [
  // Served by the Node server, never prerendered: the enquiry API and the staff inbox.
  route("api/enquiries", "routes/api.enquiries.ts"),
  route("staff", "routes/staff/layout.tsx", [
    // Its pages, whose refusals keep the layout's header (routes/staff/pages.tsx).
    layout("routes/staff/pages.tsx", [
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
      route("security-log", "routes/staff/security-log.tsx"),
      route("security-log.csv", "routes/staff/security-log-csv.ts"),
      route("content", "routes/staff/content.tsx"),
      route("content/translations", "routes/staff/content-translations.tsx"),
      route("content/settings", "routes/staff/content-settings.tsx"),
      // Every settings document's history and restore, by its id (setting-kinds.server.ts).
      route("content/settings/:id/history", "routes/staff/content-setting-history.tsx"),
      route("content/settings/:id/preview", "routes/staff/content-setting-preview.ts"),
      route("content/financing", "routes/staff/content-financing.tsx"),
      route("content/products", "routes/staff/content-products.tsx"),
      route("content/company", "routes/staff/content-company.tsx"),
      route("content/faqs", "routes/staff/content-faqs.tsx"),
      route("content/team", "routes/staff/content-team.tsx"),
      route("content/map.svg", "routes/staff/content-map.ts"),
      route("content/photos", "routes/staff/content-photos.tsx"),
      route("content/photos/:id", "routes/staff/content-photo.tsx"),
      route("content/projects/:id", "routes/staff/content-project.tsx"),
      route("content/projects/:id/preview", "routes/staff/content-preview.ts"),
      route("content/projects/:id/history", "routes/staff/content-history.tsx"),
      route("content/posts/:id", "routes/staff/content-post.tsx"),
      route("content/posts/:id/preview", "routes/staff/content-preview.ts", { id: "post-preview" }),
      route("content/posts/:id/history", "routes/staff/content-history.tsx", {
        id: "post-history",
      }),
      // Any other address under /staff: 404, inside the staff layout.
      route("*", "routes/staff/not-found.tsx"),
    ]),
  ]),
  homePages,
  publicPages,
] satisfies RouteConfig;
