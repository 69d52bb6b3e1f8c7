/**
 * The inbox keeps the site's 24-hour promise: leads past it are marked and listed first, every
 * time reads in East Africa Time, the first response is recorded, the morning digest lists what
 * waits, and a lead assigned to a colleague reaches them. A real server and database;
 * the leads' arrival times are written into the database, so no test waits for a day to pass.
 */
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expectAccessibleAtWidths, shot } from "./accessibility";
import { signInToInbox } from "./content-harness";
import { spawnSync } from "node:child_process";
import {
  addStaffAccounts,
  enquiryBody,
  post,
  startServer,
  startSmtp,
  type TestServer,
} from "./server-harness";

test.describe.configure({ mode: "serial" });

const email = "selam@tsehaysolar.example";
const password = "a long staff password";
const hour = 3_600_000;
const colleague = { email: "dawit@tsehaysolar.example", password: "dawit's long password" };
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const smtpEnv = () => ({
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  LEADS_EMAIL_TO: "leads@tsehaysolar.example",
  LEADS_EMAIL_FROM: "website@tsehaysolar.example",
  PUBLIC_URL: "https://www.tsehaysolar.example",
});
const references: Record<"friday" | "yesterday" | "fresh", string> = {
  friday: "",
  yesterday: "",
  fresh: "",
};

async function send(name: string): Promise<string> {
  const response = await post(
    server,
    "/api/enquiries",
    enquiryBody({ kind: "callback", name, phone: "0911445566" }),
  );
  return ((await response.json()) as { reference: string }).reference;
}

/** Moves a lead's arrival back in time, as if it had come in then. */
function arrivedAt(reference: string, instant: Date) {
  const db = new Database(server.dbPath);
  try {
    db.prepare("UPDATE enquiries SET created_at = ?, updated_at = ? WHERE reference = ?").run(
      instant.toISOString(),
      instant.toISOString(),
      reference,
    );
  } finally {
    db.close();
  }
}

/**
 * Disables or enables an account in the database, as `npm run staff -- disable` does (a disabled
 * account's sessions no longer sign in): without a process of its own to start.
 */
function setDisabled(account: string, disabled: boolean) {
  const db = new Database(server.dbPath);
  try {
    db.prepare("UPDATE staff SET disabled = ? WHERE email = ?").run(disabled ? 1 : 0, account);
  } finally {
    db.close();
  }
}

/**
 * Signs the page in: through the form the first time, then with its cookie; on `path` when given
 * (the caller checks that page), else on the leads list.
 */
function signIn(page: Page, account = { email, password }, path?: string) {
  return signInToInbox(page, server, account, { path });
}

test.beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ MIN_FILL_MS: "0", RATE_LIMITS: "false", ...smtpEnv() });
  addStaffAccounts(server.dbPath, [{ email, password }, colleague]);
  references.friday = await send("Friday Farmer");
  references.yesterday = await send("Yesterday Farmer");
  references.fresh = await send("Fresh Farmer");
  // Friday 20 November 2026, 22:30 UTC: already Saturday, 01:30, in Addis Ababa.
  arrivedAt(references.friday, new Date("2026-11-20T22:30:00Z"));
  arrivedAt(references.yesterday, new Date(Date.now() - 30 * hour));
  arrivedAt(references.fresh, new Date(Date.now() - 2 * hour));
});
test.afterAll(async () => {
  await server.stop();
  await smtp.close();
});

