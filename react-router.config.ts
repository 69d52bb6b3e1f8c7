import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-map";
import { postBuild } from "./scripts/post-build";

export default {
  // Every page is prerendered to static HTML; there is no server at run time.
  ssr: false,
  async prerender() {
    return [...prerenderPaths(), "/404"];
  },
  // 404.html, sitemap, robots and per-page security headers for static hosts and nginx.
  async buildEnd({ reactRouterConfig }) {
    await postBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
