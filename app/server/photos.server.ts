/**
 * Photos staff upload: checked by their content (sharp reads them; a file's name proves
 * nothing), the original kept outside the public folder, and public renditions written as AVIF,
 * WebP and JPEG at the widths `Picture` uses, upright and without EXIF or GPS data (a farm's
 * location is personal data). Renditions are derived files: written again whenever missing (a
 * new build, a restored backup), from the originals, which the backup holds.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Metadata } from "sharp";
import { staffText } from "~/content/staff";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import type { PhotoShelf } from "~/content/photo-view";
import type { ImageAsset } from "~/lib/image";
import { StaleEdit } from "./content-store.server";
import { sql, type Db } from "./db.server";
import { readSignedParam, signedParam } from "./signed-param.server";

/**
 * The widths of the public renditions (those of the site's other photos). 720 is a phone's: a
 * full-width photo on a 360 – 412 px screen at 1.75 – 2× pixels (see `Picture`'s `sizes`), about
 * two thirds of the bytes of the 960.
 */
export const PHOTO_WIDTHS = [480, 720, 960, 1440] as const;
/** The largest file accepted: a phone's photo at full quality fits. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/**
 * The most pixels a photo may have, read from its header before anything is decoded: 50
 * megapixels, a sound ceiling for what phone cameras really make (a 50-megapixel sensor's
 * 8,192 × 6,144 fits; the 108- and 200-megapixel modes some phones have are not their usual
 * photos, and the largest rendition is 1,440 px wide). Decoding costs memory by the pixel, not by
 * the file's bytes: a 119-megapixel PNG of 347 KB took the server to about 700 MB, and a
 * decompression bomb (a few KB claiming gigapixels) is refused by the same check.
 */
export const MAX_PHOTO_PIXELS = 8192 * 6144;
/**
 * The fewest pixels a photo may have on its shorter side: a team portrait is shown 160 px wide at
 * twice the screen's density, and a project's photo far wider. An 8 × 8 picture (a thumbnail saved
 * by mistake, an icon) would show as a blur: refused, with what to upload instead.
 */
export const MIN_PHOTO_SIDE = 320;
/** Where the public renditions live, inside the site's client folder. */
export const PHOTO_URL_BASE = "/media/photos";

export type PhotoFormat = "jpeg" | "png" | "webp";

/** The parts of a photo its page saves with separate forms: the descriptions, the focal point. */
export type PhotoPart = "alts" | "focus";

