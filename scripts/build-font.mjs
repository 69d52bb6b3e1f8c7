// Subsets the Ethiopic font the Amharic pages use (Noto Sans Ethiopic, SIL OFL 1.1, variable
// weight) to the Ge'ez characters that occur in the site's source, as WOFF2, into
// app/assets/fonts/ (git-ignored); app.css loads it with font-display: swap under :lang(am), and
// Vite gives it a hashed, immutable file name. Run before dev and build (npm run prebuild).
// Staff write texts too (projects, posts), with letters the source has not: the rest of the
// Ethiopic letters are a second file of the same face, whose @font-face (a CSS file written beside
// it, which app.css imports) names exactly them in its unicode-range, so a browser downloads it
// only for a page that shows one of them.
// Also writes a second, tiny face with only the Ge'ez letters of the languages' own names
// (app/i18n/locales.ts: "አማርኛ"), at the language switch's weight: the other pages draw the
// switch's "አማርኛ" with it, so a phone or computer without an Ethiopic font shows the name, not
// empty boxes.
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import { basename } from "node:path";
import { join } from "node:path";
import subsetFont from "subset-font";

const SOURCE =
  "node_modules/@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2";
const TARGET = "app/assets/fonts/noto-sans-ethiopic-subset.woff2";
const REST_TARGET = "app/assets/fonts/noto-sans-ethiopic-rest.woff2";
const REST_FACE = "app/assets/fonts/noto-sans-ethiopic-rest.css";
const NAMES_TARGET = "app/assets/fonts/ethiopic-language-names.woff2";
/** The language switch's weight (font-semibold). */
const NAMES_WEIGHT = 600;
/**
 * Regular to bold only: the pages use 400–800, and Ge'ez at 700 reads as bold as Latin at 800;
 * the full axis costs a third more bytes.
 */
const PAGE_WEIGHTS = { wght: { min: 400, max: 700 } };
/**
 * Ethiopic, Ethiopic Supplement and the Extended blocks (A and B too), with the Ethiopic
 * wordspace and punctuation, as [first, last] code points.
 */
const ETHIOPIC_BLOCKS = [
  [0x1200, 0x139f],
  [0x2d80, 0x2ddf],
  [0xab00, 0xab2f],
  [0x1e7e0, 0x1e7ff],
];
const hex = (codePoint) => codePoint.toString(16).toUpperCase();
const ETHIOPIC = new RegExp(
  `[${ETHIOPIC_BLOCKS.map(([first, last]) => `\\u{${hex(first)}}-\\u{${hex(last)}}`).join("")}]`,
  "gu",
);

async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every Ge'ez character of the app's source files, sorted: what any page can show. */
export async function ethiopicCharacters(root = "app") {
  const characters = new Set();
  for await (const file of sourceFiles(root)) {
    for (const [character] of (await readFile(file, "utf8")).matchAll(ETHIOPIC))
      characters.add(character);
  }
  return [...characters].sort().join("");
}

/** The Ge'ez characters of the languages' names in themselves (`name:` in the list), sorted. */
export async function languageNameCharacters(list = "app/i18n/locales.ts") {
  const characters = new Set();
  for (const [, name] of (await readFile(list, "utf8")).matchAll(/^\s+name: "([^"]*)",$/gmu))
    for (const [character] of name.matchAll(ETHIOPIC)) characters.add(character);
  return [...characters].sort().join("");
}

/** The Ethiopic characters that are not among `characters`: every other one of the blocks. */
function otherEthiopicCharacters(characters) {
  const used = new Set(characters);
  let rest = "";
  for (const [first, last] of ETHIOPIC_BLOCKS) {
    for (let codePoint = first; codePoint <= last; codePoint += 1) {
      const character = String.fromCodePoint(codePoint);
      if (!used.has(character)) rest += character;
    }
  }
  return rest;
}

/** A CSS unicode-range of these characters, runs of consecutive code points as one range. */
function unicodeRange(characters) {
  const runs = [];
  for (const codePoint of [...characters].map((c) => c.codePointAt(0)).sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run[1] === codePoint - 1) run[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  return runs
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}

/** Writes a subset of the face to `target`, unless the characters it holds are the same. */
async function writeSubset(target, characters, variationAxes, label) {
  const stamp = `${target}.chars`;
  try {
    if ((await readFile(stamp, "utf8")) === characters && (await stat(target)).size > 0) return;
  } catch {
    // Not built yet.
  }
  const font = await subsetFont(await readFile(SOURCE), characters, {
    targetFormat: "woff2",
    variationAxes,
  });
  await mkdir("app/assets/fonts", { recursive: true });
  await writeFile(target, font);
  await writeFile(stamp, characters);
  console.log(
    `${label}: ${[...characters].length} characters, ${(font.length / 1024).toFixed(1)} KB`,
  );
}

/**
 * The @font-face of the rest of the Ethiopic letters: the same family, weights and display as
 * the subset's in app.css, for exactly the letters the subset lacks.
 */
function restFace(characters, file) {
  return `/* Written by scripts/build-font.mjs: the Ethiopic letters the site's own texts do not use. */
@font-face {
  font-family: "Noto Sans Ethiopic Subset";
  src: url("./${file}") format("woff2");
  font-weight: 400 700;
  font-style: normal;
  font-display: swap;
  unicode-range: ${unicodeRange(characters)};
}
`;
}

async function main() {
  const characters = await ethiopicCharacters();
  await writeSubset(TARGET, characters, PAGE_WEIGHTS, "Ethiopic font");
  const rest = otherEthiopicCharacters(characters);
  await writeSubset(REST_TARGET, rest, PAGE_WEIGHTS, "Ethiopic font, the other letters");
  const face = restFace(rest, basename(REST_TARGET));
  const written = await readFile(REST_FACE, "utf8").catch(() => "");
  if (written !== face) await writeFile(REST_FACE, face);
  await writeSubset(
    NAMES_TARGET,
    await languageNameCharacters(),
    { wght: NAMES_WEIGHT },
    "Ethiopic language names",
  );
}

await main();
