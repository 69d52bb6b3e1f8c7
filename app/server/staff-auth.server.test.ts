// @vitest-environment node
import { describe, expect, it } from "vitest";
import { staffText } from "~/content/staff";
import { openDatabase } from "./db.server";
import type { Runtime } from "./runtime.server";
import { assignLead, leadHolders, saveEnquiry } from "./enquiries.server";
import { homeForm } from "~/content/enquiry-forms";
import { parseEnquiry } from "~/lib/enquiry-schema";
import {
  access,
  assigneeOptions,
  CONTENT_FORM_BYTES,
  requireStaffPost,
  requireStaffUpload,
  safeNext,
  SESSION_COOKIE,
  submittedFields,
} from "./staff-auth.server";
import { fieldBase } from "./field-merge.server";
import { typedFields } from "./staff-forms.server";
import {
  addStaff,
  createSession,
  endSession,
  IDLE_TIMEOUT_MS,
  listStaff,
  readSession,
  setStaffDisabled,
  setStaffRole,
} from "./staff.server";

describe("what a refused staff form gives back", () => {
  it("is each typed text, never the token, a password, a code, an unticked box's 'on', a row's hidden id or a value as the page showed it", () => {
    expect(
      submittedFields({
        csrf: "token",
        intent: "save",
        revision: "3",
        "overview.en": "Two hectares of onions",
        "overview.am": "",
        "confirm.am.title": "on",
        password: "secret",
        current: "secret",
        code: "123456",
        note: "  ",
        reason: "Asked by phone",
        "office.1.id": "hawassa",
        "member.0.portrait": "portrait-1",
        "was.phone": "0911234567",
      }),
    ).toEqual([
      { name: "overview.en", value: "Two hectares of onions" },
      { name: "reason", value: "Asked by phone" },
    ]);
  });
});

describe("what a refused content editor gives back", () => {
  const loaded = {
    "title.en": "Irrigation at Ziway",
    "overview.en": "Two hectares",
    category: "agriculture",
    photo1: "photo-3f2a",
    lat: "7.93",
  };
  const sent = {
    csrf: "token",
    revision: "4",
    base: fieldBase(loaded),
    category: "agriculture",
    photo1: "photo-3f2a",
    lat: "8.10",
    "title.en": "Irrigation at Ziway",
    "overview.en": "Two hectares of onions",
    intent: "publish",
  };

  it("is never the form's own fields, its base hashes included", () => {
    const names = submittedFields(sent).map((field) => field.name);
    for (const own of ["csrf", "revision", "base", "intent"]) expect(names).not.toContain(own);
    expect(typedFields(sent)).not.toHaveProperty("base");
  });

  it("puts first what changed since the page was loaded, texts before choices and numbers", () => {
    expect(submittedFields(sent)).toEqual([
      { name: "overview.en", value: "Two hectares of onions", changed: true },
      { name: "lat", value: "8.10", changed: true },
      { name: "title.en", value: "Irrigation at Ziway", changed: false },
      { name: "category", value: "agriculture", changed: false },
      { name: "photo1", value: "photo-3f2a", changed: false },
    ]);
  });

  it("without a base, puts the texts first", () => {
    expect(submittedFields({ ...sent, base: "" }).map((field) => field.name)).toEqual([
      "title.en",
      "overview.en",
      "category",
      "photo1",
      "lat",
    ]);
  });
});

describe("where a sign-in goes next", () => {
  it("is a staff page of this site, never another site or a header with a line break", () => {
    expect(safeNext("/staff/leads/TS-2026-0001?saved=note")).toBe(
      "/staff/leads/TS-2026-0001?saved=note",
    );
    for (const next of [
      null,
      "",
      "//evil.example",
      "https://evil.example/staff",
      "/staffing",
      "/staff?\r\nSet-Cookie: x=1",
      "/staff/leads\nX: 1",
      "/staff?q=a\u0000",
      "/staff/../size-your-system",
      "/staff/%2e%2e/size-your-system",
      "/staff/..\\blog",
    ]) {
      expect(safeNext(next), JSON.stringify(next)).toBe("/staff");
    }
  });
});

/** An editor's session on a database of its own, and requests as its pages send them. */
async function editorSession() {
  const db = openDatabase(":memory:");
  const account = await addStaff(db, "editor@b.et", "correct horse battery", "editor");
  const token = createSession(db, account.id);
  const csrf = readSession(db, token)!.csrfToken;
  const rt = { db, config: { trustProxy: false } } as unknown as Runtime;
  const send = (path: string, body: BodyInit, type?: string) =>
    new Request(`http://staff.test${path}`, {
      method: "POST",
      headers: {
        Cookie: `${SESSION_COOKIE}=${token}`,
        Origin: "http://staff.test",
        "Sec-Fetch-Site": "same-origin",
        ...(type ? { "Content-Type": type } : {}),
      },
      body,
    });
  return { db, token, csrf, rt, send };
}