/** One part's revision and last change: a save of that part names the revision it started from. */
export interface PhotoPartEdit {
  /** Bumped by every save of this part only. */
  readonly revision: number;
  /** Who saved this part last, and when (the upload, until then). */
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export interface Photo {
  readonly id: string;
  readonly originalFile: string;
  readonly originalName: string;
  readonly format: PhotoFormat;
  /** Upright size in pixels. */
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  /** The focal point, 0–1 across and down. */
  readonly focusX: number;
  readonly focusY: number;
  /** Alternative text by language; English is required before a page may use the photo. */
  readonly alts: Readonly<Partial<Record<Locale, string>>>;
  readonly uploadedAt: string;
  readonly uploadedBy: string;
  /** Bumped by every change of the texts or the focal point (each part has its own in `edits`). */
  readonly revision: number;
  /** Who changed the texts or the focal point last, and when (the upload, until then). */
  readonly updatedAt: string;
  readonly updatedBy: string;
  /**
   * Each part's own revision and last change: a save is checked against the part it changes, so
   * a colleague's focal point never makes an open descriptions form stale, nor the reverse.
   */
  readonly edits: Readonly<Record<PhotoPart, PhotoPartEdit>>;
}

/** The messages of a refused file (the staff pages' language). */
export const photoMessages = staffText.content.photos.refusals;

/** Why a file was refused, as data: its message is made from it, here or from an address. */
export type PhotoRefusal =
  | { readonly why: "empty" | "tooLarge" | "heic" | "notImage"; readonly name: string }
  | { readonly why: "unsupported"; readonly name: string; readonly format: string }
  | {
      readonly why: "tooManyPixels" | "tooFewPixels";
      readonly name: string;
      readonly width: number;
      readonly height: number;
    };

/** The message of a refused file, which says what to do. */
export function refusalMessage(refusal: PhotoRefusal): string {
  switch (refusal.why) {
    case "unsupported":
      return photoMessages.unsupported(refusal.name, refusal.format);
    case "tooManyPixels":
      return photoMessages.tooManyPixels(
        refusal.name,
        refusal.width,
        refusal.height,
        Math.round(MAX_PHOTO_PIXELS / 1_000_000),
      );
    case "tooFewPixels":
      return photoMessages.tooFewPixels(
        refusal.name,
        refusal.width,
        refusal.height,
        MIN_PHOTO_SIDE,
      );
    default:
      return photoMessages[refusal.why](refusal.name);
  }
}

/** Why a file was refused: a message that says what to do, and the reason as data. */
export class PhotoRefused extends Error {
  override name = "PhotoRefused";
  constructor(readonly refusal: PhotoRefusal) {
    super(refusalMessage(refusal));
  }
}

/**
 * A file already in the library (the same bytes as the original of `photo`): it is not stored
 * again, and the editor is sent to the photo that is.
 */
export class PhotoInLibrary extends Error {
  override name = "PhotoInLibrary";
  constructor(
    /** The uploaded file's name on the editor's device. */
    readonly fileName: string,
    /** The photo in the library with the same bytes. */
    readonly photo: Photo,
  ) {
    super(staffText.content.photos.inLibrary(fileName, photo.originalName));
  }
}

/**
 * A file already in the library as one query parameter's value (`photo-1a2b3c4d5e6f:IMG_1.jpg`,
 * signed: only this server's own answers are read back).
 */
export function inLibraryParam(error: PhotoInLibrary): string {
  return signedParam(`${error.photo.id}:${error.fileName}`);
}

/** The photo and file name read back from their parameter, or undefined (a deleted photo too). */
export function inLibraryFromParam(db: Db, signed: string): PhotoInLibrary | undefined {
  const value = readSignedParam(signed) ?? "";
  const match = /^(photo-[0-9a-f]{1,32}):(.{1,200})$/su.exec(value);
  const photo = match ? getPhoto(db, match[1] ?? "") : undefined;
  return match && photo ? new PhotoInLibrary(match[2] ?? "", photo) : undefined;
}

/**
 * A refusal as one query parameter's value (`heic::IMG_2040.HEIC`, `tooManyPixels:50000x50000:
 * bomb.png`): the upload's answer redirects with them, so a reload cannot send the files again
 * and the page still says which files were refused and why. Only the reason and the file's name
 * travel; the message is the site's own.
 */
export function refusalParam(refusal: PhotoRefusal): string {
  const detail =
    refusal.why === "unsupported"
      ? refusal.format
      : refusal.why === "tooManyPixels" || refusal.why === "tooFewPixels"
        ? `${refusal.width}x${refusal.height}`
        : "";
  return signedParam(`${refusal.why}:${detail}:${refusal.name}`);
}

/** A refusal read back from its parameter, or undefined for anything else. */
export function refusalFromParam(signed: string): PhotoRefusal | undefined {
  const value = readSignedParam(signed) ?? "";
  const match = /^(\w+):([\w]{0,16}):(.{1,200})$/su.exec(value);
  if (!match) return undefined;
  const [, why, detail = "", name = ""] = match;
  if (why === "unsupported")
    return /^[a-z0-9]+$/.test(detail) ? { why, name, format: detail } : undefined;
  if (why === "tooManyPixels" || why === "tooFewPixels") {
    const size = /^(\d{1,6})x(\d{1,6})$/.exec(detail);
    return size ? { why, name, width: Number(size[1]), height: Number(size[2]) } : undefined;
  }
  if ((why === "empty" || why === "tooLarge" || why === "heic" || why === "notImage") && !detail)
    return { why, name };
  return undefined;
}

interface PhotoRow {
  id: string;
  original_file: string;
  original_name: string;
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: number;
  focus_x: number;
  focus_y: number;
  alts: string;
  uploaded_at: string;
  uploaded_by: string;
  revision: number;
  updated_at: string;
  updated_by: string;
  alts_revision: number;
  alts_updated_at: string;
  alts_updated_by: string;
  focus_revision: number;
  focus_updated_at: string;
  focus_updated_by: string;
  sha256: string | null;
}

function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    originalFile: row.original_file,
    originalName: row.original_name,
    format: row.format,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    focusX: row.focus_x,
    focusY: row.focus_y,
    alts: JSON.parse(row.alts) as Photo["alts"],
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploaded_by,
    revision: row.revision,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    edits: {
      alts: {
        revision: row.alts_revision,
        updatedAt: row.alts_updated_at,
        updatedBy: row.alts_updated_by,
      },
      focus: {
        revision: row.focus_revision,
        updatedAt: row.focus_updated_at,
        updatedBy: row.focus_updated_by,
      },
    },
  };
}

