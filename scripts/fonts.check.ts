// Checks the Ge'ez face of the build (scripts/build-font.mjs, app/app.css): every Ethiopic letter
// of Noto Sans Ethiopic is drawn on a Ge'ez page, whatever staff write in a project or a post, by
// the one file of the face whose unicode-range names it; and no page of the build downloads more
// than the file of the letters the site's own texts use. Run by the gate after the build.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { codePoints } from "./font-glyphs.mjs";
import { builtPages, CLIENT } from "./site-files.mjs";

/** The code points a CSS unicode-range names ("U+1200-1248, U+12??"). */
function rangeOf(unicodeRange: string): (codePoint: number) => boolean {
  const runs = unicodeRange.split(",").map((part) => {
    const [first = "", last] = part.trim().replace(/^U\+/i, "").split("-");
    return [
      parseInt(first.replaceAll("?", "0"), 16),
      parseInt((last ?? first).replaceAll("?", "F"), 16),
    ] as const;
  });
  return (codePoint) => runs.some(([first, last]) => codePoint >= first && codePoint <= last);
}

const css = readdirSync(join(CLIENT, "assets"))
  .filter((name) => name.endsWith(".css"))
  .map((name) => readFileSync(join(CLIENT, "assets", name), "utf8"))
  .join("\n");
/** The public pages' Ge'ez faces: each file, and the letters its unicode-range names. */
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
  .map(([, rule = ""]) => rule)
  .filter((rule) => /font-family:\s*"?Noto Sans Ethiopic Subset"?/.test(rule))
  .map((rule) => ({
    file: /url\("?([^")]+)"?\)/.exec(rule)?.[1] ?? "",
    takes: rangeOf(/unicode-range:\s*([^;}]+)/.exec(rule)?.[1] ?? ""),
  }));
const ethiopic = /\p{Script=Ethiopic}/u;

describe("the Ge'ez face of the public pages", () => {
  // The file of the letters the site's own texts use, preloaded on Ge'ez pages; and the file of
  // every other, whose unicode-range names only those.
  const subset = faces.find((face) => face.file.includes("noto-sans-ethiopic-subset"));
  const rest = faces.find((face) => face.file.includes("noto-sans-ethiopic-rest"));

  it("draws every Ethiopic letter of the font, the ones the site's texts do not use from a file of their own", async () => {
    expect(faces).toHaveLength(2);

    const inSubset = await codePoints(readFileSync(join(CLIENT, subset?.file ?? "")));
    const inRest = await codePoints(readFileSync(join(CLIENT, rest?.file ?? "")));
    const source = await codePoints(
      readFileSync(
        "node_modules/@fontsource-variable/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-wght-normal.woff2",
      ),
    );
    const letters = [...source].filter((c) => ethiopic.test(String.fromCodePoint(c)));
    // ቐ, ኸ and ጐ: letters none of the site's own texts used when this was written.
    expect(letters).toEqual(expect.arrayContaining([0x1250, 0x12b8, 0x1310]));
    for (const letter of letters) {
      const name = `${String.fromCodePoint(letter)} U+${letter.toString(16)}`;
      // A browser tries the faces of a family that name a letter until one draws it.
      const drawnBy = [subset, rest].filter(
        (face, i) => face?.takes(letter) && [inSubset, inRest][i]?.has(letter),
      );
      expect(drawnBy, name).toHaveLength(1);
      // A letter the site's texts use never downloads the other file.
      if (inSubset?.has(letter)) expect(rest?.takes(letter), name).toBe(false);
    }
  });

  it("is one file on every page of the build: no page shows a letter of the other, nor preloads it", () => {
    for (const { path, file } of builtPages()) {
      const html = readFileSync(file, "utf8");
      expect(html, path).not.toContain(rest?.file);
      const shown = [...html].filter((c) => rest?.takes(c.codePointAt(0) ?? 0));
      expect(shown, path).toEqual([]);
    }
  });
});
