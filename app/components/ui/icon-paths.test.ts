import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { iconPaths } from "./icon-paths";

/** Every source file of the app except the icon set itself and tests. */
function appSources(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appSources(path);
    const source = /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return source && !path.endsWith("icon-paths.ts") ? [path] : [];
  });
}

describe("icon set", () => {
  // The set ships as one small shared chunk, so it must carry no icon the site does not draw.
  const sources = appSources().map((file) => readFileSync(file, "utf8"));

  it.each(Object.keys(iconPaths))("%s is used by the site", (name) => {
    const quoted = new RegExp(`["'\`]${name}["'\`]`);
    expect(sources.some((source) => quoted.test(source))).toBe(true);
  });
});