/** HEIC and HEIF (ISO base media files of those brands), which browsers cannot show. */
function isHeic(bytes: Uint8Array): boolean {
  const box = Buffer.from(bytes.subarray(4, 12)).toString("latin1");
  if (!box.startsWith("ftyp")) return false;
  return /^(heic|heix|hevc|hevx|heim|heis|hevm|hevs|mif1|msf1)$/.test(box.slice(4));
}

/**
 * sharp, loaded when a photo is first read: libvips adds about 22 MB to the server's memory, which
 * a server that only takes enquiries never needs (docs/performance.md, "Enquiry intake").
 */
async function loadSharp() {
  return (await import("sharp")).default;
}

/** What a file is, read from its content, or why it is refused. */
export async function inspectPhoto(
  bytes: Uint8Array,
  name: string,
): Promise<{ format: PhotoFormat; width: number; height: number }> {
  if (bytes.length === 0) throw new PhotoRefused({ why: "empty", name });
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRefused({ why: "tooLarge", name });
  if (isHeic(bytes)) throw new PhotoRefused({ why: "heic", name });
  let metadata: Metadata;
  const sharp = await loadSharp();
  try {
    // The header only: nothing is decoded yet, so no limit is needed to read the size.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused({ why: "notImage", name });
  }
  const { format, width = 0, height = 0 } = metadata;
  if (format === "heif") throw new PhotoRefused({ why: "heic", name });
  if (format !== "jpeg" && format !== "png" && format !== "webp")
    throw new PhotoRefused({ why: "unsupported", name, format: String(format) });
  if (width * height > MAX_PHOTO_PIXELS || width === 0 || height === 0)
    throw new PhotoRefused({ why: "tooManyPixels", name, width, height });
  if (Math.min(width, height) < MIN_PHOTO_SIDE)
    throw new PhotoRefused({ why: "tooFewPixels", name, width, height });
  // Upright size: a camera's orientation 5–8 turns the picture a quarter.
  const turned = (metadata.orientation ?? 1) >= 5;
  return { format, width: turned ? height : width, height: turned ? width : height };
}

/** The widths a photo is written at: never wider than it is. */
export function renditionWidths(photo: Pick<Photo, "width">): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((width) => width < photo.width);
  return widths.length === PHOTO_WIDTHS.length ? widths : [...widths, photo.width];
}

const renditionFormats = ["avif", "webp", "jpg"] as const;

function renditionName(id: string, width: number, format: (typeof renditionFormats)[number]) {
  return `${id}-${width}.${format}`;
}

