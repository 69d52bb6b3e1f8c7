// `npm run check:new-language`: proves that adding a language is one catalogue folder plus its
// lines in the lists (docs/decisions/0025, docs/translation.md). On a copy of the repository, it
// adds a fourth language, Tigrinya ("ti"), made of the Amharic catalogue (the same Ge'ez script),
// with exactly what docs/translation.md asks for: its code and `localeInfo` entry in
// app/i18n/locales.ts, its folder app/content/ti/, and its line in app/content/catalogues.ts.
// Then it builds and type-checks that copy and checks that everything else followed: every page
// prerendered under /ti/, the sitemap, hreflang, the 404 pages of nginx and of the Node server, a
// form sent to /ti/, and the size budgets. `npm test` runs it beside the browser tests, at a low
// CPU priority; run it alone after changing how languages are listed.
import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(".");
const work = mkdtempSync(join(tmpdir(), "ts-new-language-"));
const results = [];
const check = (name, ok, detail = "") => {
  results.push({ name, ok });
  console.log(`${ok ? "ok  " : "FAIL"} ${name}${detail ? `: ${detail}` : ""}`);
};
const started = Date.now();
let stepStarted = started;
/** How long each step took (printed, never asserted): where this check's time goes. */
const timed = (what) => {
  const now = Date.now();
  console.log(`     ${what}: ${((now - stepStarted) / 1000).toFixed(1)} s`);
  stepStarted = now;
};
const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { cwd: work, encoding: "utf8", ...options });
  if (result.status !== 0) {
    console.error(result.stdout?.slice(-4000), result.stderr?.slice(-4000));
    throw new Error(`${command} ${args.join(" ")} failed in ${work}`);
  }
  return result.stdout;
};

