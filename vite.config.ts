import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { optimize } from "svgo";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), optimizeSvgAssets()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Keep every illustration a separate, cacheable file instead of inlining it into JS.
    assetsInlineLimit: 0,
  },
});
