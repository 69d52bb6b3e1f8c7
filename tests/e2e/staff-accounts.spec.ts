/**
 * Roles, invitations and two-factor sign-in, as staff use them in a browser, against a real
 * server and database. Authenticator codes are worked out by the test from the secret the page
 * shows, as a phone's app would.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expectAccessibleAtWidths, shot } from "./accessibility";
import { textOutsideItsBox } from "./layout";
import { spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { addStaffAccounts, startServer, type TestServer } from "./server-harness";

test.describe.configure({ mode: "serial" });

const admin = { email: "admin@tsehaysolar.example", password: "the administrator's password" };
const sales = { email: "hana@tsehaysolar.example", password: "hana's own long password" };
let server: TestServer;
let secret = "";
let recoveryCodes: string[] = [];
let invitationPath = "";

/** The code the authenticator app shows, `ahead` periods of 30 s from now. */
function appCode(ahead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto(`${server.url}/staff/sign-in`);
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A page in a browser context of its own. JavaScript is on where the page is checked for
 * accessibility (the checkers run as scripts in it); the staff pages themselves send none.
 */
async function newPage(
  browser: Browser,
  options: { javaScriptEnabled?: boolean; storageState?: StorageState } = {},
): Promise<Page> {
  return (await browser.newContext(options)).newPage();
}

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
/** The administrator's signed-in cookies, kept from a sign-in with a code for the tests after it. */
let adminSession: StorageState | undefined;
/** The salesperson's cookies, from the invitation that made the account. */
let salesSession: StorageState | undefined;
/** An editor, made with the administrator: the roles' lists line up whatever the address. */
const editor = "a.rather.long.address.for.an.editor@tsehaysolar.example";

/** The security page's refusal, as the error summary on top links it to its field. */
function refusal(page: Page, problem: string | RegExp) {
  return page
    .getByRole("alert")
    .filter({ hasText: "There is a problem" })
    .getByRole("link", { name: problem });
}

test.beforeAll(async () => {
  server = await startServer({ MIN_FILL_MS: "0" });
  addStaffAccounts(server.dbPath, [
    { ...admin, role: "administrator" },
    { email: editor, password: "the editor's long password", role: "editor" },
  ]);
});
test.afterAll(async () => server.stop());

test("an administrator must set up two-factor sign-in first, and gets ten recovery codes", async ({
  page,
  browser,
}) => {
  // A second sign-in with the password alone, elsewhere: it too opens only the set-up.
  const elsewhere = await newPage(browser);
  await signIn(elsewhere, admin);
  await expect(elsewhere).toHaveURL(/\/staff\/security\?required$/);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/staff\/security\?required$/);
  await expect(page.getByRole("alert")).toContainText("Please turn it on to continue");
  // Every other page of /staff waits until it is on.
  await page.goto(`${server.url}/staff/accounts`);
  await expect(page).toHaveURL(/\/staff\/security\?required$/);

  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  secret = ((await page.locator("code").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessibleAtWidths(page, page.url());

  // The right code with a wrong password: refused, counted against sign-in's limit like the
  // other changes of the second factor.
  const yourPassword = page.getByLabel("Your password", { exact: true });
  await page.getByLabel("Code").fill(appCode());
  await yourPassword.fill("not the administrator's password");
  const [wrong] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST"),
    page.getByRole("button", { name: "Turn on two-factor sign-in" }).click(),
  ]);
  expect(wrong.status()).toBe(422);
  await expect(
    refusal(page, "Your password: That password is wrong. Nothing was changed."),
  ).toHaveAttribute("href", "#field-two-factor-password");
  await expect(yourPassword).toHaveAttribute("aria-invalid", "true");
  // Counted under the keyed hash of the account's address (the database's own key).
  const { key } = server.query<{ key: Buffer }>("SELECT key FROM sign_in_key")[0]!;
  const account = createHmac("sha256", key).update(admin.email).digest("base64url");
  expect(server.query("SELECT 1 FROM sign_in_failures WHERE account = ?", account)).toHaveLength(1);
  expect(
    server.query("SELECT 1 FROM staff WHERE email = ? AND totp_secret IS NOT NULL", admin.email),
  ).toHaveLength(0);

  await page.getByLabel("Code").fill("000000" === appCode() ? "111111" : "000000");
  await yourPassword.fill(admin.password);
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  // The summary on top says the form was refused and links to the field, which says it too.
  await expect(refusal(page, "Code: That code is wrong or too old.")).toHaveAttribute(
    "href",
    "#field-code",
  );
  await expect(page.getByLabel("Code")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Code").fill(appCode());
  await yourPassword.fill(admin.password);
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const codes = page.getByRole("region", { name: "Your recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allTextContents();
  await expect(page.getByText(/^On\. You sign in with your password and a code/)).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("1 other session was signed out.");
  await expect(page.getByRole("status")).toBeFocused();
  // Saved as a file by a link, as no script runs here: the file holds the ten codes.
  const save = page.getByRole("link", { name: "Save the codes as a text file" });
  await expect(save).toHaveAttribute("download", "recovery-codes.txt");
  const [file] = await Promise.all([page.waitForEvent("download"), save.click()]);
  expect(file.suggestedFilename()).toBe("recovery-codes.txt");
  const saved = readFileSync(await file.path(), "utf8").split("\n");
  expect(saved[0]).toMatch(/^Tsehay Solar staff area: recovery codes\./);
  expect(saved.slice(2, 12)).toEqual(recoveryCodes);
  await page.getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff accounts");

  // The session that gave no second factor did not become an administrator's: it is signed out.
  await elsewhere.goto(`${server.url}/staff/accounts`);
  await expect(elsewhere).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Faccounts$/);
  await elsewhere.context().close();
});

test("sign-in asks for the code; a code or a recovery code works once", async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/staff\/sign-in\/code\?next=/);
  // The password alone opens nothing else.
  await page.goto(`${server.url}/staff/accounts`);
  await expect(page).toHaveURL(/\/staff\/sign-in\/code\?next=%2Fstaff%2Faccounts$/);
  await expectAccessibleAtWidths(page, page.url());

  // The next period's code: later than the one that turned two-factor on.
  const code = appCode(1);
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff accounts");
  await page.getByRole("button", { name: "Sign out" }).click();

  await signIn(page, admin);
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText(/has been used already/);

  const recovery = recoveryCodes[0]!;
  await page.getByLabel("Code").fill(recovery);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Leads");
  await page.getByRole("button", { name: "Sign out" }).click();

  await signIn(page, admin);
  await page.getByLabel("Code").fill(recovery);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText(/has been used already/);
  const log = server.query<{ action: string }>(
    "SELECT action FROM security_events WHERE actor = ? ORDER BY id",
    admin.email,
  );
  expect(log.map((entry) => entry.action)).toEqual(
    expect.arrayContaining(["two-factor on", "signed in", "reused code", "wrong code"]),
  );
  await page.context().close();
});

