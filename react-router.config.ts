import type { Config } from "@react-router/dev/config";
import { notFoundPaths, prerenderPaths } from "./app/content/site-map";
import { postBuild } from "./scripts/post-build";

export default {
  // Public pages are prerendered to static HTML; the server (scripts/serve.mjs) renders only the
  // enquiry answers and the staff inbox. See docs/decisions/0009-one-node-server.md.
  ssr: true,
  // Every route is known to the browser from the start: client navigation never asks the server.
  routeDiscovery: { mode: "initial" },
  async prerender() {
    return [...prerenderPaths(), ...notFoundPaths()];
  },
  // 404.html, sitemap, robots and per-page security headers for static hosts and nginx.
  async buildEnd({ reactRouterConfig }) {
    await postBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