test("leads past the 24-hour promise are marked and listed first, in Addis Ababa time; a lead shows its Ethiopian date, and answering it records the first response and ends the overdue mark", async ({
  page,
}) => {
  // Two tests' work, merged to share their signed-in page: each checks its page at two widths.
  test.setTimeout(60_000);
  await signIn(page);
  // The count leads to the new leads, the overdue first.
  await page.getByRole("link", { name: "2 leads wait over 24 hours" }).click();
  await expect(page).toHaveURL(/\/staff\?status=new$/);
  const rows = page.getByRole("main").getByRole("listitem");
  // Longest waiting first, then the lead still within the promise.
  await expect(rows.nth(0)).toContainText(references.friday);
  await expect(rows.nth(0)).toContainText("Sat 21 Nov 2026, 01:30 EAT");
  await expect(rows.nth(0)).toContainText(/Overdue: waiting \d+ d( \d+ h)?/);
  await expect(rows.nth(1)).toContainText(references.yesterday);
  await expect(rows.nth(1)).toContainText(/Overdue: waiting 30 h( \d+ min)?/);
  await expect(rows.nth(2)).toContainText(references.fresh);
  await expect(rows.nth(2)).toContainText(/Waiting 2 h( \d+ min)?/);
  await expect(rows.nth(2)).not.toContainText("Overdue");
  await expect(page.getByText(" UTC")).toHaveCount(0);

  await expectAccessibleAtWidths(page, page.url());

  // The list just checked leads to the lead.
  await page.getByRole("link", { name: new RegExp(references.friday) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Friday Farmer");
  // The tab names the lead by its reference, not the person (titles go into the browser's history).
  await expect(page).toHaveTitle(`Lead ${references.friday} | Tsehay Solar`);
  // 21 November 2026 is ኅዳር 12, 2019 in the Ethiopian calendar.
  await expect(page.getByText("ኅዳር 12 ቀን 2019 ዓ.ም.")).toBeVisible();
  await expect(page.getByText("None yet: the lead is New")).toBeVisible();
  await expect(page.getByText(/^Sent under the notice of \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expectAccessibleAtWidths(page, "lead page");

  await page.getByLabel("Change status").selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByText(/EAT, \d+ d( \d+ h)? after it arrived$/)).toBeVisible();
  expect(
    server.query<{ first_response_at: string | null }>(
      "SELECT first_response_at FROM enquiries WHERE reference = ?",
      references.friday,
    )[0]?.first_response_at,
  ).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page.getByText("1 lead waits over 24 hours")).toBeVisible();
  await expect(page).toHaveTitle("Leads | Tsehay Solar");
  await expect(page.getByRole("main").getByRole("listitem").nth(0)).toContainText(
    references.yesterday,
  );
});

test("the morning digest lists the overdue and new leads by reference and kind, without names or numbers", async () => {
  const queued = spawnSync(process.execPath, ["scripts/staff.mjs", "digest"], {
    env: { ...process.env, DATABASE_PATH: server.dbPath, ...smtpEnv() },
    encoding: "utf8",
  });
  expect(queued.stdout + queued.stderr).toContain("The digest is queued for email");
  // The running server's outbox sends it.
  await expect
    .poll(() => smtp.mails.filter((mail) => /Subject: Leads on /.test(mail.raw)).length)
    .toBe(1);
  const digest = smtp.mails.find((mail) => /Subject: Leads on /.test(mail.raw))!;
  expect(digest.to).toEqual(["leads@tsehaysolar.example"]);
  expect(digest.raw).toMatch(/Subject: Leads on \w{3} \d{1,2} \w{3} \d{4}: 1 overdue, 1 new/);
  expect(digest.raw).toContain(`- ${references.yesterday} · Call-back request · waiting 30 h`);
  expect(digest.raw).toContain(`- ${references.fresh} · Call-back request · waiting 2 h`);
  // The Friday lead was answered by the test before.
  expect(digest.raw).not.toContain(references.friday);
  for (const personal of ["Farmer", "0911", "+251", "445566"]) {
    expect(digest.raw).not.toContain(personal);
  }
  expect(digest.raw).toContain("https://www.tsehaysolar.example/staff");
});

test("a lead assigned to a colleague reaches them by e-mail and in their own list", async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await signIn(page);
  await page.getByRole("link", { name: new RegExp(references.yesterday) }).click();
  await page.getByLabel("Assigned to").selectOption({ label: colleague.email });
  await page.getByRole("button", { name: "Save assignment" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByText(`${email}: assigned (${colleague.email})`)).toBeVisible();
  await page.context().close();

  await expect
    .poll(() => smtp.mails.filter((mail) => mail.to.includes(colleague.email)).length)
    .toBe(1);
  const mail = smtp.mails.find((entry) => entry.to.includes(colleague.email))!;
  expect(mail.raw).toContain(`Subject: Lead ${references.yesterday} is assigned to you`);
  expect(mail.raw).toContain(`https://www.tsehaysolar.example/staff/leads/${references.yesterday}`);
  expect(mail.raw).not.toContain("Yesterday Farmer");

  const theirs = await (await browser.newContext()).newPage();
  await signIn(theirs, colleague);
  await theirs.getByRole("link", { name: "My leads" }).click();
  await expect(theirs.getByRole("link", { name: "My leads" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(theirs.getByText("1 lead matches")).toBeVisible();
  // The page is named for what it lists; its count of new leads says it is the whole inbox's.
  await expect(theirs.getByRole("heading", { level: 1 })).toContainText("My leads");
  await expect(theirs.getByRole("heading", { level: 1 })).toContainText(/new leads? in the inbox/);
  await expect(theirs).toHaveTitle("My leads | Tsehay Solar");
  await expect(theirs.getByRole("main").getByRole("listitem")).toHaveCount(1);
  await expect(theirs.getByRole("main").getByRole("listitem")).toContainText(
    `Assigned to ${colleague.email}`,
  );
  await theirs.context().close();

  // Dawit's account is disabled: his lead still shows him, chosen and marked, and says it needs
  // a new owner (it read "Nobody", and saving it so unassigned it).
  setDisabled(colleague.email, true);
  const lead = await (await browser.newContext()).newPage();
  await signIn(lead, undefined, `/staff/leads/${references.yesterday}`);
  const chosen = lead.getByLabel("Assigned to").locator("option:checked");
  await expect(chosen).toHaveText(`${colleague.email} (disabled)`);
  await expect(
    lead.getByText(
      `This lead is assigned to ${colleague.email}, whose account is disabled: it needs a new owner.`,
    ),
  ).toBeVisible();
  // Saved as it stands, the lead stays his.
  await lead.getByRole("button", { name: "Save assignment" }).click();
  await expect(lead.locator("#assignment").getByRole("status")).toHaveText("Saved.");
  await expect(chosen).toHaveText(`${colleague.email} (disabled)`);
  // The inbox's "Assigned to" filter still offers him, marked, and finds his lead.
  await lead.goto(`${server.url}/staff`);
  const his = await lead
    .locator("select[name=assignee] option", { hasText: `${colleague.email} (disabled)` })
    .getAttribute("value");
  await lead.goto(`${server.url}/staff?assignee=${his}`);
  await expect(lead.getByText("1 lead matches")).toBeVisible();
  // The list says so too: nobody works a lead whose owner is marked.
  await expect(lead.getByRole("main").getByRole("listitem")).toContainText(
    `Assigned to ${colleague.email} (disabled)`,
  );
  await lead.context().close();
  setDisabled(colleague.email, false);
});

test("the dashboard's figures are those of the stored leads, as charts and tables", async ({
  page,
}) => {
  // A page address is whatever the browser sent: one that is not a path of the site (hostile
  // text here) is not kept, and the dashboard counts its lead under "(unknown)".
  const hostilePage = '/<img src=x onerror="document.title=1">';
  await post(
    server,
    "/api/enquiries",
    enquiryBody({ kind: "callback", name: "Hostile", phone: "0911445566", page: hostilePage }),
  );
  await signIn(page);
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  // From 1 November 2026 to today in Addis Ababa: the Friday lead's week and this one.
  const today = new Date(Date.now() + 3 * hour).toISOString().slice(0, 10);
  await page.getByLabel("From", { exact: true }).fill("2026-11-01");
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`from=2026-11-01&to=${today}`));
  const stored = server.query<{ page: string | null; n: number }>(
    "SELECT page, count(*) AS n FROM enquiries GROUP BY page ORDER BY n DESC",
  );
  const total = stored.reduce((sum, row) => sum + row.n, 0);
  await expect(page.getByRole("status")).toHaveText(new RegExp(`^${total} leads from 1 Nov 2026`));

  const weekly = page.getByRole("table", { name: /Leads per week/ });
  await expect(
    weekly
      .getByRole("row", { name: /^16 Nov/ })
      .getByRole("cell")
      .last(),
  ).toHaveText("1");
  // The chart is drawn for the eye; a screen reader hears its caption once, and the table it names
  // (its scrolling box, then the table itself), not again as a picture, a figure and a caption.
  const weeklySection = page.getByRole("region", { name: "Leads per week", exact: true });
  // A column a week, each as tall as its total: a week of one lead (16 Nov's) has its total over
  // it, in text as large as the page's small print on a phone as on a desktop.
  const columns = weeklySection.locator("[data-week]");
  await expect(columns).toHaveCount((await weekly.getByRole("row").count()) - 1);
  const ofOne = columns.filter({ has: page.getByText("1", { exact: true }) }).first();
  await expect(ofOne.locator("div > div")).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Drawn at least 12 px tall on screen (a drawing scaled to a phone's width made it 7 px).
    const drawn = await ofOne.getByText("1", { exact: true }).boundingBox();
    expect(drawn!.height, `${width} px`).toBeGreaterThanOrEqual(12);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("img", { name: /Leads per week/ })).toHaveCount(0);
  const heard = await weeklySection.ariaSnapshot();
  expect(heard.match(/Leads per week, by kind/g)).toHaveLength(3);
  expect(heard).toMatch(
    /paragraph: Leads per week, by kind[^\n]*\n\s*- region "Leads per week, by kind/,
  );
  // The same weeks by page: the Friday lead's week adds up to its one lead.
  const byPage = page.getByRole("table", { name: /by the page the leads came from/ });
  const cells = await byPage
    .getByRole("row", { name: /^16 Nov/ })
    .getByRole("cell")
    .allTextContents();
  expect(cells.reduce((sum, cell) => sum + Number(cell), 0)).toBe(1);

  const funnel = page.getByRole("table", { name: /How many leads reached each stage/ });
  await expect(funnel.getByRole("row", { name: /^Received/ }).getByRole("cell")).toHaveText(
    String(total),
  );
  await expect(funnel.getByRole("row", { name: /^Contacted/ }).getByRole("cell")).toHaveText(
    `1 (${Math.round(100 / total)}%)`,
  );
  const pages = page.getByRole("table", { name: /by the page their form was on/ });
  for (const row of stored) {
    const header = page.getByRole("rowheader", { name: row.page ?? "(unknown)", exact: true });
    await expect(pages.getByRole("row").filter({ has: header }).getByRole("cell")).toHaveText(
      String(row.n),
    );
  }
  expect(stored.map((row) => row.page)).not.toContain(hostilePage);
  expect(stored.map((row) => row.page)).toContain(null);
  await expect(page.locator("img[src=x]")).toHaveCount(0);
  // Answered: the Friday lead, days late; the lead of yesterday is past the promise unanswered.
  await expect(page.getByText("Answered within 24 hours").locator("..")).toContainText(
    "0 of 2 (0%)",
  );
  await expect(page.getByText("Median time to the first response").locator("..")).toContainText(
    /\d+ d( \d+ h)?/,
  );
  await expectAccessibleAtWidths(page, page.url());

  await page.goto(`${server.url}/staff/dashboard?from=2020-01-01&to=2020-01-31`);
  await expect(page.getByText("No leads in this period.")).toBeVisible();
  // More than two years asked for: two years shown, and the page says so.
  await page.goto(`${server.url}/staff/dashboard?from=2020-01-01&to=2026-11-29`);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    /from 28 Nov 2024 to 29 Nov 2026\. The dashboard covers at most two years, so it starts there, not on 1 Jan 2020\.$/,
  );
});

test("on a phone the inbox folds its filters, and each save on a lead comes back to its own part", async ({
  browser,
}) => {
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
  ).newPage();
  await signIn(page);
  // No filter chosen: only the search shows; the first lead is on the first screen.
  const filters = page.locator("summary");
  await expect(filters).toHaveText(/^\W*Filters$/);
  await expect(page.getByLabel("Search")).toBeVisible();
  await expect(page.getByLabel("Status")).toBeHidden();
  await expect(page.getByRole("main").getByRole("listitem").first()).toBeInViewport();
  await filters.click();
  await page.getByLabel("Status").selectOption("new");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/status=new/);
  // A filter chosen: the disclosure stays open and says how many.
  await expect(filters).toHaveText(/Filters \(1 chosen\)$/);
  await expect(page.getByLabel("Status")).toHaveValue("new");
  // Open on a 390 px phone, the filters fit its width: the two dates, too wide side by side
  // there, one under the other, never one over the other.
  const from = (await page.getByLabel("From").boundingBox())!;
  const to = (await page.getByLabel("To", { exact: true }).boundingBox())!;
  expect(to.y).toBeGreaterThanOrEqual(from.y + from.height);
  expect(to.x + to.width).toBeLessThanOrEqual(390);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
    "the inbox scrolls sideways",
  ).toBeLessThanOrEqual(0);
  await shot(page, "inbox-filters-open-390", true);
  // Up to a small tablet each lead is a card: its name has the card's width, never the sliver
  // a table's fixed columns would leave it (one letter a line at 640 px).
  for (const width of [640, 768]) {
    await page.setViewportSize({ width, height: 844 });
    const name = page.getByRole("main").getByRole("listitem").first().locator("a > span").nth(1);
    expect((await name.boundingBox())?.width, `${width} px`).toBeGreaterThan(width / 2);
  }
  // On a desktop the dates have a row of their own, side by side.
  await page.setViewportSize({ width: 1280, height: 844 });
  const [wideFrom, wideTo] = [
    (await page.getByLabel("From").boundingBox())!,
    (await page.getByLabel("To", { exact: true }).boundingBox())!,
  ];
  expect(wideTo.y).toBe(wideFrom.y);
  expect(wideTo.x).toBeGreaterThanOrEqual(wideFrom.x + wideFrom.width);
  await shot(page, "inbox-filters-open-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.url}/staff?from=2026-13-45`);
  await expect(page.getByText("“2026-13-45” is not a date.", { exact: false })).toBeVisible();

  // A lead of its own: the dashboard's figures above are those of the others as they were.
  const reference = await send("Phone Farmer");
  await page.goto(`${server.url}/staff/leads/${reference}`);
  // The forms come after all the details: a link near the top leads down to them.
  await expect(page.getByLabel("Change status")).not.toBeInViewport();
  await page.getByRole("link", { name: "Status, assignment and note" }).click();
  await expect(page.getByLabel("Change status")).toBeInViewport();
  // This server sends e-mail: the colleague is told so.
  await expect(page.getByText("They get an e-mail with the reference and a link.")).toBeVisible();

  const saves = [
    { form: "status", fill: () => page.getByLabel("Change status").selectOption("quoted") },
    {
      form: "assignment",
      fill: () => page.getByLabel("Assigned to").selectOption({ label: colleague.email }),
    },
    { form: "note", fill: () => page.getByLabel("Internal note").fill("Called; send the quote") },
  ];
  for (const { form, fill } of saves) {
    await fill();
    await page.locator(`#${form}`).getByRole("button").click();
    await expect(page).toHaveURL(new RegExp(`/staff/leads/${reference}\\?saved=${form}#${form}$`));
    // One "Saved.", beside the button just pressed, in view.
    await expect(page.getByRole("status")).toHaveCount(1);
    await expect(page.locator(`#${form}`).getByRole("status")).toHaveText("Saved.");
    await expect(page.getByRole("status")).toBeInViewport();
  }
  expect(server.query("SELECT status, note FROM enquiries WHERE reference = ?", reference)).toEqual(
    [{ status: "quoted", note: "Called; send the quote" }],
  );
  // The three parts are one form: a note typed, then another part's button pressed, is saved
  // with it, not lost.
  await page.getByLabel("Internal note").fill("Called; quote sent");
  await page.getByLabel("Change status").selectOption("won");
  await page.locator("#status").getByRole("button").click();
  await expect(page.locator("#status").getByRole("status")).toHaveText("Saved.");
  expect(server.query("SELECT status, note FROM enquiries WHERE reference = ?", reference)).toEqual(
    [{ status: "won", note: "Called; quote sent" }],
  );
  await page.getByLabel("Internal note").fill("Called; send the quote");
  await page.locator("#note").getByRole("button").click();
  await expect(page.locator("#note").getByRole("status")).toHaveText("Saved.");
  // A note over its length (pasted in, say) is refused whole, never cut short: the server says
  // so and gives back all of it, and the stored note is unchanged.
  const long = `Called twice. ${"Pump details. ".repeat(400)}`;
  expect(long.length).toBeGreaterThan(5000);
  await page.getByLabel("Internal note").fill("");
  // As a paste puts it in: a box with a length limit of its own would cut it there, silently.
  await page.keyboard.insertText(long);
  await expect(page.getByLabel("Internal note")).toHaveValue(long);
  await page.locator("#note").getByRole("button").click();
  await expect(page.getByText("The note must be 5,000 characters or fewer.").first()).toBeVisible();
  await expect(page.getByLabel("Internal note")).toHaveValue(long);
  expect(server.query("SELECT note FROM enquiries WHERE reference = ?", reference)).toEqual([
    { note: "Called; send the quote" },
  ]);

  // Side by side on a wide screen: no link down.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("link", { name: "Status, assignment and note" })).toBeHidden();
  await page.context().close();
});
