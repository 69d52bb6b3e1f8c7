// What the benches that work through the staff pages share (bench:publish, bench:photos): the
// production server on a copy of the build (publishing rewrites its files) with a database of its
// own, an editor signed in, and the fields of a page's form as a browser would send them.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

/**
 * Starts the server on a copy of `build/` at build/e2e-copies/<name>-<pid>, adds an editor and
 * signs in. `stop()` stops the server; `remove()` removes the copy and the database too.
 */
export async function startBenchSite(name) {
  const copy = resolve(`build/e2e-copies/${name}-${process.pid}`);
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
  const stop = () => {
    if (server.exitCode === null) server.kill();
  };
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
    return {
      base,
      copy,
      cookie,
      /** Headers of a form sent by the signed-in editor. */
      headers: { ...headers, Cookie: cookie },
      stop,
      remove() {
        stop();
        rmSync(copy, { recursive: true, force: true });
        rmSync(dirname(database), { recursive: true, force: true });
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The fields of the page's form that holds the field `name`, as a browser would send them. */
export function formHolding(html, name) {
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
