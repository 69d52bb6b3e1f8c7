import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Checks of the production build (scripts/*.check.ts), run by the gate after `npm run build`.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: { environment: "node", include: ["scripts/**/*.check.ts"] },
});
