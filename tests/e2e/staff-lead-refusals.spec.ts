/**
 * A salesperson's posts on a lead's page and a person's page, on a phone, JavaScript off: a
 * refused one opens the page on the refusal, loses nothing typed, and says what happened in
 * staff's words; one that changes nothing says so. A real server and database of its own.
 */
import { expect, test, type Page } from "@playwright/test";
import { sendForm, signInToInbox } from "./content-harness";
import {
  addStaffAccount,
  enquiryBody,
  post,
  signIn as signInOverHttp,
  startServer,
  type TestServer,
} from "./server-harness";

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
// One worker for the file, on one server: split between workers (the config's fullyParallel), its
// tests started a server, added the account and signed in once per worker.
test.describe.configure({ mode: "default" });

const account = { email: "hana@tsehaysolar.example", password: "a long staff password" };
let server: TestServer;

async function send(fields: Record<string, string>): Promise<string> {
  const response = await post(server, "/api/enquiries", enquiryBody(fields));
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

/**
 * Signs the page in, through the form the first time and with that session's cookie after; on
 * `path` when given, else on the leads list.
 */
function signIn(page: Page, path?: string) {
  return signInToInbox(page, server, account, { path });
}

/** A form post of the signed-in page's session, as its own forms send it. */
function postAs(page: Page, path: string, form: Record<string, string>) {
  return page.request.post(`${server.url}${path}`, {
    form,
    headers: { Origin: server.url, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
}

const csrfOf = async (page: Page) =>
  (await page.locator('input[name="csrf"]').first().getAttribute("value")) ?? "";

/** The session cookie of a sign-in over HTTP, made once for the tests that need no browser. */
let httpCookie: Promise<string> | undefined;

/**
 * Posts a form to a lead's page as its own form does, without a browser: signed in over HTTP, with
 * the CSRF token read from the page's HTML.
 */
async function postOverHttp(path: string, form: Record<string, string>) {
  httpCookie ??= signInOverHttp(server, account.email, account.password);
  const cookie = await httpCookie;
  const html = await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return post(server, path, new URLSearchParams({ csrf, ...form }).toString(), { Cookie: cookie });
}

test.beforeAll(async () => {
  server = await startServer({ MIN_FILL_MS: "0", RATE_LIMITS: "false" });
  addStaffAccount(server.dbPath, account.email, account.password);
});
test.afterAll(async () => server.stop());

test("a note sent after the person's processing was restricted is given back to copy", async ({
  page,
}) => {
  const reference = await send({ kind: "callback", name: "Kebede Alemu", phone: "0933 44 55 66" });
  await signIn(page, `/staff/leads/${reference}`);
  const note = "Wants a 2 kW pump for onions; call back on Friday after the market.";
  await page.getByLabel("Internal note").fill(note);
  // Meanwhile a colleague restricts the person's processing (the person asked, by phone).
  const person = server.query<{ person_id: number }>(
    "SELECT person_id FROM enquiries WHERE reference = ?",
    reference,
  )[0]!.person_id;
  const restricted = await postAs(page, `/staff/people/${person}`, {
    csrf: await csrfOf(page),
    intent: "restrict",
  });
  expect(restricted.status()).toBe(302);

  expect(await sendForm(page, "Save note")).toBe(409);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(
    "Processing of this person's data is restricted: lift the restriction on their page first.",
  );
  // The page opens on the refusal: on a phone the forms are far below, and none is shown now.
  await expect(alert).toBeFocused();
  await expect(page.getByLabel("Internal note")).toHaveCount(1);
  await expect(alert.getByLabel("Internal note")).toHaveValue(note);
  await expect(alert.getByRole("link", { name: "Open the person's page" })).toBeVisible();
  expect(server.query("SELECT note FROM enquiries WHERE reference = ?", reference)).toEqual([
    { note: "" },
  ]);
});

test("a deletion's reason is one of the form's, never text as sent: nothing of the person outlives the lead", async ({
  page,
}) => {
  const reasonOf = (reference: string) =>
    server.query<{ detail: string }>(
      "SELECT detail FROM enquiry_events WHERE reference = ? AND action = 'erased'",
      reference,
    );
  const reference = await send({ kind: "callback", name: "Tigist Bekele", phone: "0944 55 66 77" });
  await signIn(page, `/staff/leads/${reference}`);
  const reason = page.getByLabel("Reason");
  await expect(reason).toHaveValue("request");
  await reason.selectOption({ label: "Duplicate lead" });
  await page.getByLabel("Yes, delete this lead and its personal data").check();
  await page.getByRole("button", { name: "Delete this lead" }).click();
  await expect(page.getByText(`Lead ${reference} was deleted.`)).toBeVisible();
  expect(reasonOf(reference)).toEqual([{ detail: "Duplicate lead" }]);
  // A hand-made post with the person's number as its reason: refused, the lead kept, and the
  // text stored nowhere.
  const another = await send({ kind: "callback", name: "Abebe Girma", phone: "0955 11 22 33" });
  await page.goto(`${server.url}/staff/leads/${another}`);
  const answer = await postAs(page, `/staff/leads/${another}`, {
    csrf: await csrfOf(page),
    intent: "delete",
    reason: "Abebe asked by phone 0955 11 22 33",
    confirm: "yes",
  });
  expect(answer.status()).toBe(422);
  expect(await answer.text()).toContain("Choose the reason from the list.");
  expect(reasonOf(another)).toEqual([]);
  expect(server.query("SELECT reference FROM enquiries WHERE reference = ?", another)).toHaveLength(
    1,
  );
  expect(
    server.query("SELECT action FROM enquiry_events WHERE detail LIKE ?", "%asked by phone%"),
  ).toEqual([]);
});

test("a save whose page shows no change since names no empty change", async () => {
  const reference = await send({ kind: "callback", name: "Abebe Girma", phone: "0955 66 77 88" });
  // A form without the page's revision (an old page, a hand-made post): refused as stale, though
  // nobody changed the lead since it came in.
  const answer = await postOverHttp(`/staff/leads/${reference}`, {
    intent: "status",
    status: "contacted",
  });
  expect(answer.status).toBe(409);
  const html = await answer.text();
  expect(html).toContain("Not saved: someone changed this lead at");
  expect(html).not.toMatch(/EAT \(\)/);
});

test("a person's erasure refused without its confirmation opens on the refusal", async ({
  page,
}) => {
  const reference = await send({ kind: "callback", name: "Meseret Haile", phone: "0966 77 88 99" });
  const person = server.query<{ person_id: number }>(
    "SELECT person_id FROM enquiries WHERE reference = ?",
    reference,
  )[0]!.person_id;
  await signIn(page, `/staff/people/${person}`);
  const answer = await postAs(page, `/staff/people/${person}`, {
    csrf: await csrfOf(page),
    intent: "erase",
  });
  expect(answer.status()).toBe(422);
  // Shown as the browser shows it: the refusal's page, focused on its message.
  await page.setContent(await answer.text());
  await expect(page.getByRole("alert")).toBeFocused();
});

test("after a save, a later form's problems still take focus: the forms post to the page, not to the anchor the save left", async ({
  page,
}) => {
  const reference = await send({ kind: "callback", name: "Selam Girma", phone: "0966 77 88 99" });
  await signIn(page, `/staff/leads/${reference}`);
  await page.getByLabel("Internal note").fill("Called once, no answer.");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page).toHaveURL(/#note$/);
  const correction = page.getByRole("form", { name: "Correct the contact details" });
  await correction.getByLabel("Phone").fill("12");
  await correction.getByRole("button", { name: "Save correction" }).click();
  await expect(page).not.toHaveURL(/#/);
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
});

test("a correction that changes nothing says so, rather than Saved", async ({ page }) => {
  const reference = await send({ kind: "callback", name: "Hirut Desta", phone: "0977 88 99 00" });
  await signIn(page, `/staff/leads/${reference}`);
  const correction = page.getByRole("form", { name: "Correct the contact details" });
  await correction.getByRole("button", { name: "Save correction" }).click();
  await expect(correction.getByRole("status")).toHaveText(
    "Nothing to correct: the details already read so.",
  );
  await expect(page.getByRole("region", { name: "History" }).getByText("corrected")).toHaveCount(0);
});

test("a note of 5,000 characters with line breaks, as the browser lets it be typed, is saved", async ({
  page,
}) => {
  const reference = await send({ kind: "callback", name: "Yonas Tadesse", phone: "0988 99 00 11" });
  await signIn(page, `/staff/leads/${reference}`);
  const note = page.getByLabel("Internal note");
  // The field's limit counts a line break as one character; the browser sends it as two.
  const text = `${"a".repeat(2480)}${"\n".repeat(20)}${"b".repeat(2500)}`;
  await note.fill(text);
  await expect(note).toHaveJSProperty("textLength", 5000);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.locator("#note").getByRole("status")).toHaveText("Saved.");
  expect(server.query("SELECT note FROM enquiries WHERE reference = ?", reference)).toEqual([
    { note: text },
  ]);
});

test("the inbox names a lead without a region by what it has, not by a dash", async ({ page }) => {
  const reference = await send({ kind: "callback", name: "Lemlem Assefa", phone: "0911 12 13 14" });
  await signIn(page);
  const lead = page.getByRole("link", { name: new RegExp(`^${reference} `) });
  await expect(lead).toContainText("Lemlem Assefa");
  await expect(lead).not.toContainText("—");
});

test("a post with a button the page no longer has is refused in staff's words (400)", async () => {
  const reference = await send({ kind: "callback", name: "Girma Wolde", phone: "0911 15 16 17" });
  const answer = await postOverHttp(`/staff/leads/${reference}`, { intent: "archive" });
  expect(answer.status).toBe(400);
  expect(await answer.text()).toContain(
    "Nothing was done: this page has no such button any more. Reload it and try again.",
  );
});

test("a note sent after a colleague deleted the lead is given back to copy (404)", async ({
  page,
}) => {
  const reference = await send({ kind: "callback", name: "Almaz Tesfaye", phone: "0911 18 19 20" });
  await signIn(page, `/staff/leads/${reference}`);
  const note = "Asked for the drip kit price in birr; visit on Tuesday.";
  await page.getByLabel("Internal note").fill(note);
  // Meanwhile a colleague deletes the lead (the person asked for their data to be erased).
  const deleted = await postAs(page, `/staff/leads/${reference}`, {
    csrf: await csrfOf(page),
    intent: "delete",
    confirm: "yes",
  });
  expect(deleted.status()).toBe(302);

  expect(await sendForm(page, "Save note")).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This lead was deleted");
  await expect(page).toHaveTitle(/^This lead was deleted/);
  await expect(page.getByRole("alert")).toHaveText(
    "It was deleted after you opened its page: nothing was saved.",
  );
  await expect(page.getByRole("textbox", { name: "Internal note" })).toHaveValue(note);
  expect(server.query("SELECT reference FROM enquiries WHERE reference = ?", reference)).toEqual(
    [],
  );
});
