import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { reportIds } from "./content/report-ids";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("get-started", "routes/get-started.tsx"),
  route("projects", "routes/projects.tsx"),
  // The two reports live under /projects/{reportId} but are their own page type: a route of
  // their own keeps their long text out of the project pages and the project data out of theirs.
  ...reportIds.map((id) =>
    route(`projects/${id}`, "routes/project-report.tsx", { id: `report-${id}` }),
  ),
  route("projects/:projectId", "routes/project-detail.tsx"),
  route("blog", "routes/blog.tsx"),
  route("products", "routes/products.tsx"),
  route("size-your-system", "routes/size-your-system.tsx"),
  route("site-visit", "routes/site-visit.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // Served by the Node server, never prerendered: enquiries and the staff inbox.
  route("enquiry", "routes/enquiry.tsx"),
  route("api/enquiries", "routes/api.enquiries.ts"),
  route("staff", "routes/staff/layout.tsx", [
    index("routes/staff/leads.tsx"),
    route("sign-in", "routes/staff/sign-in.tsx"),
    route("sign-out", "routes/staff/sign-out.ts"),
    route("leads.csv", "routes/staff/leads-csv.ts"),
    route("leads/:reference", "routes/staff/lead.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