/** What a check threw: its status and its data (a refusal is thrown as `data()`). */
async function refusalOf(check: Promise<unknown>) {
  const thrown = (await check.then(
    () => undefined,
    (error: unknown) => error,
  )) as { data: Record<string, unknown>; init: { status: number } } | undefined;
  return { status: thrown?.init.status, data: thrown?.data };
}

const limits = { maxFiles: 3, maxFileBytes: 1024 * 1024 };

/** A photo upload as the library's form sends it: the token, a file, the description. */
function photoForm(csrf: string) {
  const form = new FormData();
  form.set("csrf", csrf);
  form.set("photos", new File([new Uint8Array([0xff, 0xd8, 0xff])], "borehole.jpg"));
  form.set("englishAlt", "Two pumps at the Meki borehole");
  return form;
}

describe("a photo upload sent after its session ended", () => {
  it("is refused with 401 and gives back the description typed (signed out elsewhere)", async () => {
    const { db, token, csrf, rt, send } = await editorSession();
    endSession(db, token);
    const refused = await refusalOf(
      requireStaffUpload(
        send("/staff/content/photos", photoForm(csrf)),
        rt,
        access.content,
        limits,
      ),
    );
    expect(refused.status).toBe(401);
    expect(refused.data).toMatchObject({
      message: staffText.expiredForm.signedOut,
      signIn: `/staff/sign-in?next=${encodeURIComponent("/staff/content/photos")}`,
      submitted: [{ name: "englishAlt", value: "Two pumps at the Meki borehole" }],
    });
  });

  it("gives nothing back to a request that carried no session, and leaves its body unread", async () => {
    const { csrf, rt } = await editorSession();
    const stranger = new Request("http://staff.test/staff/content/photos", {
      method: "POST",
      headers: { Origin: "http://staff.test", "Sec-Fetch-Site": "same-origin" },
      body: photoForm(csrf),
    });
    const refused = await refusalOf(requireStaffUpload(stranger, rt, access.content, limits));
    expect(refused.status).toBe(401);
    expect(refused.data).toMatchObject({ message: staffText.expiredForm.signedOut, submitted: [] });
    expect(stranger.bodyUsed).toBe(false);
  });

  it("reads a stranger's cookie's upload only to its first photo: the text before it comes back, nothing after it is held", async () => {
    const { csrf, rt } = await editorSession();
    // As the library's form sends it (its token and description before the photos), with a
    // cookie no session has, and a text part after the photo as large as a photo may be.
    const form = new FormData();
    form.set("csrf", csrf);
    form.set("englishAlt", "Two pumps at the Meki borehole");
    form.set("photos", new File([new Uint8Array(512 * 1024)], "borehole.jpg"));
    form.set("later", "x".repeat(512 * 1024));
    const stranger = new Request("http://staff.test/staff/content/photos", {
      method: "POST",
      headers: {
        Cookie: `${SESSION_COOKIE}=not-a-session`,
        Origin: "http://staff.test",
        "Sec-Fetch-Site": "same-origin",
      },
      body: form,
    });
    const refused = await refusalOf(requireStaffUpload(stranger, rt, access.content, limits));
    expect(refused.status).toBe(401);
    expect(refused.data?.submitted).toEqual([
      { name: "englishAlt", value: "Two pumps at the Meki borehole" },
    ]);
  });

  it("says it was for 2 idle hours, and the sign-in says so too", async () => {
    const { csrf, rt, send } = await editorSession();
    const later = Date.now() + IDLE_TIMEOUT_MS + 1_000;
    const refused = await refusalOf(
      requireStaffUpload(
        send("/staff/content/photos", photoForm(csrf)),
        rt,
        access.content,
        limits,
        later,
      ),
    );
    expect(refused.status).toBe(401);
    expect(refused.data?.message).toBe(staffText.expiredForm.signedOutIdle);
    expect(refused.data?.signIn).toMatch(/&idle$/);
    expect(refused.data?.submitted).toEqual([
      { name: "englishAlt", value: "Two pumps at the Meki borehole" },
    ]);
  });
});

