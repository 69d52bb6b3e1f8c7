// Subsets the Ethiopic font the Amharic pages use (Noto Sans Ethiopic, SIL OFL 1.1, variable
// weight) to the Ge'ez characters that occur in the site's source, as WOFF2, into
// app/assets/fonts/ (git-ignored); app.css loads it with font-display: swap under :lang(am), and
// Vite gives it a hashed, immutable file name. Run before dev and build (npm run prebuild).
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import subsetFont from "subset-font";

const SOURCE =
  "node_modules/@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2";
const TARGET = "app/assets/fonts/noto-sans-ethiopic-subset.woff2";
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

async function main() {
  const characters = await ethiopicCharacters();
  const stamp = `${TARGET}.chars`;
  try {
    if ((await readFile(stamp, "utf8")) === characters && (await stat(TARGET)).size > 0) return;
  } catch {
    // Not built yet.
  }
  // Regular to bold only: the pages use 400–800, and Ge'ez at 700 reads as bold as Latin at 800;
  // the full axis costs a third more bytes.
  const font = await subsetFont(await readFile(SOURCE), characters, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  await mkdir("app/assets/fonts", { recursive: true });
  await writeFile(TARGET, font);
  await writeFile(stamp, characters);
  console.log(
    `Ethiopic font: ${[...characters].length} characters, ${(font.length / 1024).toFixed(1)} KB`,
  );
}

await main();
