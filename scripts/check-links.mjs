// Link check over the built site: every internal href/src/srcset of every prerendered page must
// resolve to a built file or page, and every same-page #fragment to an element id.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { renderedAlways } from "./server-pages.mjs";
import { attrs, builtLanguages, builtPages, CLIENT, readSiteFile } from "./site-files.mjs";

const languagePrefix = builtLanguages().prefix;

function resolves(path) {
  const clean = decodeURIComponent(path.split(/[?#]/)[0]);
  // A page the Node server renders (the lender sheet), in any language.
  if (renderedAlways.has(clean.replace(languagePrefix, "") || "/")) return true;
  const candidates = [clean, join(clean, "index.html"), `${clean}.html`];
  return candidates.some((c) => existsSync(join(CLIENT, c)) && statSync(join(CLIENT, c)).isFile());
}

const broken = [];
let checked = 0;
for (const { path, file } of builtPages()) {
  const html = readSiteFile(file.replace(/^build\/client/, "")).toString("utf8");
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const targets = [
    ...attrs(html, "a", "href"),
    ...attrs(html, "link", "href"),
    ...attrs(html, "img", "src"),
    ...attrs(html, "script", "src"),
    ...attrs(html, "source", "srcset").flatMap((s) =>
      s.split(",").map((c) => c.trim().split(/\s+/)[0]),
    ),
  ];
  for (const target of targets) {
    if (/^(https?:|mailto:|tel:|data:)/.test(target)) continue;
    checked += 1;
    if (target.startsWith("#")) {
      if (target.length > 1 && !ids.has(target.slice(1)))
        broken.push(`${path}: ${target} (no such id)`);
      continue;
    }
    if (!target.startsWith("/")) {
      broken.push(`${path}: ${target} (relative link)`);
      continue;
    }
    if (!resolves(target)) broken.push(`${path}: ${target}`);
    const fragment = target.split("#")[1];
    if (fragment && target.split("#")[0] !== "" && resolves(target)) {
      const dest = target.split("#")[0].replace(/\/$/, "") || "/";
      const destFile = dest === "/" ? "/index.html" : `${dest}/index.html`;
      if (existsSync(join(CLIENT, destFile))) {
        const destHtml = readSiteFile(destFile).toString("utf8");
        if (!destHtml.includes(`id="${fragment}"`))
          broken.push(`${path}: ${target} (no such id on ${dest})`);
      }
    }
  }
}
if (broken.length) {
  console.error(`Broken links (${broken.length}):\n${broken.join("\n")}`);
  process.exit(1);
}
console.log(
  `Link check: ${checked} internal links and assets on ${builtPages().length} pages, none broken.`,
);
