// The measuring tools only the benches use (Lighthouse, Mozilla's HTTP Observatory, autocannon)
// are a package of their own, tools/bench, with its own lock file: `npm ci` for the site, the gate
// and the server does not install their 290 packages (docs/decisions/0045-bench-tools-apart.md).
// The first bench that needs one installs them (`npm ci` in tools/bench, no install scripts).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";

const folder = resolve("tools/bench");

/** A `require` that resolves from tools/bench, installing the tools first when they are missing. */
export function benchRequire() {
  if (!existsSync(resolve(folder, "node_modules/.package-lock.json"))) {
    console.error("Installing the bench tools in tools/bench (once)…");
    execFileSync("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], {
      cwd: folder,
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
  return createRequire(resolve(folder, "package.json"));
}
