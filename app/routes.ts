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
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
