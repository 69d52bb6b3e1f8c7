// Checks the real build output (build/client), not a fixture: every prerendered page ships the
// deferred boot script of scripts/post-build.ts in the expected shape, and every script it imports
// exists. Run by the gate right after the build (`vitest run -c vitest.build.config.ts`); it fails
// when there is no build.
import { existsSync, readFileSync } from "node:fs";
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