test("an administrator invites a salesperson; the link works once", async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, admin);
  await page.getByLabel("Code").fill(recoveryCodes[1]!);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Leads");
  adminSession = await page.context().storageState();
  await page.goto(`${server.url}/staff/accounts`);
  // An address with an account already: the page says what an administrator can do instead.
  await page.getByLabel("E-mail address").fill(admin.email);
  await page.getByLabel("Role", { exact: true }).selectOption("administrator");
  await page.getByRole("button", { name: "Make the invitation link" }).click();
  const exists = `An account for ${admin.email} exists already. To give it a new password, an administrator runs "npm run staff -- reset ${admin.email}" on the server.`;
  // Said on top, named and linked to its field, and focused: on a phone the form is far below.
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary.getByRole("link", { name: `E-mail address: ${exists}` })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page.getByLabel("E-mail address")).toHaveValue(admin.email);
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
  // The role chosen stays chosen: fixing the address alone must not invite with another role.
  await expect(page.getByLabel("Role", { exact: true })).toHaveValue("administrator");
  await page.getByLabel("E-mail address").fill(sales.email);
  await page.getByLabel("Role", { exact: true }).selectOption("sales");
  await page.getByRole("button", { name: "Make the invitation link" }).click();
  const link = (await page.getByText(/\/staff\/invite\//).textContent()) ?? "";
  invitationPath = new URL(link.trim()).pathname;
  await expect(page.getByText(`${sales.email} · Sales · Invited by ${admin.email}`)).toBeVisible();
  await expectAccessibleAtWidths(page, page.url());
  await page.context().close();

  const invited = await newPage(browser);
  await invited.goto(`${server.url}${invitationPath}`);
  await expect(
    invited.getByText(`You are invited as sales, with the address ${sales.email}`),
  ).toBeVisible();
  await expectAccessibleAtWidths(invited, invited.url());
  await invited.getByLabel("Choose a password").fill("short");
  await invited.getByRole("button", { name: "Make my account" }).click();
  await expect(invited.getByText(/at least 12 characters/)).toBeVisible();
  // Twelve characters that anyone would guess: refused at the field, the link still unused.
  await invited.getByLabel("Choose a password").fill("password1234");
  await invited.getByRole("button", { name: "Make my account" }).click();
  await expect(invited.getByText(/The password is too easy to guess/)).toBeVisible();
  await expect(invited.getByLabel("Choose a password")).toHaveAttribute("aria-invalid", "true");
  await invited.getByLabel("Choose a password").fill(sales.password);
  await invited.getByRole("button", { name: "Make my account" }).click();
  await expect(invited.getByRole("heading", { level: 1 })).toContainText("Leads");
  await expect(invited.getByRole("link", { name: "Accounts" })).toHaveCount(0);
  salesSession = await invited.context().storageState();
  await invited.context().close();

  const again = await fetch(`${server.url}${invitationPath}`);
  expect(again.status).toBe(410);
  const refusal = await again.text();
  expect(refusal).toMatch(/<h1[^>]*>This link no longer works<\/h1>/);
  expect(refusal).toContain("This invitation link has been used already");
});

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test("a long address in the staff header wraps: a phone's page stays 320 px wide", async ({
  browser,
}) => {
  const long = {
    email: "gebremedhin.woldegiorgis.habtemariam@tsehaysolar.example",
    password: "a salesperson's long password",
  };
  addStaffAccounts(server.dbPath, [{ ...long, role: "sales" }]);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 320, height: 700 },
  });
  const page = await context.newPage();
  await signIn(page, long);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Leads");
  await expect(page.getByRole("banner")).toContainText(long.email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  expect(await textOutsideItsBox(page)).toEqual([]);
  await context.close();
});

