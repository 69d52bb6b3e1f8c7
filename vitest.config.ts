import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests run without the React Router Vite plugin: they render components directly.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./app/test-setup.ts"],
    css: false,
    // Each test file gets its own modules: the pseudo-locale test swaps translations in place.
    isolate: true,
    pool: "vmThreads",
    // Pages' loaders read the content store: tests get a fresh one, seeded in memory. Passwords
    // are hashed at the least cost a server allows (decision 0073); one test hashes at the default.
    env: { DATABASE_PATH: ":memory:", PASSWORD_HASH_COST: "10" },
    // A bound on how long a failing test takes to fail, not a speed check: the default 5 s is
    // within reach of a test that renders whole pages in a slow hour of a shared host (decision 0083).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
