import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { StaleEdit } from "./content-store.server";
import { migrate, migrations, openDatabase, type Db } from "./db.server";
import {
  addPhoto,
  deletePhoto,
  earlierAlts,
  ensureRenditions,
  focusPosition,
  getPhoto,
  inLibraryFromParam,
  inLibraryParam,
  inspectPhoto,
  MAX_PHOTO_BYTES,
  photoAsset,
  photoPreviewSrc,
  PhotoInLibrary,
  PhotoRefused,
  photoShelf,
  refusalFromParam,
  refusalMessage,
  refusalParam,
  type PhotoRefusal,
  typedPercent,
  updatePhoto,
  type PhotoFolders,
} from "./photos.server";
import { photoIn } from "~/content/photo-view";
import { heicHeader, phonePhoto, pngBomb } from "../../tests/photo-fixtures";

let db: Db;
let folders: PhotoFolders;
let root: string;

beforeEach(() => {
  db = openDatabase(":memory:");
  root = mkdtempSync(join(tmpdir(), "photos-"));
  folders = { originals: join(root, "originals"), renditions: join(root, "client/media/photos") };
});
afterEach(() => {
  db.close();
  rmSync(root, { recursive: true, force: true });
});

/** A phone's photo, taken with the camera turned (orientation 6). */
const turnedPhoto = (width = 1600, height = 1200) => phonePhoto({ width, height, orientation: 6 });

describe("checking an upload by its content", () => {
  it("reads a JPEG, PNG and WebP whatever their names, upright", async () => {
    const jpeg = await turnedPhoto(1600, 1200);
    // Orientation 6: the camera was turned, the photo stands 1200 wide and 1600 high.
    expect(await inspectPhoto(jpeg, "IMG_0001.png")).toEqual({
      format: "jpeg",
      width: 1200,
      height: 1600,
    });
    const png = await sharp({
      create: { width: 400, height: 320, channels: 4, background: "#fff" },
    })
      .png()
      .toBuffer();
    expect((await inspectPhoto(png, "field.jpg")).format).toBe("png");
    const webp = await sharp(png).webp().toBuffer();
    expect((await inspectPhoto(webp, "field")).format).toBe("webp");
  });

  it("refuses a text file named .jpg, saying which file types work", async () => {
    const refusal = inspectPhoto(Buffer.from("not a photo at all\n"), "pump.jpg");
    await expect(refusal).rejects.toBeInstanceOf(PhotoRefused);
    await expect(refusal).rejects.toThrow("“pump.jpg” is not a photo this site can read");
    await expect(refusal).rejects.toThrow("JPEG, PNG or WebP");
  });

  it("refuses a decompression bomb by its header, before decoding it", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    await expect(inspectPhoto(bomb, "bomb.png")).rejects.toThrow(
      "“bomb.png” is 50,000 × 50,000 pixels, more than this site can safely open",
    );
  });

  it("takes a 50-megapixel phone's photo and refuses one pixel row more, before decoding it", async () => {
    /** A PNG of one colour: a few hundred KB however many pixels it has. */
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#2e8b57" } })
        .png({ compressionLevel: 9 })
        .toBuffer();
    // The largest frame of a 50-megapixel phone camera.
    expect(await inspectPhoto(await png(8192, 6144), "IMG_5000.png")).toEqual({
      format: "png",
      width: 8192,
      height: 6144,
    });
    const over = await png(8192, 6145);
    expect(over.length).toBeLessThan(MAX_PHOTO_BYTES / 10);
    await expect(inspectPhoto(over, "IMG_5001.png")).rejects.toThrow(
      "“IMG_5001.png” is 8,192 × 6,145 pixels, more than this site can safely open (50 megapixels). Resize it and upload it again.",
    );
  });

  it("refuses a picture too small to show sharply, and takes one just large enough", async () => {
    await expect(
      inspectPhoto(await phonePhoto({ width: 8, height: 8 }), "icon.jpg"),
    ).rejects.toThrow("“icon.jpg” is only 8 × 8 pixels: too small to show sharply on the site.");
    // The shorter side counts, turned or not.
    await expect(
      inspectPhoto(await phonePhoto({ width: 1600, height: 319 }), "strip.jpg"),
    ).rejects.toThrow("at least 320 pixels on its shorter side");
    expect(await inspectPhoto(await phonePhoto({ width: 427, height: 320 }), "small.jpg")).toEqual({
      format: "jpeg",
      width: 427,
      height: 320,
    });
  });

  it("answers an iPhone's HEIC photo with what to do", async () => {
    const heic = heicHeader();
    await expect(inspectPhoto(heic, "IMG_2040.HEIC")).rejects.toThrow(
      "“IMG_2040.HEIC” is an HEIC photo",
    );
    await expect(inspectPhoto(heic, "IMG_2040.HEIC")).rejects.toThrow("Most Compatible");
  });

  it("refuses a GIF and a file over 20 MB", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    await expect(inspectPhoto(gif, "a.gif")).rejects.toThrow("“a.gif” is a GIF file");
    await expect(inspectPhoto(Buffer.alloc(MAX_PHOTO_BYTES + 1), "big.jpg")).rejects.toThrow(
      "“big.jpg” is larger than 20 MB",
    );
  });
});

