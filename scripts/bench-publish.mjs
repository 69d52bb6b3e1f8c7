// `npm run bench:publish`: the time from an editor's Publish to the changed pages being served as
// files, against the budget in scripts/bench-budgets.mjs. Works on a copy of the build (publishing
// rewrites its files) with a database of its own; needs a production build (npm run build).
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { publish as budget } from "./bench-budgets.mjs";

const runs = 5;
const copy = resolve(`build/e2e-copies/bench-publish-${process.pid}`);
mkdirSync(copy, { recursive: true });
cpSync("build/client", join(copy, "client"), { recursive: true });
cpSync("build/server", join(copy, "server"), { recursive: true });
const database = join(mkdtempSync(join(tmpdir(), "ts-bench-")), "site.db");
const port = await new Promise((done) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => done(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  DATABASE_PATH: database,
  BUILD_DIR: copy,
  PORT: String(port),
  DIGEST: "false",
};
const server = spawn(process.execPath, ["scripts/serve.mjs"], { env, stdio: "ignore" });

try {
  for (;;) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const email = "bench@tsehaysolar.example";
  const password = "a bench editor's password";
  spawnSync(process.execPath, ["scripts/staff.mjs", "add", email, "--role", "editor"], {
    env,
    input: `${password}\n`,
  });
  const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: base };
  const signIn = await fetch(`${base}/staff/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: new URLSearchParams({ email, password, next: "/staff/content" }),
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0];
  const editor = `${base}/staff/content/projects/project-3`;
  const times = [];
  for (let run = 1; run <= runs; run += 1) {
    const html = await (await fetch(editor, { headers: { Cookie: cookie } })).text();
    // The form as the editor's page holds it, with a new title.
    const form = new URLSearchParams();
    for (const match of html.matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(match[0])?.[1];
      const value = /value="([^"]*)"/.exec(match[0])?.[1] ?? "";
      if (name && !/type="checkbox"/.test(match[0])) form.set(name, decode(value));
    }
    for (const match of html.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g))
      form.set(match[1], decode(match[2]));
    for (const match of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
      const chosen = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(match[2]);
      form.set(match[1], decode(chosen?.[1] ?? ""));
    }
    const title = `Sidama Smallholder Drip Irrigation Scheme (run ${run})`;
    form.set("title.en", title);
    form.set("intent", "publish");
    const started = performance.now();
    const response = await fetch(editor, {
      method: "POST",
      redirect: "manual",
      headers: { ...headers, Cookie: cookie },
      body: form,
    });
    if (response.status !== 302) throw new Error(`publish answered ${response.status}`);
    for (;;) {
      const page = await (await fetch(`${base}/projects/project-3`)).text();
      if (page.includes(`(run ${run})`)) break;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`Publish → served (project page, list and home in every language), ${runs} runs:`);
  console.log(
    `  median ${Math.round(median)} ms, fastest ${Math.round(times[0])} ms, slowest ${Math.round(times.at(-1))} ms; budget ${budget.publishToServedMs} ms`,
  );
  process.exitCode = median <= budget.publishToServedMs ? 0 : 1;
} finally {
  server.kill();
  rmSync(copy, { recursive: true, force: true });
}

function decode(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
