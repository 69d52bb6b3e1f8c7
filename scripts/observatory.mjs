// Mozilla HTTP Observatory (@mdn/mdn-http-observatory) against the production nginx
// configuration on loopback, over HTTPS with the throw-away certificate authority of
// scripts/nginx.mjs, for every page of the route table, a project page and the 404 page.
//   npm run build && node scripts/observatory.mjs     → one line per page; fails below 100 (A+)
// The scanner's command line scans a host name on the standard ports only; this runs the same
// retrieval, tests and grading (the package's own modules) on the test ports and each path.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { benchRequire } from "./bench-tools.mjs";

const httpsPort = Number(process.env.OBSERVATORY_PORT ?? 8489);
const httpPort = httpsPort + 1;
const paths = ["/", "/services", "/about", "/contact", "/get-started", "/projects"];
paths.push("/projects/project-1", "/blog", "/products", "/no-such-page");

const root = dirname(benchRequire().resolve("@mdn/mdn-http-observatory/package.json"));
// The package's install step (skipped: it downloads certificate lists) would create this file.
const preload = join(root, "conf/hsts-preload.json");
if (!existsSync(preload)) {
  mkdirSync(dirname(preload), { recursive: true });
  writeFileSync(preload, "{}\n");
}

execFileSync("node", ["scripts/nginx.mjs", "start", String(httpsPort)], {
  stdio: "inherit",
  env: { ...process.env, NGINX_HTTP_PORT: String(httpPort) },
});
const { ca } = JSON.parse(readFileSync("build/nginx-run/tls.json", "utf8"));

// The scanner runs in a child process that trusts the test authority (Node reads
// NODE_EXTRA_CA_CERTS at start only).
const child = `
const root = ${JSON.stringify(pathToFileURL(root).href)};
const { retrieve } = await import(root + "/src/retriever/retriever.js");
const { ALL_TESTS } = await import(root + "/src/constants.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import(root + "/src/grader/charts.js");
const { getGradeForScore, getScoreModifier } = await import(root + "/src/grader/grader.js");
const rows = [];
for (const path of ${JSON.stringify(paths)}) {
  const r = await retrieve("localhost", { httpsPort: ${httpsPort}, httpPort: ${httpPort}, path });
  let extra = 100, uncurved = 100;
  const notes = [];
  for (const test of ALL_TESTS) {
    const result = test(r);
    if (!result.result) continue;
    const modifier = getScoreModifier(result.result);
    extra += modifier;
    if (modifier < 0) uncurved += modifier;
    if (modifier !== 0) notes.push(result.result + " " + (modifier > 0 ? "+" : "") + modifier);
  }
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? extra : uncurved);
  rows.push({ path, status: r.responses.auto?.status, grade, score, notes });
}
console.log(JSON.stringify(rows));
`;
let rows = [];
try {
  const out = execFileSync("node", ["--input-type=module", "-e", child], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: ca },
    encoding: "utf8",
  });
  rows = JSON.parse(out.trim().split("\n").at(-1));
} finally {
  execFileSync("node", ["scripts/nginx.mjs", "stop"], { stdio: "inherit" });
}
let failures = 0;
for (const { path, status, grade, score, notes } of rows) {
  if (score < 100) failures += 1;
  console.log(`${path.padEnd(22)} ${status} ${grade.padEnd(3)} ${score}  ${notes.join(", ")}`);
}
console.log(failures ? `${failures} page(s) below A+ (100)` : "Every page A+ (score ≥ 100)");
process.exit(failures ? 1 : 0);