try {
  // The repository as it is now (tracked files, with their changes), sharing node_modules.
  const files = spawnSync("git", ["ls-files", "-z"], { encoding: "utf8" })
    .stdout.split("\0")
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    mkdirSync(join(work, dirname(file)), { recursive: true });
    cpSync(file, join(work, file));
  }
  symlinkSync(join(root, "node_modules"), join(work, "node_modules"));
  // What the prebuild step generated for the build that ran before this check (the photos'
  // AVIF/WebP/JPEG files and the Ethiopic font subset, about 10 s of CPU): copied after the
  // sources, so newer than them. The copy's build runs the same prebuild step, which makes again
  // whatever is not fresh for the copy's own sources: a photo older than its source, a font whose
  // Ge'ez characters differ from the copy's (Tigrinya's catalogue is Amharic's: the same ones).
  for (const generated of ["public/generated", "app/assets/fonts"])
    if (existsSync(generated))
      cpSync(generated, join(work, generated), { recursive: true, preserveTimestamps: false });
  timed("copy");

  // 1. The code and how it is named, formatted and written: its lines in app/i18n/locales.ts.
  const localesFile = join(work, "app/i18n/locales.ts");
  let locales = readFileSync(localesFile, "utf8");
  locales = locales.replace(
    /export const locales = \[([^\]]*)\] as const;/,
    (_, list) => `export const locales = [${list}, "ti"] as const;`,
  );
  locales = locales.replace(
    /\n};\n(\n\/\*\* Whether a string names a language)/,
    `
  ti: {
    name: "ትግርኛ",
    intl: "ti-ET",
    dates: "ti-ET-u-ca-ethiopic",
    ogLocale: "ti_ET",
    script: "ethiopic",
    birr: "{value} ብር",
  },
};
$1`,
  );
  if (!locales.includes('"ti"] as const') || !locales.includes('ogLocale: "ti_ET"'))
    throw new Error("app/i18n/locales.ts no longer has the shape this check edits");
  writeFileSync(localesFile, locales);

  // 2. Its folder of translations.
  cpSync(join(work, "app/content/am"), join(work, "app/content/ti"), { recursive: true });

  // 3. Its line in the registry of catalogues.
  const registryFile = join(work, "app/content/catalogues.ts");
  let registry = readFileSync(registryFile, "utf8");
  registry = registry
    .replace(
      'import { catalogue as om } from "./om";',
      'import { catalogue as om } from "./om";\nimport { catalogue as ti } from "./ti";',
    )
    .replace(/= \{ am, om \};/, "= { am, om, ti };");
  if (!registry.includes("am, om, ti }"))
    throw new Error("app/content/catalogues.ts no longer has the shape this check edits");
  writeFileSync(registryFile, registry);

  // Nothing else: the build and the type checker must accept it as it is. The build first: it
  // writes the route types the type check reads, as `react-router typegen` would.
  run("npm", ["run", "build"], { env: { ...process.env, FORCE_COLOR: "0" } });
  timed("build");
  // TypeScript 7, the native compiler, as `npm run typecheck` (decision 0049).
  run("node", ["node_modules/typescript-native/bin/tsc"]);
  timed("type check");
  check("the type checker accepts the language with nothing but its folder and lines", true);

  const client = join(work, "build/client");
  const pagesOf = (prefix) => {
    const found = [];
    const walk = (folder) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name === "index.html") found.push(relative(join(client, prefix), path));
      }
    };
    walk(join(client, prefix));
    return found.sort();
  };
  const amharic = pagesOf("am");
  const tigrinya = pagesOf("ti");
  check(
    "every page is prerendered under /ti/ as under /am/",
    amharic.length > 20 && JSON.stringify(amharic) === JSON.stringify(tigrinya),
    `${tigrinya.length} pages under /ti/, ${amharic.length} under /am/`,
  );
  const languages = JSON.parse(readFileSync(join(work, "build/server/languages.json"), "utf8"));
  check("the scripts' list of languages has it", languages.locales.includes("ti"));

  const sitemap = readFileSync(join(client, "sitemap.xml"), "utf8");
  const count = (prefix) => sitemap.split(`.example/${prefix}/`).length - 1;
  check(
    "the sitemap lists its pages",
    count("ti") > 0 && count("ti") === count("am"),
    `${count("ti")} /ti/ addresses, ${count("am")} /am/`,
  );
  const home = readFileSync(join(client, "index.html"), "utf8");
  const tiHome = readFileSync(join(client, "ti/index.html"), "utf8");
  check("every page names it in hreflang", /hrefLang="ti"/.test(home));
  check(
    "its pages are in its language, with its Open Graph locale",
    tiHome.includes('<html lang="ti"') && tiHome.includes('content="ti_ET"'),
  );
  const notFound = join(client, "ti/404.html");
  check(
    "it has its own 404 page",
    existsSync(notFound) && readFileSync(notFound, "utf8").includes('<html lang="ti"'),
  );
  const nginxMap = readFileSync(join(work, "build/server/csp-map.conf"), "utf8");
  check(
    "nginx serves its 404 page for unknown addresses under /ti/",
    nginxMap.includes("/ti/404.html"),
  );

  timed("reading the build");
  const budgets = spawnSync(process.execPath, ["scripts/check-budgets.mjs"], {
    cwd: work,
    encoding: "utf8",
  });
  // The rows it measured (its report: its printed table may be cut short through a pipe).
  const rows = JSON.parse(readFileSync(join(work, "reports/budgets.json"), "utf8"));
  const measured = (prefix) => rows.filter((row) => row.path.startsWith(`/${prefix}/`));
  // Every page over its budget, in any language: a language must not push the others over either.
  const over = rows.filter((row) => !row.ok);
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  check(
    "the size budgets cover its pages and hold",
    budgets.status === 0 && measured("ti").length === measured("am").length && over.length === 0,
    `${measured("ti").length} /ti/ pages measured, ${measured("am").length} /am/, ${over.length} over budget${
      over.length > 0
        ? `: ${over
            .map(
              (row) =>
                `${row.path} (JS ${kb(row.js)} of ${kb(row.jsBudget)} KB, total ${kb(row.total)} of ${kb(row.totalBudget)} KB)`,
            )
            .join(", ")}`
        : ""
    }`,
  );

  timed("budgets");
  // The Node server: an unknown address and a form sent to a page that takes none. PORT=0: the
  // system picks a port no other process holds (the browser tests run beside this check), and the
  // server names it when it listens.
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: work,
    env: {
      ...process.env,
      PORT: "0",
      DATABASE_PATH: join(work, "site.db"),
      DIGEST: "false",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  try {
    const base = await new Promise((done, fail) => {
      let printed = "";
      server.stdout.on("data", (chunk) => {
        printed += chunk.toString();
        const found = /Serving the production site at (http:\/\/\S+:\d+) /.exec(printed);
        if (found) done(found[1]);
      });
      server.once("exit", () => fail(new Error("the copy's server did not start")));
    });
    const missing = await fetch(`${base}/ti/no-such-page`);
    check(
      "the Node server answers an unknown /ti/ address with 404 in its language",
      missing.status === 404 && (await missing.text()).includes('<html lang="ti"'),
      String(missing.status),
    );
    const posted = await fetch(`${base}/ti/about`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: base,
        "Sec-Fetch-Site": "same-origin",
      },
      body: "a=b",
    });
    check(
      "a form sent to a /ti/ page that takes none answers 405 in its language",
      posted.status === 405 && (await posted.text()).includes('<html lang="ti"'),
      String(posted.status),
    );
  } finally {
    server.kill();
  }
  timed("the Node server");
} finally {
  rmSync(work, { recursive: true, force: true });
}

const failed = results.filter((result) => !result.ok).length;
console.log(`\nA fourth language: ${results.length - failed} checks passed, ${failed} failed.`);
process.exit(failed > 0 ? 1 : 0);
