// Checks the real build output (build/client), not a fixture: every prerendered page ships the
// deferred boot script of scripts/post-build.ts in the expected shape, and every script it imports
// exists. Run by the gate right after the build (`vitest run -c vitest.build.config.ts`); it fails
// when there is no build.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { prerenderPaths } from "../app/content/site-map";
import { checkDeferredBoot, inlineScriptHashes } from "./post-build";
import { builtPages, CLIENT } from "./site-files.mjs";

describe("the build in build/client", () => {
  it("exists", () => {
    expect(existsSync(join(CLIENT, "index.html")), "run `npm run build` first").toBe(true);
  });

  const pages = existsSync(CLIENT) ? builtPages() : [];

  it("has one HTML file for every prerendered path, and the 404 page", () => {
    const built = new Set(pages.map((page) => page.path));
    for (const path of [...prerenderPaths(), "/404.html"]) expect(built, path).toContain(path);
  });

  // nginx's map of each page's Content-Security-Policy: "    "/path" "policy";" lines.
  const cspMap = existsSync("build/server/csp-map.conf")
    ? new Map(
        [
          ...readFileSync("build/server/csp-map.conf", "utf8").matchAll(
            /^ {4}"([^"]+)" "([^"]+)";$/gm,
          ),
        ].map((m) => [m[1] ?? "", m[2] ?? ""]),
      )
    : new Map<string, string>();

  for (const { path, file } of pages) {
    it(`${path}: boots after load with the deferred boot script, whose imports all exist`, () => {
      const html = readFileSync(file, "utf8");
      const { problems, imports } = checkDeferredBoot(html);
      expect(problems).toEqual([]);
      expect(imports.length).toBeGreaterThan(2);
      for (const href of imports) expect(existsSync(join(CLIENT, href)), href).toBe(true);
      // Its Content-Security-Policy allows exactly its own inline scripts, by hash.
      const policy = cspMap.get(path) ?? "";
      const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src")) ?? "";
      expect(
        scriptSrc
          .split(" ")
          .filter((s) => s.startsWith("'sha256-"))
          .sort(),
      ).toEqual(inlineScriptHashes(html).sort());
    });
  }
});

/** The packages a module names in its static and dynamic imports (relative paths left out). */
function packagesImported(source: string): string[] {
  const names = [
    ...source.matchAll(/^import\s[^;]*?\bfrom\s"([^"]+)";$/gm),
    ...source.matchAll(/^import\s"([^"]+)";$/gm),
    ...source.matchAll(/\bimport\("([^"]+)"\)/g),
  ].map((match) => match[1] ?? "");
  return names
    .filter((name) => !name.startsWith(".") && !name.startsWith("/"))
    .map((name) =>
      name
        .split("/")
        .slice(0, name.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}

describe("the server build in build/server", () => {
  // Production installs may leave the devDependencies out (`npm ci --omit=dev`): the server then
  // has only Node's modules and the packages of `dependencies`. sharp, which reads staff's photos,
  // was once a devDependency.
  it("imports only Node's modules and the packages listed in dependencies", () => {
    const { dependencies } = JSON.parse(readFileSync("package.json", "utf8")) as {
      dependencies: Record<string, string>;
    };
    const files = ["build/server/index.js", "scripts/serve.mjs"];
    if (existsSync("build/server/assets"))
      for (const name of readdirSync("build/server/assets"))
        if (name.endsWith(".js")) files.push(join("build/server/assets", name));
    const imported = new Set(files.flatMap((file) => packagesImported(readFileSync(file, "utf8"))));
    expect(imported).toContain("sharp");
    const missing = [...imported].filter(
      (name) =>
        !name.startsWith("node:") && !builtinModules.includes(name) && !(name in dependencies),
    );
    expect(missing).toEqual([]);
  });
});
