/**
 * One person, one view, and the privacy requests of Proclamation 1321/2024: leads that share a
 * phone number are one person; their data is exported, restricted, lifted and erased from the
 * person's page with plain forms, and every view, export and erasure is in the access log. A real
 * server and database of its own.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleAtWidths, shot } from "./accessibility";
import { signInToInbox } from "./content-harness";
import { staffPageScripts } from "./support";
import {
  addStaffAccounts,
  authenticatorCode,
  enableTwoFactor,
  enquiryBody,
  post,
  signIn as signInOverHttp,
  startServer,
  type TestServer,
} from "./server-harness";

test.describe.configure({ mode: "serial" });

const email = "meron@tsehaysolar.example";
const password = "a long staff password";
const hostileName = `<b>Almaz</b> <img src=x onerror="document.title='owned'">`;
const hostileNote = `<script>document.title='owned'</script> Call after 17:00`;
let server: TestServer;
let references: string[] = [];
let other = "";
let personPath = "";

async function send(fields: Record<string, string>): Promise<string> {
  const response = await post(server, "/api/enquiries", enquiryBody(fields));
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

const admin = { email: "admin@tsehaysolar.example", password: "the administrator's password" };
let adminSecret = "";

/**
 * Signs the page in (the administrator with a code): through the form the first time for an
 * account, with that session's cookie after; on `path` when given, else on the leads list.
 */
function signIn(page: Page, account = { email, password }, path?: string) {
  const code = account.email === admin.email ? () => authenticatorCode(adminSecret) : undefined;
  return signInToInbox(page, server, account, { path, code });
}

/** The inbox's search for the person's phone number, as staff would type it. */
async function searchInbox(page: Page, text: string) {
  await page.goto(`${server.url}/staff`);
  await page.getByLabel("Search").fill(text);
  await page.getByRole("button", { name: "Apply filters" }).click();
}

test.beforeAll(async () => {
  server = await startServer({ MIN_FILL_MS: "0", RATE_LIMITS: "false" });
  addStaffAccounts(server.dbPath, [
    { email, password },
    { ...admin, role: "administrator" },
  ]);
  adminSecret = enableTwoFactor(server.dbPath, admin.email);
  // One phone number, written three ways; the third lead also gives an e-mail address.
  references = [
    await send({ kind: "callback", name: hostileName, phone: "0911 22 33 44" }),
    await send({ kind: "callback", name: "Almaz Tesfaye", phone: "+251911223344" }),
    await send({
      kind: "home",
      firstName: "Almaz",
      phone: "911223344",
      email: "Almaz@Example.ET",
      message: "Two hectares of onions",
    }),
  ];
  other = await send({ kind: "callback", name: "Other Farmer", phone: "0922000000" });
});
test.afterAll(async () => server.stop());

