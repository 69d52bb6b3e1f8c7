// The code points a font file draws, read with the tools subset-font uses (fontverter to unpack
// WOFF2, HarfBuzz to read the font's character map): for the checks of the build's fonts.
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";

/**
 * The code points of a font file (WOFF2 or TrueType). One file at a time: the WOFF2 decoder
 * gives an empty font to a second call made while the first runs.
 */
export async function codePoints(bytes) {
  const sfnt = await fontverter.convert(bytes, "truetype");
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}