/** The photo as `Picture` shows it: AVIF and WebP sources and a JPEG fallback. */
export function photoAsset(photo: Photo): ImageAsset {
  const widths = renditionWidths(photo);
  const set = (format: "avif" | "webp") =>
    widths
      .map((width) => `${PHOTO_URL_BASE}/${renditionName(photo.id, width, format)} ${width}w`)
      .join(", ");
  const largest = widths.at(-1) ?? photo.width;
  return {
    kind: "raster",
    src: `${PHOTO_URL_BASE}/${renditionName(photo.id, Math.min(960, largest), "jpg")}`,
    width: largest,
    height: Math.round((largest * photo.height) / photo.width),
    avif: set("avif"),
    webp: set("webp"),
  };
}

/**
 * The JPEG a staff page shows a photo by where it cannot offer a choice of files (the focal point's
 * image button, 320 px wide, and the crops beside it): the 720 px one, or the photo's own width
 * when it is narrower. A 2× phone needs 640 pixels; the 960 px file is about twice the bytes.
 */
export function photoPreviewSrc(photo: Pick<Photo, "id" | "width">): string {
  const widths = renditionWidths(photo);
  const width = widths.find((candidate) => candidate >= 720) ?? widths.at(-1) ?? photo.width;
  return `${PHOTO_URL_BASE}/${renditionName(photo.id, width, "jpg")}`;
}

/**
 * A focal point's place typed in a field, in percent ("50", "37,5", "50 %"), as 0–1, or
 * undefined when it is no number from 0 to 100.
 */
export function typedPercent(value: string | undefined): number | undefined {
  const typed = (value ?? "").trim().replace(/\s*%$/, "").replace(",", ".");
  const number = Number(typed);
  return typed !== "" && Number.isFinite(number) && number >= 0 && number <= 100
    ? number / 100
    : undefined;
}

/** The photo's focal point as CSS `object-position`. */
export function focusPosition(photo: Pick<Photo, "focusX" | "focusY">): string {
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return `${percent(photo.focusX)} ${percent(photo.focusY)}`;
}

/** Where the files live: originals (private) and renditions (inside the public client folder). */
export interface PhotoFolders {
  readonly originals: string;
  readonly renditions: string;
}

/** The renditions folder of a build folder. */
export function renditionsFolder(buildDirectory: string): string {
  return join(buildDirectory, "client", PHOTO_URL_BASE.slice(1));
}

/** Writes a file beside its place, then renames it: never half a file at its address. */
async function writeAtomically(file: string, bytes: Uint8Array, mode?: number) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temporary, bytes, mode === undefined ? undefined : { mode });
  await rename(temporary, file);
}

/** Writes every public rendition of a photo from its original: upright, no metadata. */
export async function writeRenditions(photo: Photo, folders: PhotoFolders): Promise<void> {
  mkdirSync(folders.renditions, { recursive: true });
  const original = join(folders.originals, photo.originalFile);
  const sharp = await loadSharp();
  for (const width of renditionWidths(photo)) {
    // rotate() applies the camera's orientation; sharp writes no EXIF, XMP or GPS by default.
    // The original was checked when it was uploaded, by the limit of the day: it is decoded up to
    // its own size, so one taken in under an earlier, higher limit is written again too.
    const resized = () =>
      sharp(original, { limitInputPixels: photo.width * photo.height })
        .rotate()
        .resize({ width, withoutEnlargement: true });
    const encoded = await Promise.all([
      resized().avif({ quality: 50, effort: 2 }).toBuffer(),
      resized().webp({ quality: 72 }).toBuffer(),
      resized().jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
    ]);
    await Promise.all(
      renditionFormats.map((format, index) =>
        writeAtomically(
          join(folders.renditions, renditionName(photo.id, width, format)),
          encoded[index]!,
        ),
      ),
    );
  }
}

/** Writes the renditions of every photo that misses one (at start, after a build or a restore). */
export async function ensureRenditions(db: Db, folders: PhotoFolders): Promise<number> {
  let written = 0;
  for (const photo of listPhotos(db)) {
    const missing = renditionWidths(photo).some((width) =>
      renditionFormats.some(
        (format) => !existsSync(join(folders.renditions, renditionName(photo.id, width, format))),
      ),
    );
    if (!missing || !existsSync(join(folders.originals, photo.originalFile))) continue;
    await writeRenditions(photo, folders);
    written += 1;
  }
  return written;
}

