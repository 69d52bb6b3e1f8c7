// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRuntime } from "~/server/runtime.server";
import { addPhoto, getPhoto, updatePhoto, type Photo } from "~/server/photos.server";
import { readSession } from "~/server/staff.server";
import { action, loader } from "./content-photo";
import { editorSession, staffRequest } from "./staff-request.test-support";
import { phonePhoto } from "../../../tests/photo-fixtures";

let folder: string;
let token: string;
let photo: Photo;

beforeAll(async () => {
  const { db } = getRuntime();
  folder = mkdtempSync(join(tmpdir(), "photo-page-"));
  token = await editorSession(db, "hanna@x.et");
  photo = await addPhoto(
    db,
    { name: "IMG_0042.jpg", bytes: await phonePhoto({ width: 800, height: 600 }) },
    "hanna@x.et",
    { originals: join(folder, "originals"), renditions: join(folder, "renditions") },
    "A solar pump at Ziway",
  );
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const path = () => `/staff/content/photos/${photo.id}`;

/** The page's one form as the page shows it now: its hidden fields and what its fields hold. */
function pageForm(): Record<string, string> {
  const shown = loader({
    request: staffRequest(path(), token),
    params: { id: photo.id },
  } as never).photo;
  return {
    csrf: readSession(getRuntime().db, token)!.csrfToken,
    altsRevision: String(shown.revisions.alts),
    altsShown: shown.shown.alts,
    focusRevision: String(shown.revisions.focus),
    focusShown: shown.shown.focus,
    "alt.en": shown.alts.en ?? "",
    "alt.am": shown.alts.am ?? "",
    "alt.om": shown.alts.om ?? "",
    focusX: String(shown.focus.x),
    focusY: String(shown.focus.y),
  };
}

/** The form sent with a button pressed: the status, and the data answered unless redirected. */
async function send(fields: Record<string, string>) {
  const answer = (await action({
    request: staffRequest(path(), token, new URLSearchParams(fields)),
    params: { id: photo.id },
  } as never)) as Response | { init: { status: number }; data: Record<string, unknown> };
  return answer instanceof Response
    ? { status: answer.status, location: answer.headers.get("Location"), data: undefined }
    : { status: answer.init.status, location: null, data: answer.data };
}

const stored = () => getPhoto(getRuntime().db, photo.id)!;

describe("the photo page's descriptions and focal point, one form (without scripts)", () => {
  it("saves the descriptions typed when the focal point's button is pressed, and the reverse", async () => {
    const form = pageForm();
    const sent = await send({
      ...form,
      "alt.am": "በዝዋይ የፀሐይ ፓምፕ",
      focusX: "30",
      focusY: "60",
      intent: "focus",
    });
    expect(sent.status).toBe(302);
    expect(stored().alts).toEqual({ en: "A solar pump at Ziway", am: "በዝዋይ የፀሐይ ፓምፕ" });
    expect([stored().focusX, stored().focusY]).toEqual([0.3, 0.6]);

    const again = pageForm();
    expect(
      (await send({ ...again, "alt.om": "Paampii aduu Ziwaay", focusX: "40%", intent: "alts" }))
        .status,
    ).toBe(302);
    expect(stored().alts.om).toBe("Paampii aduu Ziwaay");
    expect(stored().focusX).toBe(0.4);
  });

  it("saves nothing and says so when nothing differs from what the page showed", async () => {
    const before = stored();
    const sent = await send({ ...pageForm(), focusX: `${Math.round(before.focusX * 100)} %` });
    expect(sent.location).toBe(`${path()}?saved=unchanged`);
    expect(stored().edits).toEqual(before.edits);
  });

  it("keeps a colleague's descriptions when only the focal point was changed on an older page", async () => {
    const older = pageForm();
    const colleague = "Two solar panels over an onion field at Ziway";
    const { db } = getRuntime();
    const base = stored().edits.alts.revision;
    updatePhoto(db, photo.id, { alts: { ...stored().alts, en: colleague } }, base, "abebe@x.et");
    expect((await send({ ...older, focusX: "10", focusY: "90", intent: "focus" })).status).toBe(
      302,
    );
    expect(stored().alts.en).toBe(colleague);
    expect([stored().focusX, stored().focusY]).toEqual([0.1, 0.9]);
  });

  it("refuses both parts when one was changed by a colleague meanwhile, giving back all that was typed", async () => {
    const older = pageForm();
    const { db } = getRuntime();
    const before = stored();
    updatePhoto(
      db,
      photo.id,
      { alts: { ...before.alts, en: "Panels at Ziway" } },
      before.edits.alts.revision,
      "abebe@x.et",
    );
    const sent = await send({
      ...older,
      "alt.en": "A pump and its panels at Ziway",
      focusX: "55",
      focusY: "45",
      intent: "focus",
    });
    expect(sent.status).toBe(409);
    expect(sent.data).toMatchObject({
      stale: "alts",
      alts: { en: "A pump and its panels at Ziway" },
      focus: { x: "55", y: "45" },
      // The focal point keeps the revision its page showed; the descriptions, seen now, the stored one.
      revisions: { focus: before.edits.focus.revision, alts: undefined },
    });
    expect(String(sent.data?.message)).toMatch(
      /^Not saved: abebe@x\.et changed this photo's descriptions/,
    );
    // Nothing was written: not the focal point either.
    expect(stored().alts.en).toBe("Panels at Ziway");
    expect([stored().focusX, stored().focusY]).toEqual([before.focusX, before.focusY]);
  });

  it("refuses a focal point that is no percentage, giving back the descriptions typed with it", async () => {
    const before = stored();
    const sent = await send({
      ...pageForm(),
      "alt.am": "የፀሐይ ፓምፕ በዝዋይ",
      focusX: "half",
      intent: "alts",
    });
    expect(sent.status).toBe(422);
    expect(sent.data).toMatchObject({
      alts: { am: "የፀሐይ ፓምፕ በዝዋይ" },
      focus: { x: "half" },
      errors: { focusX: expect.any(String) },
    });
    expect(stored().alts).toEqual(before.alts);
  });
});
