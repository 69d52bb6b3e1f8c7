import type { ImageAsset } from "~/lib/image";
import manifest from "./photos.json";

/** Where scripts/build-images.mjs writes the raster renditions. */
const PHOTO_DIR = "/generated/photos";

/** The name of a photo in photos.json. */
export type PhotoName = "team-field-photo";

/** Whether a picture key names a photo (rather than an illustration). */
export function isPhotoName(key: string): key is PhotoName {
  return manifest.photos.some((item) => item.name === key);
}

/** A responsive raster photo of photos.json, as an ImageAsset for `Picture`. */
export function photo(name: PhotoName): ImageAsset {
  const entry = manifest.photos.find((item) => item.name === name);
  if (!entry) throw new Error(`Unknown photo "${name}"`);
  const srcset = (ext: string) =>
    entry.widths.map((w) => `${PHOTO_DIR}/${entry.name}-${w}.${ext} ${w}w`).join(", ");
  return {
    kind: "raster",
    // The JPEG for browsers without AVIF and WebP (no `sizes` choice there): the 960 px one.
    src: `${PHOTO_DIR}/${entry.name}-${entry.widths.includes(960) ? 960 : entry.widths.at(-1)}.jpg`,
    width: entry.width,
    height: entry.height,
    avif: srcset("avif"),
    webp: srcset("webp"),
  };
}