export function listPhotos(db: Db): Photo[] {
  return (sql(db, "SELECT * FROM photos ORDER BY uploaded_at DESC, id").all() as PhotoRow[]).map(
    toPhoto,
  );
}

export function getPhoto(db: Db, id: string): Photo | undefined {
  const row = sql(db, "SELECT * FROM photos WHERE id = ?").get(id) as PhotoRow | undefined;
  return row ? toPhoto(row) : undefined;
}

/** Every photo by id: what the public pages look photos up in. */
export function photoLibrary(db: Db): ReadonlyMap<string, Photo> {
  return new Map(listPhotos(db).map((photo) => [photo.id, photo]));
}

/** An uploaded file, as the form parser hands it over. */
export interface UploadedFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** The SHA-256 of a file's bytes, hex: how the library knows a file it already holds. */
function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * The photo whose original has these bytes (hashed as `hash`), if any. Photos uploaded before
 * hashes were kept have none: those of the same size have their original hashed now, once.
 */
async function photoWithBytes(
  db: Db,
  hash: string,
  size: number,
  folders: PhotoFolders,
): Promise<Photo | undefined> {
  const unhashed = sql(
    db,
    "SELECT id, original_file FROM photos WHERE sha256 IS NULL AND bytes = ?",
  ).all(size) as { id: string; original_file: string }[];
  for (const row of unhashed) {
    const file = join(folders.originals, row.original_file);
    if (!existsSync(file)) continue;
    const own = sha256(await readFile(file));
    sql(db, "UPDATE photos SET sha256 = ? WHERE id = ? AND sha256 IS NULL").run(own, row.id);
  }
  const row = sql(db, "SELECT * FROM photos WHERE sha256 = ? ORDER BY uploaded_at, id LIMIT 1").get(
    hash,
  ) as PhotoRow | undefined;
  return row ? toPhoto(row) : undefined;
}

/**
 * Adds one uploaded file: checks it, keeps the original, writes the renditions, records it. A
 * refused file leaves nothing behind; a file already in the library (the same bytes) is not
 * stored again (`PhotoInLibrary`).
 */
