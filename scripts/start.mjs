// `npm start`: builds the production site when the build is missing or older than its sources,
// then serves it at http://127.0.0.1:${PORT:-3000}.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

const builtAt = existsSync("build/client/index.html")
  ? statSync("build/client/index.html").mtimeMs
  : 0;
const sources = ["app", "public", "package-lock.json", "react-router.config.ts", "vite.config.ts"];
if (builtAt < Math.max(...sources.filter(existsSync).map(newest))) {
  console.log("Building the production site…");
  execSync("npm run build", { stdio: "inherit" });
}
await import("./serve.mjs");
