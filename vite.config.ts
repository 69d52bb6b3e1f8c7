import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { optimize } from "svgo";
import { defineConfig, type Plugin, type Rolldown } from "vite";

/** Optimises every SVG the build emits (illustrations, partner wordmarks) with SVGO. */
function optimizeSvgAssets(): Plugin {
  return {
    name: "optimize-svg-assets",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "asset" || !file.fileName.endsWith(".svg")) continue;
        const source =
          typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source);
        file.source = optimize(source, { multipass: true }).data;
      }
    },
  };
}

const appFolder = fileURLToPath(new URL("./app/", import.meta.url));
/** The route modules every page runs: the root route's and the public pages' frame's. */
const frameRoutes = ["root.tsx", "routes/site-frame.tsx"].map((path) => appFolder + path);

/**
 * Whether every page loads a module: one the root route or the pages' frame imports, directly or
 * not (not those two route modules themselves, which stay their routes' chunks, nor the style
 * sheet, which stays the root route's). Read from the module graph once, at the first call.
 */
function loadedByEveryPage(): (id: string, ctx: Rolldown.ChunkingContext) => boolean {
  let modules: Set<string> | undefined;
  return (id, ctx) => {
    if (!modules) {
      const found = new Set<string>();
      const queue = frameRoutes.filter((route) => ctx.getModuleInfo(route) !== null);
      while (queue.length > 0) {
        for (const next of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
          if (found.has(next)) continue;
          found.add(next);
          queue.push(next);
        }
      }
      modules = found;
    }
    return modules.has(id) && !frameRoutes.includes(id) && !id.endsWith(".css");
  };
}
const everyPage = loadedByEveryPage();

/**
 * The browser's chunks (decision 0081). Left to itself the bundler made a file of every module
 * that the frame and a route both import: the home page loaded 43 files, 20 of them under 1 KB,
 * each a request and a compression of its own on a slow connection. What every page loads is two
 * files instead: React and React Router (`vendor`, changed only by an upgrade, so a returning
 * visitor keeps it cached across the site's releases) and the site's own frame (`frame`).
 */
const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    {
      name: (id, ctx) => (id.includes("/node_modules/") && everyPage(id, ctx) ? "vendor" : null),
      priority: 2,
    },
    {
      name: (id, ctx) => (id.startsWith(appFolder) && everyPage(id, ctx) ? "frame" : null),
      priority: 1,
    },
  ],
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), optimizeSvgAssets()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Keep every illustration a separate, cacheable file instead of inlining it into JS.
    assetsInlineLimit: 0,
  },
  // The browser's build only: the server's modules are not downloaded.
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting } } } } },
});