describe("the library", () => {
  /** An 800 × 600 photo uploaded by Selam, described in English as `alt` if given. */
  const selamsPhoto = async (alt?: string) =>
    addPhoto(db, { name: "a.jpg", bytes: await turnedPhoto(800, 600) }, "selam", folders, alt);

  it("keeps the original privately (0600) and publishes renditions without EXIF or GPS", async () => {
    const photo = await addPhoto(
      db,
      { name: "IMG_0001.jpg", bytes: await turnedPhoto(1600, 1200) },
      "selam@tsehaysolar.example",
      folders,
      "A solar pump in an onion field",
    );
    // The original, untouched (it still holds its GPS), outside the public folder.
    const original = await sharp(join(folders.originals, photo.originalFile)).metadata();
    expect(original.exif).toBeDefined();
    // Readable by the server's user alone, in a folder of its own: it holds where it was taken.
    expect(statSync(join(folders.originals, photo.originalFile)).mode & 0o777).toBe(0o600);
    expect(statSync(folders.originals).mode & 0o777).toBe(0o700);
    const published = readdirSync(folders.renditions).sort();
    // 1200 wide once upright: 480, 720 and 960, then its own width; three formats each.
    expect(published).toEqual(
      [480, 720, 960, 1200]
        .flatMap((width) =>
          ["avif", "jpg", "webp"].map((format) => `${photo.id}-${width}.${format}`),
        )
        .sort(),
    );
    for (const file of published) {
      const metadata = await sharp(join(folders.renditions, file)).metadata();
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.xmp, file).toBeUndefined();
      expect(metadata.orientation ?? 1, file).toBe(1);
      // Upright: taller than wide, as the camera held it.
      expect(metadata.height!, file).toBeGreaterThan(metadata.width!);
      expect(readFileSync(join(folders.renditions, file)).includes("FieldPhone"), file).toBe(false);
    }
    const asset = photoAsset(photo);
    expect(asset).toMatchObject({ kind: "raster", width: 1200, height: 1600 });
    // Where a staff page cannot offer a choice of files: the 720 px JPEG.
    expect(photoPreviewSrc(photo)).toBe(`/media/photos/${photo.id}-720.jpg`);
    expect(photoPreviewSrc({ id: "small", width: 600 })).toBe("/media/photos/small-600.jpg");
    expect(asset.kind === "raster" && asset.avif).toBe(
      `/media/photos/${photo.id}-480.avif 480w, /media/photos/${photo.id}-720.avif 720w, /media/photos/${photo.id}-960.avif 960w, /media/photos/${photo.id}-1200.avif 1200w`,
    );
  });

  it("writes missing renditions again from the originals (a new build, a restored backup)", async () => {
    const photo = await addPhoto(
      db,
      { name: "a.png", bytes: await turnedPhoto(600, 400) },
      "selam",
      folders,
    );
    rmSync(folders.renditions, { recursive: true });
    expect(await ensureRenditions(db, folders)).toBe(1);
    // 400 wide once upright: one width, its own.
    expect(readdirSync(folders.renditions).sort()).toEqual(
      ["avif", "jpg", "webp"].map((format) => `${photo.id}-400.${format}`),
    );
    expect(await ensureRenditions(db, folders)).toBe(0);
  });

  it("writes again a photo taken in under the earlier, higher pixel limit", async () => {
    const photo = await addPhoto(
      db,
      { name: "a.jpg", bytes: await phonePhoto({ width: 600, height: 400 }) },
      "selam",
      folders,
    );
    // A photo just over today's limit, as the earlier one (120 megapixels) took it in.
    const [width, height] = [8192, 6145];
    const big = await phonePhoto({ width, height });
    writeFileSync(join(folders.originals, photo.originalFile), big);
    db.prepare("UPDATE photos SET width = ?, height = ? WHERE id = ?").run(width, height, photo.id);
    rmSync(folders.renditions, { recursive: true });
    expect(await ensureRenditions(db, folders)).toBe(1);
    expect(readdirSync(folders.renditions)).toHaveLength(12);
  });

  it("keeps alternative texts per language, the focal point, and shows the English marked where a language has none", async () => {
    const photo = await selamsPhoto("A pump");
    updatePhoto(db, photo.id, { alts: { en: "A pump", am: "የፀሐይ ፓምፕ" } }, 1, "selam");
    updatePhoto(db, photo.id, { focusX: 0.25, focusY: 1.7 }, 1, "selam");
    const saved = getPhoto(db, photo.id)!;
    expect(focusPosition(saved)).toBe("25% 100%");
    const shelf = photoShelf(db);
    expect(photoIn(shelf, photo.id, "am")).toMatchObject({ alt: "የፀሐይ ፓምፕ" });
    expect(photoIn(shelf, photo.id, "am")?.altLang).toBeUndefined();
    expect(photoIn(shelf, photo.id, "om")).toMatchObject({ alt: "A pump", altLang: "en" });
    expect(photoIn(shelf, "photo-missing", "en")).toBeUndefined();
  });

  it("keeps the descriptions each change replaced, newest first, and forgets them with the photo", async () => {
    const photo = await selamsPhoto("A pump");
    const first = new Date("2026-11-28T07:00:00Z");
    const texts = { en: "A pump at Ziway", am: "ፓምፕ" };
    expect(updatePhoto(db, photo.id, { alts: texts }, 1, "hanna", first)).toBe(2);
    // A save that changes nothing is no change: the texts stay Hanna's, at their revision.
    expect(updatePhoto(db, photo.id, { alts: { ...texts } }, 2, "dawit")).toBe(2);
    expect(getPhoto(db, photo.id)?.edits.alts).toMatchObject({ revision: 2, updatedBy: "hanna" });
    // Nor is a focal point a change of the descriptions.
    updatePhoto(db, photo.id, { focusX: 0.3, focusY: 0.6 }, 1, "dawit");
    updatePhoto(db, photo.id, { alts: { en: "A solar pump at Ziway" } }, 2, "dawit");
    expect(earlierAlts(db, photo.id)).toEqual([
      { revision: 2, alts: texts, savedAt: first.toISOString(), savedBy: "hanna" },
      {
        revision: 1,
        alts: { en: "A pump" },
        savedAt: photo.edits.alts.updatedAt,
        savedBy: "selam",
      },
    ]);
    await deletePhoto(db, getPhoto(db, photo.id)!, folders);
    expect(earlierAlts(db, photo.id)).toEqual([]);
  });

  it("refuses a change from a page opened before someone else's change of the same part, keeping theirs", async () => {
    const photo = await selamsPhoto();
    // A page opened after the upload names revision 1 in both of its forms.
    const opened = 1;
    const now = new Date("2026-11-28T07:00:00Z");
    expect(updatePhoto(db, photo.id, { alts: { en: "A pump" } }, opened, "hanna", now)).toBe(2);
    expect(updatePhoto(db, photo.id, { focusX: 0.3, focusY: 0.6 }, opened, "hanna", now)).toBe(2);
    // The other page still names revision 1 for each part: refused, who and when named.
    const stale = (change: Parameters<typeof updatePhoto>[2]) => () =>
      updatePhoto(db, photo.id, change, opened, "dawit");
    expect(stale({ alts: { en: "Old", am: "ፓምፕ" } })).toThrow(
      expect.objectContaining({ by: "hanna", at: now.toISOString() }),
    );
    expect(stale({ focusX: 0.1, focusY: 0.9 })).toThrow(StaleEdit);
    expect(getPhoto(db, photo.id)).toMatchObject({
      alts: { en: "A pump" },
      focusX: 0.3,
      focusY: 0.6,
      revision: 3,
      updatedBy: "hanna",
    });
  });

  it("keeps a description saved from a page opened before a colleague's focal point, and refuses the same page's second save", async () => {
    const photo = await selamsPhoto();
    // Page B is opened, then page A; A sets the focal point.
    const pageB = { alts: 1, focus: 1 };
    const focusAt = new Date("2026-11-28T07:00:00Z");
    updatePhoto(db, photo.id, { focusX: 0.2, focusY: 0.8 }, 1, "hanna", focusAt);
    // B's descriptions: nobody changed the descriptions since B was opened, so they are saved.
    const altsAt = new Date("2026-11-28T07:05:00Z");
    updatePhoto(db, photo.id, { alts: { en: "A pump at Ziway" } }, pageB.alts, "dawit", altsAt);
    expect(getPhoto(db, photo.id)).toMatchObject({
      alts: { en: "A pump at Ziway" },
      focusX: 0.2,
      focusY: 0.8,
      updatedBy: "dawit",
      updatedAt: altsAt.toISOString(),
    });
    // The same older page sends its descriptions again: its revision is now stale.
    expect(() =>
      updatePhoto(db, photo.id, { alts: { en: "Other" } }, pageB.alts, "dawit", altsAt),
    ).toThrow(expect.objectContaining({ by: "dawit", at: altsAt.toISOString() }));
    // And B's focal point is refused, naming who set it: A's change of that part.
    expect(() =>
      updatePhoto(db, photo.id, { focusX: 0.5, focusY: 0.5 }, pageB.focus, "dawit"),
    ).toThrow(expect.objectContaining({ by: "hanna", at: focusAt.toISOString() }));
    expect(getPhoto(db, photo.id)).toMatchObject({
      alts: { en: "A pump at Ziway" },
      focusX: 0.2,
      focusY: 0.8,
    });
  });

  it("carries a photo's one revision and last change over to both parts when migrated", () => {
    const old: Db = new Database(":memory:");
    for (const { version, sql } of migrations) {
      if (version >= 12) break;
      old.exec(sql);
      old.pragma(`user_version = ${version}`);
    }
    old
      .prepare(
        `INSERT INTO photos (id, original_file, original_name, format, width, height, bytes,
           uploaded_at, uploaded_by, revision, updated_at, updated_by)
         VALUES ('photo-1', 'photo-1.jpg', 'a.jpg', 'jpeg', 800, 600, 1000,
           '2026-11-01T07:00:00.000Z', 'selam', 4, '2026-11-20T07:00:00.000Z', 'hanna')`,
      )
      .run();
    migrate(old);
    const edit = { revision: 4, updatedAt: "2026-11-20T07:00:00.000Z", updatedBy: "hanna" };
    expect(getPhoto(old, "photo-1")).toMatchObject({
      revision: 4,
      edits: { alts: edit, focus: edit },
    });
    // A page opened before the migration names revision 4 in both forms: both still save.
    expect(updatePhoto(old, "photo-1", { alts: { en: "A pump" } }, 4, "dawit")).toBe(5);
    expect(updatePhoto(old, "photo-1", { focusX: 0.4, focusY: 0.4 }, 4, "dawit")).toBe(5);
    old.close();
  });

  it("carries a refusal through an address and back to the same message, and nothing else", () => {
    const refusals: PhotoRefusal[] = [
      { why: "heic", name: "IMG_2040.HEIC" },
      { why: "notImage", name: "notes: pump.jpg" },
      { why: "unsupported", name: "a.gif", format: "gif" },
      { why: "tooManyPixels", name: "bomb.png", width: 50000, height: 50000 },
      { why: "tooFewPixels", name: "icon.jpg", width: 8, height: 8 },
    ];
    for (const refusal of refusals) {
      const back = refusalFromParam(refusalParam(refusal));
      expect(back).toEqual(refusal);
      expect(refusalMessage(back!)).toBe(new PhotoRefused(refusal).message);
    }
    expect(refusalMessage(refusals[3]!)).toContain("50,000 × 50,000 pixels");
    // Only this server's own answers are read: a well-formed value someone else wrote is not.
    const signature = refusalParam(refusals[0]!).split(".")[0]!;
    for (const forged of [
      "Call 0911 000 000",
      "heic::Your session has ended, call 0911 000 000",
      `${signature}.heic::Your session has ended, call 0911 000 000`,
      `${"x".repeat(22)}.heic::a.jpg`,
      "heic:x:a.jpg",
      "unsupported::a.gif",
      "tooManyPixels:big:a",
    ])
      expect(refusalFromParam(forged), forged).toBeUndefined();
  });

  it("does not store a file already in the library again, and names the photo that holds it", async () => {
    const bytes = await turnedPhoto(500, 400);
    const first = await addPhoto(db, { name: "pump.jpg", bytes }, "selam", folders);
    const files = () => [...readdirSync(folders.originals), ...readdirSync(folders.renditions)];
    const before = files();
    await expect(
      addPhoto(db, { name: "IMG_0002.jpg", bytes }, "dawit", folders),
    ).rejects.toMatchObject({
      message: "“IMG_0002.jpg” is already in the library, as “pump.jpg”.",
      photo: { id: first.id },
    });
    expect(files().sort()).toEqual(before.sort());
    expect(db.prepare("SELECT count(*) AS n FROM photos").get()).toEqual({ n: 1 });
    // The answer's address carries it, and a deleted photo's is dropped.
    const error = new PhotoInLibrary("IMG_0002.jpg", first);
    expect(inLibraryFromParam(db, inLibraryParam(error))).toMatchObject({
      fileName: "IMG_0002.jpg",
      photo: { id: first.id },
    });
    // Another photo of the same size is a photo of its own.
    const other = await phonePhoto({ width: 500, height: 400, colour: "#f2a900" });
    expect((await addPhoto(db, { name: "gold.jpg", bytes: other }, "selam", folders)).id).not.toBe(
      first.id,
    );
    await deletePhoto(db, first, folders);
    expect(inLibraryFromParam(db, inLibraryParam(error))).toBeUndefined();
    expect(inLibraryFromParam(db, "photo-1:")).toBeUndefined();
    expect(inLibraryFromParam(db, `${first.id}:Call 0911 000 000`)).toBeUndefined();
  });

  it("finds a file in a photo uploaded before the library kept hashes, by hashing its original", async () => {
    const bytes = await turnedPhoto(500, 400);
    const old = await addPhoto(db, { name: "old.jpg", bytes }, "selam", folders);
    db.prepare("UPDATE photos SET sha256 = NULL").run();
    await expect(addPhoto(db, { name: "old.jpg", bytes }, "dawit", folders)).rejects.toMatchObject({
      message: "“old.jpg” is already in the library.",
      photo: { id: old.id },
    });
    expect(db.prepare("SELECT sha256 FROM photos").get()).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it("leaves nothing behind for a refused file, and deletes every file of a deleted photo", async () => {
    await expect(
      addPhoto(db, { name: "x.jpg", bytes: Buffer.from("text") }, "selam", folders),
    ).rejects.toBeInstanceOf(PhotoRefused);
    expect(existsSync(folders.originals) ? readdirSync(folders.originals) : []).toEqual([]);
    const photo = await addPhoto(
      db,
      { name: "b.jpg", bytes: await turnedPhoto(500, 400) },
      "selam",
      folders,
    );
    await deletePhoto(db, photo, folders);
    expect(getPhoto(db, photo.id)).toBeUndefined();
    expect(readdirSync(folders.originals)).toEqual([]);
    expect(readdirSync(folders.renditions)).toEqual([]);
  });
});

describe("a focal point's place typed in percent", () => {
  it("is read with or without its % sign, and a decimal comma", () => {
    expect(typedPercent("50%")).toBe(0.5);
    expect(typedPercent(" 25 % ")).toBe(0.25);
    expect(typedPercent("37,5")).toBe(0.375);
    expect(typedPercent("0")).toBe(0);
    expect(typedPercent("100")).toBe(1);
  });

  it("is nothing when it is no number from 0 to 100", () => {
    for (const typed of ["120", "-5", "", "%", "half", "50%%", undefined])
      expect(typedPercent(typed), String(typed)).toBeUndefined();
  });
});
