// `npm run bench:publish`: the time from an editor's Publish to the changed pages being served as
// files, against the budget in scripts/bench-budgets.mjs: a project (its pages), and the company's
// phone number (every page of every language). Works on a copy of the build (publishing
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
  /**
   * Publishes `runs` times through the editor's own form at `editor` (the form holding the field
   * `changed`, as its page holds it, with that field set to run N's value) and waits until `page`
   * serves it. Returns the median.
   */
  async function measure(label, { editor, changed, valueOf, page, extra = {} }) {
    const times = [];
    for (let run = 1; run <= runs; run += 1) {
      const html = await (await fetch(editor, { headers: { Cookie: cookie } })).text();
      const form = formHolding(html, changed);
      for (const [name, value] of Object.entries(extra)) form.set(name, value);
      form.set(changed, valueOf(run));
      const started = performance.now();
      const response = await fetch(editor, {
        method: "POST",
        redirect: "manual",
        headers: { ...headers, Cookie: cookie },
        body: form,
      });
      if (response.status !== 302) throw new Error(`${label}: publish answered ${response.status}`);
      for (;;) {
        const served = await (await fetch(`${base}${page}`)).text();
        if (served.includes(valueOf(run))) break;
      }
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(`Publish → served (${label}), ${runs} runs:`);
    console.log(
      `  median ${Math.round(median)} ms, fastest ${Math.round(times[0])} ms, slowest ${Math.round(times.at(-1))} ms; budget ${budget.publishToServedMs} ms`,
    );
    return median;
  }

  const medians = [
    await measure("a project: its page, the lists and the home page in every language", {
      editor: `${base}/staff/content/projects/project-3`,
      changed: "title.en",
      valueOf: (run) => `Sidama Smallholder Drip Irrigation Scheme (run ${run})`,
      page: "/projects/project-3",
      extra: { intent: "publish" },
    }),
    // The phone number is in every page's frame: every public page in every language is rendered.
    await measure("the company's phone number: every page in every language", {
      editor: `${base}/staff/content/company`,
      changed: "phone",
      valueOf: (run) => `+251 11 555 01${String(run).padStart(2, "0")}`,
      page: "/om/about",
    }),
  ];
  process.exitCode = medians.every((median) => median <= budget.publishToServedMs) ? 0 : 1;
} finally {
  server.kill();
  rmSync(copy, { recursive: true, force: true });
}

/** The fields of the page's form that holds the field `name`, as a browser would send them. */
function formHolding(html, name) {
  const markup = [...html.matchAll(/<form[\s\S]*?<\/form>/g)]
    .map((match) => match[0])
    .find((candidate) => candidate.includes(`name="${name}"`));
  if (!markup) throw new Error(`no form holds the field ${name}`);
  const form = new URLSearchParams();
  for (const match of markup.matchAll(/<input[^>]*>/g)) {
    const field = /name="([^"]+)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1] ?? "";
    if (field && !/type="(checkbox|radio)"/.test(match[0])) form.append(field, decode(value));
    else if (field && / checked=""/.test(match[0])) form.append(field, decode(value));
  }
  for (const match of markup.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g))
    form.append(match[1], decode(match[2]));
  for (const match of markup.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const chosen = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(match[2]);
    form.append(match[1], decode(chosen?.[1] ?? ""));
  }
  return form;
}

function decode(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