export async function addPhoto(
  db: Db,
  file: UploadedFile,
  by: string,
  folders: PhotoFolders,
  englishAlt = "",
): Promise<Photo> {
  const name = file.name.slice(0, 200) || "photo";
  const hash = sha256(file.bytes);
  const stored = await photoWithBytes(db, hash, file.bytes.length, folders);
  if (stored) throw new PhotoInLibrary(name, stored);
  const { format, width, height } = await inspectPhoto(file.bytes, name);
  const id = `photo-${randomBytes(6).toString("hex")}`;
  const originalFile = `${id}.${format === "jpeg" ? "jpg" : format}`;
  // The originals keep their place data (GPS): their folder is the server's alone.
  mkdirSync(folders.originals, { recursive: true, mode: 0o700 });
  await writeAtomically(join(folders.originals, originalFile), file.bytes, 0o600);
  const at = new Date().toISOString();
  const photo: Photo = {
    id,
    originalFile,
    originalName: name,
    format,
    width,
    height,
    bytes: file.bytes.length,
    focusX: 0.5,
    focusY: 0.5,
    alts: englishAlt.trim() ? { [defaultLocale]: englishAlt.trim() } : {},
    uploadedAt: at,
    uploadedBy: by,
    revision: 1,
    updatedAt: at,
    updatedBy: by,
    edits: {
      alts: { revision: 1, updatedAt: at, updatedBy: by },
      focus: { revision: 1, updatedAt: at, updatedBy: by },
    },
  };
  try {
    await writeRenditions(photo, folders);
  } catch {
    await removeFiles(photo, folders);
    throw new PhotoRefused({ why: "notImage", name });
  }
  // The same file sent at the same moment by a colleague: the first one recorded is kept.
  const twin = db
    .transaction(() => {
      const row = sql(db, "SELECT * FROM photos WHERE sha256 = ? LIMIT 1").get(hash) as
        PhotoRow | undefined;
      if (row) return toPhoto(row);
      sql(
        db,
        `INSERT INTO photos (id, original_file, original_name, format, width, height, bytes, focus_x,
           focus_y, alts, uploaded_at, uploaded_by, revision, updated_at, updated_by,
           alts_revision, alts_updated_at, alts_updated_by,
           focus_revision, focus_updated_at, focus_updated_by, sha256)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        photo.id,
        photo.originalFile,
        photo.originalName,
        photo.format,
        photo.width,
        photo.height,
        photo.bytes,
        photo.focusX,
        photo.focusY,
        JSON.stringify(photo.alts),
        photo.uploadedAt,
        photo.uploadedBy,
        photo.revision,
        photo.updatedAt,
        photo.updatedBy,
        ...(["alts", "focus"] as const).flatMap((part) => [
          photo.edits[part].revision,
          photo.edits[part].updatedAt,
          photo.edits[part].updatedBy,
        ]),
        hash,
      );
      return undefined;
    })
    .immediate();
  if (twin) {
    await removeFiles(photo, folders);
    throw new PhotoInLibrary(name, twin);
  }
  return photo;
}

/** A save of one form: the alternative texts, or the focal point (0–1 across and down). */
export type PhotoChange =
  { readonly alts: Photo["alts"] } | { readonly focusX: number; readonly focusY: number };

/** Whether two sets of descriptions say the same in every language. */
function sameTexts(a: Photo["alts"], b: Photo["alts"]): boolean {
  return locales.every((locale) => (a[locale] ?? "") === (b[locale] ?? ""));
}

/** The part of the photo a change saves. */
export function changedPart(change: PhotoChange): PhotoPart {
  return "alts" in change ? "alts" : "focus";
}

/**
 * Changes a photo's alternative texts or its focal point over the revision of that part the
 * editor's page showed; refuses a stale one (`StaleEdit`, as content items do, naming who saved
 * that part last), so a page opened before someone else's change of the same part never writes
 * over it. A change of the other part meanwhile is no conflict: it is kept. Returns the part's
 * new revision.
 */
export function updatePhoto(
  db: Db,
  id: string,
  change: PhotoChange,
  baseRevision: number,
  by: string,
  now = new Date(),
): number {
  return db
    .transaction(() => {
      const photo = getPhoto(db, id);
      if (!photo) throw new Error(`no photo ${id}`);
      const part = changedPart(change);
      const edit = photo.edits[part];
      if (edit.revision !== baseRevision)
        throw new StaleEdit(edit.updatedBy, edit.updatedAt, edit.revision);
      const at = now.toISOString();
      const revision = edit.revision + 1;
      if ("alts" in change) {
        // The same texts again are no change: they stay who saved them last, at their revision.
        if (sameTexts(change.alts, photo.alts)) return edit.revision;
        // The texts replaced, kept with who saved them and when (`earlierAlts`).
        sql(
          db,
          `INSERT INTO photo_earlier_alts (photo_id, revision, alts, saved_at, saved_by)
           VALUES (?, ?, ?, ?, ?)`,
        ).run(id, edit.revision, JSON.stringify(photo.alts), edit.updatedAt, edit.updatedBy);
        sql(
          db,
          `UPDATE photos SET alts = ?, alts_revision = ?, alts_updated_at = ?, alts_updated_by = ?,
           revision = revision + 1, updated_at = ?, updated_by = ? WHERE id = ?`,
        ).run(JSON.stringify(change.alts), revision, at, by, at, by, id);
      } else {
        const clamp = (value: number, fallback: number) =>
          Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback;
        sql(
          db,
          `UPDATE photos SET focus_x = ?, focus_y = ?, focus_revision = ?, focus_updated_at = ?,
           focus_updated_by = ?, revision = revision + 1, updated_at = ?, updated_by = ? WHERE id = ?`,
        ).run(
          clamp(change.focusX, photo.focusX),
          clamp(change.focusY, photo.focusY),
          revision,
          at,
          by,
          at,
          by,
          id,
        );
      }
      return revision;
    })
    .immediate();
}

/**
 * What the photo page showed of its descriptions, without sending them twice: 16 characters of
 * the SHA-256 of the texts in the site's language order. The page's one form sends it back, and
 * the descriptions are saved only if what was sent differs (decision 0079).
 */
export function altsFingerprint(alts: Photo["alts"]): string {
  return createHash("sha256")
    .update(JSON.stringify(locales.map((locale) => alts[locale] ?? "")))
    .digest("base64url")
    .slice(0, 16);
}

/** A part refused by `savePhotoEdits`: a colleague saved it after the page was opened. */
export class StalePhotoPart extends StaleEdit {
  override name = "StalePhotoPart";
  constructor(
    readonly part: PhotoPart,
    stale: StaleEdit,
  ) {
    super(stale.by, stale.at, stale.revision);
  }
}

/**
 * Saves the parts of a photo its page's one form changed (decision 0079), each over the revision
 * the page showed of it, in one transaction: a part a colleague saved meanwhile refuses the whole
 * save (`StalePhotoPart`), and nothing is written. Returns whether anything changed in the store.
 */
export function savePhotoEdits(
  db: Db,
  id: string,
  edits: readonly { readonly change: PhotoChange; readonly revision: number }[],
  by: string,
  now = new Date(),
): boolean {
  return db
    .transaction(() =>
      edits
        .map(({ change, revision }) => {
          try {
            return updatePhoto(db, id, change, revision, by, now) !== revision;
          } catch (error) {
            if (error instanceof StaleEdit) throw new StalePhotoPart(changedPart(change), error);
            throw error;
          }
        })
        .includes(true),
    )
    .immediate();
}

/** A photo's descriptions as they were before a change: the texts, who saved them and when. */
export interface EarlierAlts {
  readonly revision: number;
  readonly alts: Photo["alts"];
  readonly savedAt: string;
  readonly savedBy: string;
}

/** How many of a photo's earlier descriptions its page lists, newest first. */
export const EARLIER_ALTS_SHOWN = 10;

/** A photo's descriptions before each change, newest first (`EARLIER_ALTS_SHOWN` at most). */
export function earlierAlts(db: Db, id: string): EarlierAlts[] {
  const rows = sql(
    db,
    `SELECT revision, alts, saved_at, saved_by FROM photo_earlier_alts WHERE photo_id = ?
     ORDER BY revision DESC LIMIT ?`,
  ).all(id, EARLIER_ALTS_SHOWN) as {
    revision: number;
    alts: string;
    saved_at: string;
    saved_by: string;
  }[];
  return rows.map((row) => ({
    revision: row.revision,
    alts: JSON.parse(row.alts) as Photo["alts"],
    savedAt: row.saved_at,
    savedBy: row.saved_by,
  }));
}

async function removeFiles(photo: Photo, folders: PhotoFolders) {
  await rm(join(folders.originals, photo.originalFile), { force: true });
  for (const width of renditionWidths(photo))
    for (const format of renditionFormats)
      await rm(join(folders.renditions, renditionName(photo.id, width, format)), { force: true });
}

/** Deletes a photo, its original and its renditions (the caller checked no page uses it). */
export async function deletePhoto(db: Db, photo: Photo, folders: PhotoFolders): Promise<void> {
  sql(db, "DELETE FROM photos WHERE id = ?").run(photo.id);
  await removeFiles(photo, folders);
}

/** The library as public pages use it: renditions, texts and focal point of every photo. */
export function photoShelf(db: Db): PhotoShelf {
  return new Map(
    listPhotos(db).map((photo) => [
      photo.id,
      { image: photoAsset(photo), alts: photo.alts, position: focusPosition(photo) },
    ]),
  );
}
