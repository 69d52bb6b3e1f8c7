import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Checks of the production build (scripts/*.check.ts), run by the gate after `npm run build`,
// beside the browser tests.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["scripts/**/*.check.ts"],
    // The gate runs these at a low CPU priority beside the browser tests: reading files is never
    // slow, but a starved process can be, and a timeout would fail a check that holds.
    testTimeout: 120_000,
  },
});
