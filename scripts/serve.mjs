// Serves the production build (build/client) as a real static server would: each prerendered
// file at its pretty URL, unknown paths answered with 404.html and HTTP status 404.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const port = process.env.PORT ?? "3000";
const host = "127.0.0.1";
if (!existsSync("build/client/index.html")) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}
const require = createRequire(import.meta.url);
const serveBin = require.resolve("serve/build/main.js");
const child = spawn(
  process.execPath,
  [
    serveBin,
    "build/client",
    "-l",
    `tcp://${host}:${port}`,
    "--no-port-switching",
    "-n",
    "-L",
    "-c",
    "../../serve.json",
  ],
  { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, NO_UPDATE_CHECK: "1" } },
);
console.log(`Serving the production site at http://${host}:${port}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
