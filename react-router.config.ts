import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-map";

export default {
  // Every page is prerendered to static HTML; there is no server at run time.
  ssr: false,
  async prerender() {
    return [...prerenderPaths(), "/404"];
  },
  // Static hosts (and our nginx/serve setups) answer unknown paths with 404.html.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    await copyFile(join(client, "404", "index.html"), join(client, "404.html"));
  },
} satisfies Config;