describe("a staff form whose body cannot be read", () => {
  const lead = "/staff/leads/TS-2026-0001";

  it("is 415 when it is no form at all, even with the session's token", async () => {
    const { csrf, rt, send } = await editorSession();
    const refused = await refusalOf(
      requireStaffPost(send(lead, `csrf=${csrf}&note=x`, "text/plain"), rt, access.content),
    );
    expect(refused).toMatchObject({
      status: 415,
      data: { message: staffText.unreadableForm.notAForm },
    });
  });

  it("is 400 when it is cut off, for a form and for an upload", async () => {
    const { csrf, rt, send } = await editorSession();
    const type = "multipart/form-data; boundary=cut";
    const cut = `--cut\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${csrf}\r\n--cut\r\nContent-Disp`;
    expect(await refusalOf(requireStaffPost(send(lead, cut, type), rt, access.content))).toEqual({
      status: 400,
      data: { message: staffText.unreadableForm.damaged },
    });
    const cutEarly = "--cut\r\nContent-Disposition: form-data; na";
    expect(
      await refusalOf(
        requireStaffUpload(
          send("/staff/content/photos", cutEarly, type),
          rt,
          access.content,
          limits,
        ),
      ),
    ).toEqual({ status: 400, data: { message: staffText.unreadableForm.damaged } });
  });

  it("is still 403, as expired, when it is read and its token is not the session's", async () => {
    const { rt, send } = await editorSession();
    const refused = await refusalOf(
      requireStaffPost(
        send(lead, "csrf=old&note=Call%20back", "application/x-www-form-urlencoded"),
        rt,
        access.content,
      ),
    );
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({
      expired: true,
      submitted: [{ name: "note", value: "Call back" }],
    });
  });
});

describe("a staff form over its limit", () => {
  const lead = "/staff/leads/TS-2026-0001";
  const type = "application/x-www-form-urlencoded";

  it("is 413 with its size said and what was typed given back", async () => {
    const { csrf, rt, send } = await editorSession();
    // A pasted e-mail thread of 80,000 letters: over the note's form's 64 KB.
    const note = "Called back; they asked about the pump. ".repeat(2000);
    const body = new URLSearchParams({ csrf, intent: "note", revision: "3", note }).toString();
    const refused = await refusalOf(requireStaffPost(send(lead, body, type), rt, access.content));
    expect(refused.status).toBe(413);
    expect(refused.data).toEqual({
      message: staffText.tooLargeForm(64, Math.ceil(body.length / 1024)),
      submitted: [{ name: "note", value: note }],
    });
    expect(refused.data?.message).toContain("at most 64 KB and was sent with 83 KB");
  });

  it("is 413 without the text when it is over what the server reads at all", async () => {
    const { csrf, rt, send } = await editorSession();
    const note = "x".repeat(CONTENT_FORM_BYTES);
    const refused = await refusalOf(
      requireStaffPost(send(lead, `csrf=${csrf}&note=${note}`, type), rt, access.content),
    );
    expect(refused).toEqual({
      status: 413,
      data: { message: staffText.tooLargeUnread(2048) },
    });
  });
});

describe("what an 'Assigned to' choice offers", () => {
  it("is every account a lead may go to, and an owner that left only while it holds a lead, marked why", async () => {
    const db = openDatabase(":memory:");
    const password = "a long password here";
    await addStaff(db, "admin@x.et", password, "administrator");
    await addStaff(db, "dawit@x.et", password, "sales");
    await addStaff(db, "eden@x.et", password, "editor");
    const mulu = await addStaff(db, "mulu@x.et", password, "sales");
    const sara = await addStaff(db, "sara@x.et", password, "sales");
    const tsion = await addStaff(db, "tsion@x.et", password, "sales");
    const lead = (key: string, phone: string) => {
      const parsed = parseEnquiry(homeForm, { phone });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      const saved = saveEnquiry(db, {
        enquiry: parsed.enquiry,
        idempotencyKey: key,
        page: "/",
        language: "en",
        channels: [],
      });
      return saved.reference;
    };
    const saras = lead("key-owner001", "0911234561");
    assignLead(db, saras, sara, "admin@x.et");
    assignLead(db, lead("key-owner002", "0911234562"), mulu, "admin@x.et");
    setStaffDisabled(db, sara.id, true);
    setStaffDisabled(db, tsion.id, true);
    setStaffRole(db, mulu.id, "editor");
    const labels = (holding: readonly number[]) =>
      assigneeOptions(listStaff(db), holding).map((account) => staffText.assigneeLabel(account));
    // A lead no one who left holds: only the accounts it may be assigned to.
    expect(labels([])).toEqual(["admin@x.et", "dawit@x.et"]);
    // Sara's lead: Sara stays offered (and so chosen), marked.
    expect(labels([sara.id])).toEqual(["admin@x.et", "dawit@x.et", "sara@x.et (disabled)"]);
    // The inbox's filter: everyone holding a lead; Tsion (disabled, no lead) is not offered.
    expect(labels(leadHolders(db))).toEqual([
      "admin@x.et",
      "dawit@x.et",
      "mulu@x.et (no longer in sales)",
      "sara@x.et (disabled)",
    ]);
    expect(assigneeOptions(listStaff(db), [sara.id]).at(-1)).toEqual({
      id: sara.id,
      email: "sara@x.et",
      gone: "disabled",
    });
  });
});
