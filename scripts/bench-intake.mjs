// `npm run bench:intake`: the enquiry server under load, on loopback, against the production
// build and a fresh SQLite file (WAL, synchronous=FULL):
// 1. throughput: valid enquiries, each with its own idempotency key, for 30 s (rate limits lifted);
//    budget ≥ 500 accepted/s with p99 < 50 ms;
// 2. a flood of junk POSTs from one address (rate limits on) while a real visitor sends one
//    enquiry from another address; budget: it succeeds in under 1 s;
// 3. the server's memory (RSS) after the runs; budget < 150 MB.
// Prints the figures and fails when a budget is missed (scripts/bench-budgets.mjs). Part of
// `npm run bench`.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { intake as budget } from "./bench-budgets.mjs";
import { benchRequire } from "./bench-tools.mjs";

// The server's database, in a folder of its own, removed when the bench exits.
const benchFolder = mkdtempSync(join(tmpdir(), "ts-bench-"));
process.once("exit", () => rmSync(benchFolder, { recursive: true, force: true }));

const autocannon = benchRequire()("autocannon");

const DURATION = Number(process.env.BENCH_INTAKE_SECONDS ?? 30);

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_FLAGS ?? "--max-old-space-size=96 --max-semi-space-size=4")
        .split(" ")
        .filter(Boolean),
      "scripts/serve.mjs",
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_PATH: join(benchFolder, "site.db"),
        SMTP_URL: "",
        TELEGRAM_BOT_TOKEN: "",
        TELEGRAM_CHAT_ID: "",
        MIN_FILL_MS: "0",
        TRUST_PROXY: "true",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  child.on("exit", (code, signal) => {
    if (code && !signal) console.error(`the server exited with ${code}`);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(url)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the server did not start");
}

const body = (key, extra = "") =>
  `kind=callback&name=Abebe+Kebede&phone=0911234567&message=Pump+for+2+ha&fillMs=5000&idempotencyKey=${key}${extra}`;
const headers = (url, extra = {}) => ({
  "content-type": "application/x-www-form-urlencoded",
  origin: url,
  "sec-fetch-site": "same-origin",
  ...extra,
});

const failures = [];
const figures = {};

// 1. Throughput.
{
  const { child, url } = await startServer({ RATE_LIMITS: "false" });
  let n = 0;
  const result = await autocannon({
    url: `${url}/api/enquiries`,
    method: "POST",
    connections: 10,
    duration: DURATION,
    headers: headers(url),
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: body(`bench-${process.pid}-${(n += 1)}`) }),
      },
    ],
  });
  const accepted = result["2xx"];
  figures.throughput = {
    seconds: DURATION,
    accepted,
    perSecond: Math.round(accepted / DURATION),
    non2xx: result.non2xx,
    errors: result.errors,
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
  };
  const rss =
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1]) / 1024;
  figures.memoryMb = Math.round(rss);
  child.kill("SIGTERM");
  if (figures.throughput.perSecond < budget.acceptedPerSecond)
    failures.push(`throughput ${figures.throughput.perSecond}/s < ${budget.acceptedPerSecond}/s`);
  if (result.latency.p99 >= budget.p99Ms)
    failures.push(`p99 ${result.latency.p99} ms ≥ ${budget.p99Ms} ms`);
  if (result.non2xx > 0 || result.errors > 0)
    failures.push(`${result.non2xx} non-2xx and ${result.errors} errors`);
  if (rss >= budget.rssMb) failures.push(`memory ${Math.round(rss)} MB ≥ ${budget.rssMb} MB`);
}

// 2. A flood of junk from one address; a real visitor from another.
{
  const { child, url } = await startServer({});
  const flood = autocannon({
    url: `${url}/api/enquiries`,
    method: "POST",
    connections: 20,
    duration: 10,
    headers: headers(url, { "x-forwarded-for": "198.51.100.7" }),
    body: "kind=home&message=junk&fillMs=5000",
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const started = performance.now();
  const response = await fetch(`${url}/api/enquiries`, {
    method: "POST",
    headers: headers(url, { "x-forwarded-for": "203.0.113.20" }),
    body: body(`real-visitor-${process.pid}`),
  });
  const realMs = Math.round(performance.now() - started);
  const floodResult = await flood;
  figures.flood = {
    junkPerSecond: Math.round(floodResult.requests.average),
    junk429: floodResult.non2xx,
    realVisitorStatus: response.status,
    realVisitorMs: realMs,
  };
  child.kill("SIGTERM");
  if (response.status !== 201) failures.push(`the real visitor got ${response.status}`);
  if (realMs >= budget.realVisitorUnderFloodMs)
    failures.push(`the real visitor waited ${realMs} ms`);
}

console.log(JSON.stringify(figures, null, 2));
console.log(
  `\n| Intake | Accepted/s | p50 | p99 | Server RSS | Real visitor under a flood |\n|---|---|---|---|---|---|\n| ${figures.throughput.seconds} s, 10 connections | ${figures.throughput.perSecond} | ${figures.throughput.p50ms} ms | ${figures.throughput.p99ms} ms | ${figures.memoryMb} MB | ${figures.flood.realVisitorStatus} in ${figures.flood.realVisitorMs} ms (flood ${figures.flood.junkPerSecond} junk req/s, all refused) |`,
);
if (failures.length > 0) {
  console.error(`\nBudgets missed: ${failures.join("; ")}`);
  process.exit(1);
}
