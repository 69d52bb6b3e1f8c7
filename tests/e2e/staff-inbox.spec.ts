/**
 * The inbox keeps the site's 24-hour promise: leads past it are marked and listed first, every
 * time reads in East Africa Time, and the first response is recorded. A real server and database;
 * the leads' arrival times are written into the database, so no test waits for a day to pass.
 */
import { expect, test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { accessibilityFindings } from "./accessibility";
import { addStaffAccount, enquiryBody, post, startServer, type TestServer } from "./server-harness";

test.describe.configure({ mode: "serial" });

const email = "selam@tsehaysolar.example";
const password = "a long staff password";
const hour = 3_600_000;
let server: TestServer;
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

async function signIn(page: Page) {
  await page.goto(`${server.url}/staff`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Leads");
}

test.beforeAll(async () => {
  server = await startServer({ MIN_FILL_MS: "0", RATE_LIMITS: "false" });
  addStaffAccount(server.dbPath, email, password);
  references.friday = await send("Friday Farmer");
  references.yesterday = await send("Yesterday Farmer");
  references.fresh = await send("Fresh Farmer");
  // Friday 20 November 2026, 22:30 UTC: already Saturday, 01:30, in Addis Ababa.
  arrivedAt(references.friday, new Date("2026-11-20T22:30:00Z"));
  arrivedAt(references.yesterday, new Date(Date.now() - 30 * hour));
  arrivedAt(references.fresh, new Date(Date.now() - 2 * hour));
});
test.afterAll(async () => server.stop());

test("leads past the 24-hour promise are marked and listed first, in Addis Ababa time", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByText("2 leads wait over 24 hours")).toBeVisible();
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

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await accessibilityFindings(page), `${width} px`).toEqual([]);
  }
});

test("a lead shows its Ethiopian date; answering it records the first response and ends the overdue mark", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("link", { name: new RegExp(references.friday) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Friday Farmer");
  // 21 November 2026 is ኅዳር 12, 2019 in the Ethiopian calendar.
  await expect(page.getByText("ኅዳር 12 ቀን 2019 ዓ.ም.")).toBeVisible();
  await expect(page.getByText("None yet: the lead is New")).toBeVisible();
  await expect(page.getByText(/^Sent under the notice of \d{4}-\d{2}-\d{2}$/)).toBeVisible();

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
  await expect(page.getByRole("main").getByRole("listitem").nth(0)).toContainText(
    references.yesterday,
  );
});
