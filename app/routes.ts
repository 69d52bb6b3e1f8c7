import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("get-started", "routes/get-started.tsx"),
  route("projects", "routes/projects.tsx"),
  route("projects/:projectId", "routes/project-detail.tsx"),
  route("blog", "routes/blog.tsx"),
  route("products", "routes/products.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