test("the person's page lists all three leads, linked from the list and from each lead; export downloads what is held about the person asking, as JSON and as CSV", async ({
  page,
}) => {
  // Two tests' work, merged to share their signed-in page: each checks its page at two widths.
  test.setTimeout(60_000);
  await signIn(page);
  await expect(page.getByText("4 leads match")).toBeVisible();
  await expectAccessibleAtWidths(page, "inbox");
  await shot(page, "people-inbox", true);
  // Each of the three rows links to the person; the other lead's person has one lead: no link.
  await expect(page.getByRole("link", { name: "All 3 leads of this person" })).toHaveCount(3);

  await page.getByRole("link", { name: new RegExp(references[1]!) }).click();
  await page.getByLabel("Internal note").fill(hostileNote);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await page.getByRole("link", { name: "All 3 leads of this person" }).click();
  await expect(page).toHaveURL(/\/staff\/people\/\d+$/);
  personPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Person \d+$/);
  const leads = page.getByRole("region", { name: "3 leads" }).getByRole("listitem");
  await expect(leads).toHaveCount(3);
  for (const reference of references) {
    await expect(page.getByRole("link", { name: reference, exact: true })).toBeVisible();
  }
  await expect(page.getByText(other)).toHaveCount(0);
  // Every name, as text; the phone once; the e-mail as given.
  const summary = page.getByRole("article");
  await expect(summary.getByText(hostileName)).toBeVisible();
  await expect(summary.getByText("Almaz Tesfaye")).toBeVisible();
  await expect(page.getByText("+251 911 223 344")).toHaveCount(1);
  await expect(page.getByText("Almaz@Example.ET")).toBeVisible();
  const notes = page.getByRole("region", { name: "Internal notes" });
  await expect(notes.getByText(references[1]!)).toBeVisible();
  await expect(notes.getByText(hostileNote)).toBeVisible();
  await expect(page.locator("img[src=x]")).toHaveCount(0);
  expect(await page.title()).not.toBe("owned");
  await expect(leads.getByText(/\w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2} EAT/)).toHaveCount(3);
  // Plain forms and links: the page ships no script but the one that keeps other forms' typing.
  expect(await staffPageScripts(page)).toBe(0);

  await expectAccessibleAtWidths(page, page.url());
  await shot(page, "people-person", true);

  // Export, from the person's page just checked.
  // Three names on one phone: a family's phone, perhaps. Nothing is handed over until staff tick
  // the leads of the person asking; a request sent without them changes nothing.
  await expect(page.getByText(/^These leads carry 3 names\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Download JSON" })).toHaveCount(0);
  const csrf = (await page.locator('input[name="csrf"]').first().getAttribute("value")) ?? "";
  const unscoped = await page.request.post(`${server.url}${personPath}`, {
    form: { csrf, intent: "restrict" },
    headers: { Origin: server.url, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(unscoped.status()).toBe(422);
  const scope = page.getByRole("form", { name: "Whose request is it?" });
  for (const reference of references.slice(0, 2)) await scope.getByLabel(reference).check();
  await scope.getByRole("button", { name: "Use the ticked leads" }).click();
  await expect(
    page.getByText("The requests below are about the 2 ticked leads of 3."),
  ).toBeVisible();

  type Exported = {
    notes: string;
    leads: { reference: string; name: string | null; note?: string }[];
  };
  const downloadJson = async () => {
    const jsonDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download JSON" }).click();
    const json = await jsonDownload;
    expect(json.suggestedFilename()).toMatch(/^person-\d+-\d{4}-\d{2}-\d{2}\.json$/);
    return JSON.parse(readFileSync(await json.path(), "utf8")) as Exported;
  };
  const data = await downloadJson();
  expect(data.leads.map((lead) => lead.reference).sort()).toEqual(references.slice(0, 2).sort());
  expect(data.leads.map((lead) => lead.name)).toContain(hostileName);
  // The third lead's message is not in it; nor, until staff tick them, the staff's notes.
  expect(JSON.stringify(data)).not.toContain("Two hectares of onions");
  expect([data.notes, JSON.stringify(data).includes(hostileNote)]).toEqual(["left out", false]);
  const withNotes = page.getByRole("checkbox", { name: "Include the staff's notes" });
  await expect(withNotes).toHaveAccessibleDescription(/^A note is about the person too/);
  await withNotes.check();
  await shot(page.getByRole("form", { name: "Export everything held" }), "people-export");
  const noted = await downloadJson();
  expect(noted.notes).toBe("included");
  expect(noted.leads.find((lead) => lead.reference === references[1])?.note).toBe(hostileNote);

  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const csv = readFileSync(await (await csvDownload).path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe("\uFEFFReference,Part,Name,Value");
  for (const reference of references.slice(0, 2)) expect(csv).toContain(`${reference},history,`);
  expect(csv).not.toContain(references[2]!);

  // The three exports are listed on the person's page, with who handled them.
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Requests handled" }).getByText(`Export by ${email}`),
  ).toHaveCount(3);
});

test("a correction replaces the name, phone and e-mail address, checked as the form checks them", async ({
  page,
}) => {
  const leadPath = `/staff/leads/${references[2]!}`;
  await signIn(page, undefined, leadPath);
  const correction = page.getByRole("form", { name: "Correct the contact details" });
  // The fields of the form the lead came from, as the visitor sent them.
  await expect(correction.getByLabel("First name")).toHaveValue("Almaz");
  await expect(correction.getByLabel("Email address")).toHaveValue("Almaz@Example.ET");
  await correction.getByLabel("Last name").fill("Tesfaye");
  await correction.getByLabel("Phone").fill("12");
  await correction.getByLabel("Email address").fill("almaz@");
  const [refused] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST"),
    correction.getByRole("button", { name: "Save correction" }).click(),
  ]);
  expect(refused.status()).toBe(422);
  // The summary on top links each problem to its field, which says it too; nothing typed is lost.
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("There are problems with 2 fields.");
  // The page opens on its problems, though it runs no script.
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole("link", { name: "Phone: Enter a phone number like 0911 23 45 67" }),
  ).toHaveAttribute("href", "#field-phone");
  await expect(
    summary.getByRole("link", { name: "Email address: Enter an email address in the correct" }),
  ).toHaveAttribute("href", "#field-email");
  await expect(correction.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
  await expect(correction.getByLabel("Last name")).toHaveValue("Tesfaye");
  await expect(correction.getByLabel("Phone")).toHaveValue("12");
  await expect(correction.getByLabel("Email address")).toHaveValue("almaz@");
  await expectAccessibleAtWidths(page, "lead-correction-refused");
  expect(server.query("SELECT name FROM enquiries WHERE reference = ?", references[2])).toEqual([
    { name: "Almaz" },
  ]);

  await correction.getByLabel("Phone").fill("0911 22 33 44");
  await correction.getByLabel("Email address").fill("almaz.tesfaye@example.et");
  await correction.getByRole("button", { name: "Save correction" }).click();
  await expect(correction.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Almaz Tesfaye");
  await expect(page.getByRole("link", { name: "almaz.tesfaye@example.et" })).toBeVisible();
  // The trail says what was corrected, by whom; the wrong address is nowhere on the page.
  await expect(
    page.getByRole("region", { name: "History" }).getByText("corrected (name, e-mail)"),
  ).toBeVisible();
  await expect(page.getByText("Almaz@Example.ET")).toHaveCount(0);
  // Still one person (the phone is the same); the request is listed on their page.
  await page.getByRole("link", { name: "All 3 leads of this person" }).click();
  await expect(
    page.getByRole("region", { name: "Requests handled" }).getByText(`Correction by ${email}`),
  ).toBeVisible();
  await expect(page.getByText("Almaz@Example.ET")).toHaveCount(0);
  expect(
    JSON.stringify(server.query("SELECT * FROM enquiries WHERE reference = ?", references[2])),
  ).not.toContain("Almaz@Example.ET");

  // The correction form speaks of the person, in staff's words, not to them.
  await page.goto(`${server.url}/staff/leads/${references[1]!}`);
  const named = page.getByRole("form", { name: "Correct the contact details" });
  await named.getByLabel("Name", { exact: true }).fill("");
  await named.getByRole("button", { name: "Save correction" }).click();
  await expect(
    page.getByRole("alert").getByRole("link", { name: "Name: Enter the name", exact: true }),
  ).toHaveAttribute("href", "#field-name");
});

/** The person's page with all three leads ticked as the person asking's. */
const allTicked = () => `${personPath}?${references.map((r) => `only=${r}`).join("&")}`;

test("restricting hides the person's leads from the inbox; lifting shows them again", async ({
  page,
}) => {
  await signIn(page, undefined, allTicked());
  await page.getByRole("button", { name: "Restrict processing" }).click();
  await expect(page.getByRole("status")).toHaveText("Processing of 3 leads is restricted.");
  await expect(page.getByRole("status")).toBeFocused();
  await expect(page.getByText("Restricted", { exact: true })).toHaveCount(3);

  // A restricted lead's page offers no processing, only erasure, and points to the person's page.
  const leadPath = `/staff/leads/${references[2]!}`;
  await page.goto(`${server.url}${leadPath}`);
  const restricted = page.getByRole("region", {
    name: "Processing of this person's data is restricted: lift the restriction on their page first.",
  });
  await expect(restricted.getByRole("link", { name: "Open the person's page" })).toHaveAttribute(
    "href",
    personPath,
  );
  for (const form of ["Change status", "Assigned to", "Internal note", "First name"]) {
    await expect(page.getByLabel(form)).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: "Delete this lead" })).toBeVisible();
  // Sent anyway (a page opened before the restriction): refused, nothing changed or e-mailed.
  const csrf = (await page.locator('input[name="csrf"]').first().getAttribute("value")) ?? "";
  const revision = server.query<{ revision: number }>(
    "SELECT revision FROM enquiries WHERE reference = ?",
    references[2],
  )[0]!.revision;
  const attempts: Record<string, string>[] = [
    { intent: "status", status: "contacted" },
    { intent: "assign", assignee: "1" },
    { intent: "note", note: "Called again" },
    { intent: "correct", firstName: "Almaz", phone: "0911 99 99 99" },
  ];
  for (const fields of attempts) {
    const answer = await page.request.post(`${server.url}${leadPath}`, {
      form: { csrf, revision: String(revision), ...fields },
      headers: { Origin: server.url, "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(answer.status(), fields.intent).toBe(409);
    const html = await answer.text();
    expect(html).toContain(
      "Processing of this person&#x27;s data is restricted: lift the restriction on their page first.",
    );
    expect(html).toContain(`href="${personPath}"`);
  }
  expect(
    server.query(
      "SELECT status, note, assignee_id, phone, revision FROM enquiries WHERE reference = ?",
      references[2],
    ),
  ).toEqual([{ status: "new", note: "", assignee_id: null, phone: "+251911223344", revision }]);

  await page.goto(`${server.url}/staff`);
  await expect(page.getByText("1 lead matches")).toBeVisible();
  await expect(page.getByText("1 new lead")).toBeVisible();
  for (const reference of references) await expect(page.getByText(reference)).toHaveCount(0);
  await searchInbox(page, "0911 22 33 44");
  await expect(page.getByText("No leads match these filters.")).toBeVisible();

  await page.goto(`${server.url}${allTicked()}`);
  await page.getByRole("button", { name: "Lift restriction" }).click();
  await expect(page.getByRole("status")).toHaveText("The restriction of 3 leads is lifted.");
  await expect(page.getByText("Restricted", { exact: true })).toHaveCount(0);
  await searchInbox(page, "0911 22 33 44");
  await expect(page.getByText("3 leads match")).toBeVisible();
});

test("erasing removes all three leads; the inbox no longer finds them", async ({ page }) => {
  await signIn(page, undefined, allTicked());
  const erase = page.getByRole("form", { name: "Erase this person" });
  // Without the confirmation the browser does not send the form.
  await erase.getByRole("button", { name: "Erase the 3 ticked leads" }).click();
  await expect(page.getByRole("link", { name: references[0]!, exact: true })).toBeVisible();
  await erase.getByLabel("Yes, delete the ticked leads and their personal data").check();
  await erase.getByRole("button", { name: "Erase the 3 ticked leads" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "This person's leads were erased (3 leads). Only the record of the requests remains.",
  );
  await expect(page.getByText("Almaz")).toHaveCount(0);

  await searchInbox(page, "Almaz");
  await expect(page.getByText("No leads match these filters.")).toBeVisible();
  await page.goto(`${server.url}/staff`);
  await expect(page.getByText("1 lead matches")).toBeVisible();
  const stored = server.query<{ n: number }>(
    `SELECT count(*) AS n FROM enquiries WHERE reference IN (?, ?, ?)`,
    ...references,
  );
  expect(stored[0]?.n).toBe(0);
  const dump = JSON.stringify(
    ["enquiry_events", "privacy_requests", "access_log"].map((table) =>
      server.query(`SELECT * FROM ${table}`),
    ),
  );
  for (const secret of ["Almaz", "911223344", "example.et", "onions", "Call after"]) {
    expect(dump.toLowerCase()).not.toContain(secret.toLowerCase());
  }
});

test("the access log lists the views, exports and erasure, newest first, by date, to administrators only", async ({
  page,
}) => {
  // Sales staff may not read it.
  const salesCookie = await signInOverHttp(server, email, password);
  const refused = await fetch(`${server.url}/staff/access-log`, {
    headers: { Cookie: salesCookie },
    redirect: "manual",
  });
  expect(refused.status).toBe(403);

  await signIn(page, admin);
  await page.getByRole("link", { name: "Access log" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access log of personal data");
  // A page of the header's menu, as Leads is: no way "back" to the leads it did not come from.
  await expect(page.getByRole("link", { name: "All leads" })).toHaveCount(0);
  const entries = page.getByRole("main").getByRole("listitem");
  // Signing in lands on the leads list: the administrator's own view of it is the newest entry.
  await expect(entries.first()).toContainText("Viewed the leads list");
  await expect(entries.first()).toContainText(admin.email);
  await expect(entries.first()).toContainText("No filters");
  // It names the leads the list showed: the one left after the erasure.
  await expect(entries.first()).toContainText(other);
  await expect(entries.filter({ hasText: "Erased a person" })).toContainText(email);
  // A search is known by the leads it found, never by what was typed (see the erasure above).
  const search = entries.filter({ hasText: "Searched the leads" });
  await expect(search.filter({ hasText: references[1]! }).first()).toContainText(email);
  for (const action of ["Viewed a lead", "Viewed a person", "Exported a person's data"]) {
    await expect(entries.filter({ hasText: action }).first()).toBeVisible();
  }
  await expect(entries.filter({ hasText: "Exported a person's data" })).toHaveCount(3);
  await expect(entries.filter({ hasText: references[1]! }).first()).toBeVisible();

  // Today in Addis Ababa has them all; a day long past has none.
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  await page.getByLabel("From").fill(today);
  await page.getByLabel("To").fill(today);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(entries.filter({ hasText: "Erased a person" })).toHaveCount(1);

  await expectAccessibleAtWidths(page, page.url());
  await shot(page, "people-access-log", true);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export these entries (CSV)" }).click();
  const csv = readFileSync(await (await download).path(), "utf8");
  expect(csv).toContain("Erased a person");
  expect(csv.toLowerCase()).not.toContain("almaz");

  // Who saw a lead: its reference as typed, and one staff member. Their views of the leads list
  // named it, and the export of those entries has them only.
  await page.goto(`${server.url}/staff/access-log`);
  await page.getByLabel("Lead reference").fill(references[1]!.toLowerCase());
  await page.getByLabel("Staff member").selectOption(email);
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/reference=ts-\d{4}-\d{4}&actor=/);
  await expect(page.getByLabel("Lead reference")).toHaveValue(references[1]!);
  await expect(entries.filter({ hasText: "Viewed the leads list" }).first()).toContainText(
    references[1]!,
  );
  for (const entry of await entries.all()) {
    await expect(entry).toContainText(references[1]!);
    await expect(entry).toContainText(email);
  }
  await expect(entries.filter({ hasText: admin.email })).toHaveCount(0);
  const filtered = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export these entries (CSV)" }).click();
  const lines = readFileSync(await (await filtered).path(), "utf8")
    .trim()
    .split("\r\n");
  expect(lines.length).toBe((await entries.count()) + 1);
  expect(lines.some((line) => line.includes("Viewed the leads list"))).toBe(true);
  for (const line of lines.slice(1)) {
    expect(line).toContain(references[1]!);
    expect(line).toContain(email);
  }

  await page.goto(`${server.url}/staff/access-log?from=2020-01-01&to=2020-01-31`);
  await expect(page.getByText("No entries match these filters.")).toBeVisible();
});

test("the person's page, its export and the access log refuse requests without a session", async () => {
  for (const path of [personPath, "/staff/access-log", "/staff/access-log.csv"]) {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location"), path).toMatch(/^\/staff\/sign-in\?next=/);
  }
  const forged = await post(server, `${personPath}/export`, "format=json");
  expect(forged.status).toBe(302);
  expect(await forged.text()).not.toContain("reference");
  // Signed in but without the page's CSRF token: refused, and nothing is recorded.
  const cookie = await signInOverHttp(server, email, password);
  const requestsBefore = server.query("SELECT * FROM privacy_requests").length;
  for (const [path, body] of [
    [`${personPath}/export`, "format=json"],
    [personPath, "intent=restrict"],
  ] as const) {
    const response = await post(server, path, body, { Cookie: cookie });
    expect(response.status, path).toBe(403);
  }
  expect(server.query("SELECT * FROM privacy_requests")).toHaveLength(requestsBefore);
});