test("each account's list of roles is named by its address, and the lists line up; a change to an account says whose and what, and disabling signs them out", async ({
  browser,
}) => {
  // The administrator's session from the invitation's test: signing in is not what this tests.
  const page = await newPage(browser, { javaScriptEnabled: false, storageState: adminSession });
  const email = "gebremedhin.woldegiorgis.habtemariam@tsehaysolar.example";
  const [own] = server.query<{ id: number }>("SELECT id FROM staff WHERE email = ?", email);
  await page.goto(`${server.url}/staff/accounts`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff accounts");
  const lists = [editor, sales.email].map((address) =>
    page.getByRole("combobox", { name: `Role of ${address}`, exact: true }),
  );
  await expect(lists[0]!).toHaveValue("editor");
  await expect(lists[1]!).toHaveValue("sales");
  // Each row shows "Role" alone, so a long address does not push its list aside.
  const lefts = await Promise.all(lists.map(async (list) => (await list.boundingBox())?.x));
  expect(lefts[0]).toBe(lefts[1]);
  // Pressed with the role the account has: nothing changes, and nobody is signed out.
  const roleForm = page
    .getByRole("combobox", { name: `Role of ${email}`, exact: true })
    .locator("xpath=ancestor::form");
  await roleForm.getByRole("button", { name: "Change role" }).click();
  await expect(page).toHaveURL(/\/staff\/accounts$/);
  await expect(page.getByRole("status")).toHaveCount(0);
  expect(server.query("SELECT 1 FROM sessions WHERE staff_id = ?", own?.id).length).toBe(1);
  await page
    .getByRole("combobox", { name: `Role of ${email}`, exact: true })
    .selectOption("editor");
  await page
    .getByRole("combobox", { name: `Role of ${email}`, exact: true })
    .locator("xpath=ancestor::form")
    .getByRole("button", { name: "Change role" })
    .click();
  await expect(page).toHaveURL(new RegExp(`done=role&account=${own?.id}$`));
  await expect(page.getByRole("status")).toHaveText(
    `${email} is now Editor: signed out everywhere, they sign in again to work as Editor.`,
  );
  await expect(page.getByRole("status")).toBeFocused();
  // The session it had ended with the change; the one signed in since ends when it is disabled.
  expect(server.query("SELECT 1 FROM sessions WHERE staff_id = ?", own?.id).length).toBe(0);
  const again = await newPage(browser, { javaScriptEnabled: false });
  await signIn(again, { email, password: "a salesperson's long password" });
  await expect(again.getByRole("heading", { level: 1 })).toHaveText("Site content");
  await again.context().close();
  expect(server.query("SELECT 1 FROM sessions WHERE staff_id = ?", own?.id).length).toBe(1);
  await page.getByRole("button", { name: `Disable ${email}` }).click();
  await expect(page.getByRole("status")).toHaveText(
    `${email} is disabled: signed out everywhere, and can no longer sign in. Enable the account to let them back in.`,
  );
  await expect(page.getByRole("status")).toBeFocused();
  expect(server.query("SELECT 1 FROM sessions WHERE staff_id = ?", own?.id).length).toBe(0);
  await page.getByRole("button", { name: `Enable ${email}` }).click();
  await expect(page.getByRole("status")).toHaveText(`${email} can sign in again.`);
  // An address that names no change, or another account's, says nothing.
  await page.goto(`${server.url}/staff/accounts?done=disabled&account=${own?.id}`);
  await expect(page.getByRole("status")).toHaveCount(0);
  await page.context().close();
});

test("the focus ring in the staff header stands out from it (3:1)", async ({ browser }) => {
  const page = await newPage(browser, { javaScriptEnabled: false, storageState: adminSession });
  await page.goto(`${server.url}/staff`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Leads");
  const header = page.getByRole("banner");
  const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
  // Each control of the header, reached with the keyboard (Tab from the control before it), in
  // the order it reads: the brand and who is signed in, then the pages.
  const signOut = header.getByRole("button", { name: "Sign out" });
  for (const [before, control] of [
    [page.getByRole("link", { name: "Skip to main content" }), header.getByRole("link").first()],
    [header.getByRole("link").first(), signOut],
    [signOut, header.getByRole("link", { name: "Leads", exact: true })],
  ] as const) {
    await before.focus();
    await page.keyboard.press("Tab");
    await expect(control).toBeFocused();
    const ring = await control.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.outlineColor, style: style.outlineStyle };
    });
    expect(ring.style).toBe("solid");
    expect(contrast(ring.color, background)).toBeGreaterThanOrEqual(3);
  }
  await page.context().close();
});

