// The production build, as the server and the command-line tools use it: built when missing or
// older than its sources (by the tools only when missing), and the server code's entry
// (app/entry.server.tsx) loaded from it.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const sources = [
  "app",
  "public",
  "scripts/post-build.ts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

/**
 * Builds the site when build/ is missing or older than any source file. `onlyIfMissing`: the
 * command-line tools (staff accounts, backups) run beside a live server, whose files a build
 * would replace under it; they build only when there is no build, and otherwise say that it is
 * older than the sources and use it.
 */
export function ensureBuild({ quiet = false, onlyIfMissing = false } = {}) {
  const marker = "build/server/index.js";
  const builtAt =
    existsSync(marker) && existsSync("build/client/index.html") ? statSync(marker).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.filter(existsSync).map(newest))) return;
  if (onlyIfMissing && builtAt > 0) {
    console.error(
      "Note: the build is older than the sources; `npm run build` brings it up to date.",
    );
    return;
  }
  console.log("Building the production site…");
  execSync("npm run build", { stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit" });
}

/** The named exports of app/entry.server.tsx in the server build. */
export async function loadServerEntry() {
  const build = await import(pathToFileURL(resolve("build/server/index.js")).href);
  return build.entry.module;
}
