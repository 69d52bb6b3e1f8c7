// Subsets the Ethiopic font the Amharic pages use (Noto Sans Ethiopic, SIL OFL 1.1, variable
// weight) to the Ge'ez characters that occur in the site's source, as WOFF2, into
// app/assets/fonts/ (git-ignored); app.css loads it with font-display: swap under :lang(am), and
// Vite gives it a hashed, immutable file name. Run before dev and build (npm run prebuild).
// Also writes a second, tiny face with only the Ge'ez letters of the languages' own names
// (app/i18n/locales.ts: "አማርኛ"), at the language switch's weight: the other pages draw the
// switch's "አማርኛ" with it, so a phone or computer without an Ethiopic font shows the name, not
// empty boxes.
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import subsetFont from "subset-font";

const SOURCE =
  "node_modules/@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2";
const TARGET = "app/assets/fonts/noto-sans-ethiopic-subset.woff2";
const NAMES_TARGET = "app/assets/fonts/ethiopic-language-names.woff2";
/** The language switch's weight (font-semibold). */
const NAMES_WEIGHT = 600;
/** Ethiopic, Ethiopic Supplement and Extended blocks, and the Ethiopic wordspace/punctuation. */
const ETHIOPIC = /[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]/gu;

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

async function main() {
  // Regular to bold only: the pages use 400–800, and Ge'ez at 700 reads as bold as Latin at 800;
  // the full axis costs a third more bytes.
  await writeSubset(
    TARGET,
    await ethiopicCharacters(),
    { wght: { min: 400, max: 700 } },
    "Ethiopic font",
  );
  await writeSubset(
    NAMES_TARGET,
    await languageNameCharacters(),
    { wght: NAMES_WEIGHT },
    "Ethiopic language names",
  );
}

await main();