test("a salesperson is refused the accounts page and its actions, and the refusal is logged", async ({
  browser,
}) => {
  // The session the salesperson's account was made with (signing in is tested above).
  const page = await newPage(browser, { javaScriptEnabled: false, storageState: salesSession });
  const response = await page.goto(`${server.url}/staff/accounts`);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("alert")).toHaveText(
    /Your role \(sales\) does not include this page/,
  );
  // The refusal is a page of the inbox: its heading, the staff menu and Sign out, a way back.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not open to you");
  await expect(page).toHaveTitle("Not open to you | Tsehay Solar");
  await expect(
    page
      .getByRole("navigation", { name: "Staff" })
      .getByRole("link", { name: "Leads", exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to your start page" })).toHaveAttribute(
    "href",
    "/staff",
  );
  expect((await page.goto(`${server.url}/staff/security-log`))?.status()).toBe(403);
  // So is an address of no page.
  expect((await page.goto(`${server.url}/staff/nope`))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such page");
  await expect(page.getByRole("alert")).toHaveText(
    "There is no page of the staff inbox at this address.",
  );
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // A forged role change with the salesperson's own valid CSRF token: refused all the same.
  await page.goto(`${server.url}/staff/security`);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const [own] = server.query<{ id: number }>("SELECT id FROM staff WHERE email = ?", sales.email);
  const forged = await page.request.post(`${server.url}/staff/accounts`, {
    form: { csrf, intent: "role", id: String(own?.id), role: "administrator" },
    headers: { Origin: server.url },
  });
  expect(forged.status()).toBe(403);
  expect(
    server.query<{ role: string }>("SELECT role FROM staff WHERE email = ?", sales.email)[0]?.role,
  ).toBe("sales");
  expect(
    server.query(
      "SELECT 1 FROM security_events WHERE actor = ? AND action = 'refused'",
      sales.email,
    ).length,
  ).toBeGreaterThanOrEqual(2);
  await page.context().close();
});

test("the sessions list shows each device; a password change signs the others out", async ({
  browser,
}) => {
  const phone = await newPage(browser);
  await signIn(phone, sales);
  const desk = await newPage(browser);
  await signIn(desk, sales);
  await desk.goto(`${server.url}/staff/security`);
  const sessions = desk.getByRole("table").getByRole("row");
  // The header, these two sessions and those of the tests before (their windows were closed).
  await expect(sessions.filter({ hasText: "Chrome" }).first()).toBeVisible();
  expect(await sessions.count()).toBeGreaterThanOrEqual(3);
  await expect(desk.getByText("This device")).toHaveCount(1);
  await expectAccessibleAtWidths(desk, desk.url());

  await desk.getByLabel("Current password").fill("not my password at all");
  await desk.getByLabel("New password").fill("a brand new password for hana");
  await desk.getByRole("button", { name: "Change password" }).click();
  await expect(refusal(desk, "Current password: The current password is wrong.")).toHaveAttribute(
    "href",
    "#field-current",
  );
  await expect(desk.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

  await desk.getByLabel("Current password").fill(sales.password);
  await desk.getByLabel("New password").fill("a brand new password for hana");
  await desk.getByRole("button", { name: "Change password" }).click();
  await expect(desk.getByRole("status")).toHaveText(/Your password was changed/);
  // Only this one is left.
  await expect(desk.getByRole("table").getByRole("row")).toHaveCount(2);

  await phone.goto(`${server.url}/staff`);
  await expect(phone).toHaveURL(/\/staff\/sign-in\?next=/);
  await phone.context().close();
  await desk.context().close();
});

test("changing the second factor asks for the password; wrong passwords here count like sign-in's", async ({
  browser,
}) => {
  const password = "a brand new password for hana";
  const phone = await newPage(browser);
  await signIn(phone, { ...sales, password });
  const desk = await newPage(browser);
  await signIn(desk, { ...sales, password });
  await desk.goto(`${server.url}/staff/security`);
  const hanaSecret = ((await desk.locator("code").textContent()) ?? "").replace(/\s/g, "");
  await desk
    .getByLabel("Code")
    .fill(new TOTP({ secret: Secret.fromBase32(hanaSecret) }).generate());
  await desk.getByLabel("Your password", { exact: true }).fill(password);
  await desk.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(
    desk.getByRole("region", { name: "Your recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  // Turning it on signed the phone out: it never gave a code.
  await expect(desk.getByRole("status")).toHaveText(/other sessions? (was|were) signed out\.$/);
  await phone.goto(`${server.url}/staff`);
  await expect(phone).toHaveURL(/\/staff\/sign-in\?next=/);
  await phone.context().close();

  const yourPassword = desk.getByLabel("Your password", { exact: true });
  const send = async (button: string) => {
    const [response] = await Promise.all([
      desk.waitForResponse((answer) => answer.request().method() === "POST"),
      desk.getByRole("button", { name: button }).click(),
    ]);
    return response;
  };
  // New recovery codes: a wrong password changes nothing, the right one makes them.
  await yourPassword.fill("not my password at all");
  expect((await send("Make 10 new recovery codes")).status()).toBe(422);
  await expect(
    refusal(desk, "Your password: That password is wrong. Nothing was changed."),
  ).toBeVisible();
  await expect(yourPassword).toHaveAttribute("aria-invalid", "true");
  await expect(desk.getByRole("region", { name: "Your recovery codes" })).toHaveCount(0);
  await yourPassword.fill(password);
  expect((await send("Make 10 new recovery codes")).status()).toBe(200);
  await expect(
    desk.getByRole("region", { name: "Your recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);

  // Five wrong passwords, on turning it off and on changing the password: each refused (422).
  const statuses: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    await yourPassword.fill(`wrong guess ${i}`);
    statuses.push((await send("Turn off two-factor sign-in")).status());
  }
  for (let i = 3; i < 5; i += 1) {
    await desk.getByLabel("Current password").fill(`wrong guess ${i}`);
    await desk.getByLabel("New password").fill("a password the guesser chose");
    statuses.push((await send("Change password")).status());
  }
  expect(statuses).toEqual([422, 422, 422, 422, 422]);
  await expect(refusal(desk, "Current password: The current password is wrong.")).toBeVisible();

  // The sixth is refused even with the right password: wait, as after five at sign-in.
  await yourPassword.fill(password);
  const sixth = await send("Turn off two-factor sign-in");
  expect(sixth.status()).toBe(429);
  expect(Number(sixth.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(
    refusal(desk, /^Your password: Too many wrong passwords\. Nothing was changed/),
  ).toBeVisible();
  await expect(desk.getByText(/^On\. You sign in with your password and a code/)).toBeVisible();
  await expectAccessibleAtWidths(desk, desk.url());
  // Sign-in from here waits too.
  const again = await newPage(browser);
  await signIn(again, { ...sales, password });
  await expect(again.getByRole("alert")).toHaveText(/^Too many failed sign-ins\./);

  // An administrator sets a new password on the server: the wait is over at once.
  const reset = spawnSync(process.execPath, ["scripts/staff.mjs", "reset", sales.email], {
    env: { ...process.env, DATABASE_PATH: server.dbPath },
    input: "hana's password set by the administrator\n",
    encoding: "utf8",
  });
  expect(reset.status, reset.stderr).toBe(0);
  await signIn(again, { ...sales, password: "hana's password set by the administrator" });
  await expect(again).toHaveURL(/\/staff\/sign-in\/code\?next=/);
  await again.context().close();
  await desk.context().close();
});

test("an administrator reads the security log, newest first, and the reading is logged", async ({
  browser,
}) => {
  // A wrong password for an account that does not exist: logged, without what was typed.
  const stranger = await newPage(browser);
  await signIn(stranger, { email: "nobody@example.et", password: "a guess at a password" });
  await expect(stranger.getByRole("alert")).toBeVisible();
  await stranger.context().close();

  const page = await newPage(browser);
  await signIn(page, admin);
  await page.getByLabel("Code").fill(recoveryCodes[4]!);
  await page.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: "Security log" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security log");
  // On a phone the menu's row, wider than the screen, opens at the current page's link, whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const current = page.getByRole("navigation", { name: "Staff" }).getByRole("link", {
    name: "Security log",
  });
  await expect(current).toHaveAttribute("aria-current", "page");
  await expect(current).toBeInViewport({ ratio: 1 });
  await shot(page, "staff-menu-current-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  const lines = page.getByRole("main").getByRole("listitem");
  // The newest first: this sign-in, then the stranger's wrong password.
  await expect(lines.nth(0)).toContainText("signed in");
  await expect(lines.nth(0)).toContainText(admin.email);
  await expect(lines.nth(1)).toContainText("wrong password");
  await expect(lines.nth(1)).toContainText("(unknown account)");
  // Earlier in this file: the invitation, and the page refused to the salesperson.
  await expect(lines.filter({ hasText: "invited" }).first()).toContainText(
    `${sales.email} as sales`,
  );
  await expect(lines.filter({ hasText: "GET /staff/accounts" }).first()).toContainText("refused");
  await expect(page.getByRole("main")).not.toContainText("a guess at a password");
  await expect(page.getByRole("main")).not.toContainText("nobody@example.et");
  await expectAccessibleAtWidths(page, "security-log");
  // Lines older than the newest 500 are found by the filter, a form sent without script (GET).
  const filters = page.getByRole("form", { name: "Filter the security log" });
  await filters.getByLabel("Who or what").fill("INVITED");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/staff\/security-log\?text=INVITED&from=&to=$/);
  await expect(lines.first()).toContainText(`${sales.email} as sales`);
  expect(await lines.filter({ hasNotText: "invited" }).count()).toBe(0);
  // Its export has the lines the filter found, all of them.
  const exportLink = page.getByRole("link", { name: "Export these lines (CSV)" });
  await expect(exportLink).toHaveAttribute("href", "/staff/security-log.csv?text=INVITED");
  const file = await page.request.get(`${server.url}/staff/security-log.csv?text=INVITED`);
  expect(file.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const rows = (await file.text()).trim().split("\r\n").slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toContain("invited");
  expect(rows.join("\n")).toContain(`${sales.email} as sales`);
  // A To before its From is refused by its field, nothing shown.
  await filters.getByLabel("From").fill("2026-11-20");
  await filters.getByLabel("To").fill("2026-11-19");
  await filters.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByRole("status")).toHaveText("No lines shown: correct the dates above.");
  await expect(lines).toHaveCount(0);
  // Its lines name staff and where they signed in from: reading them is in the access log.
  await page.goto(`${server.url}/staff/access-log`);
  await expect(page.getByRole("main").getByText("Viewed the security log").first()).toBeVisible();
  await expect(
    page.getByRole("main").getByText("Exported the security log (CSV)").first(),
  ).toBeVisible();
  await page.context().close();
});
