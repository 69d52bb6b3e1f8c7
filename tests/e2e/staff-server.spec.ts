/**
 * The staff inbox's security, over HTTP against the production server: sessions, cookie flags,
 * cross-site request forgery, sign-in throttling, and the password hash never leaving the server.
 */
import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import Database from "better-sqlite3";
import { staffText } from "../../app/content/staff";
import {
  addStaffAccounts,
  authenticatorCode,
  enableTwoFactor,
  enquiryBody,
  post,
  signIn,
  stackFrame,
  startServer,
  type TestServer,
} from "./server-harness";

test.describe.configure({ mode: "serial" });

const email = "amina@tsehaysolar.example";
const password = "a long staff password";
const admin = { email: "selam@tsehaysolar.example", password: "the administrator's password" };
/** A salesperson whose account a test disables. */
const disabledLater = { email: "dawit@tsehaysolar.example", password: "another long password" };
/** A salesperson who opens the same lead as the first. */
const colleague = { email: "hana@tsehaysolar.example", password: "hana's long password" };
/** An editor: the header names the staff area, not an inbox. */
const wordsEditor = {
  email: "words@tsehaysolar.example",
  password: "the words editor's password",
  role: "editor",
} as const;
let adminSecret = "";
/** The administrator's session, once a test has signed them in (a code is good only once). */
let adminSession = "";
let server: TestServer;
let reference: string;
/** A session of the account, opened before the throttling test locks its sign-in. */
let session: string;

/** The session's CSRF token, from a page's form. */
const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
/** The cookie a response sets, as a request sends it back ("ts_staff=…"). */
const cookieOf = (response: Response) =>
  (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
const page = async (path: string, cookie: string) =>
  fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
/** A six-digit code the administrator's app shows at no time near now. */
function wrongCode(): string {
  const near = [-1, 0, 1].map((ahead) => authenticatorCode(adminSecret, ahead));
  return ["000000", "111111", "222222", "333333"].find((code) => !near.includes(code)) ?? "";
}

test.beforeAll(async () => {
  server = await startServer({ MIN_FILL_MS: "0", TRUST_PROXY: "true" });
  // Every account the tests below use, in one process: a salesperson, the administrator, and
  // the accounts of the later tests (one to disable, a colleague, two editors), in this order.
  addStaffAccounts(server.dbPath, [
    { email, password },
    { ...admin, role: "administrator" },
    disabledLater,
    colleague,
    { email: "editor@tsehaysolar.example", password: "the editor's password", role: "editor" },
    wordsEditor,
  ]);
  adminSecret = enableTwoFactor(server.dbPath, admin.email);
  const response = await post(
    server,
    "/api/enquiries",
    enquiryBody({ kind: "callback", name: "Tigist", phone: "0911445566" }),
  );
  reference = ((await response.json()) as { reference: string }).reference;
  session = await signIn(server, email, password);
});
test.afterAll(async () => server.stop());

/** The lead's revision a lead page's forms send back. */
const revisionOf = (page: string) => /name="revision" value="(\d+)"/.exec(page)?.[1] ?? "";

test("the inbox's pages and data refuse requests without a session", async () => {
  for (const path of [
    "/staff",
    `/staff/leads/${reference}`,
    "/staff/leads.csv",
    "/staff?status=new",
  ]) {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location"), path).toMatch(/^\/staff\/sign-in\?next=/);
    expect(await response.text(), path).not.toContain("Tigist");
  }
  const forged = await fetch(`${server.url}/staff/leads/${reference}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: "intent=delete&confirm=yes",
  });
  expect(forged.status).toBe(401);
  expect(await forged.text()).not.toContain("Tigist");
  expect(server.query("SELECT 1 FROM enquiries WHERE reference = ?", reference)).toHaveLength(1);
});

test("the session cookie and the browser's key are HttpOnly, SameSite=Lax, limited to /staff, and Secure over HTTPS", async () => {
  const plain = await post(
    server,
    "/staff/sign-in",
    new URLSearchParams({ email, password }).toString(),
  );
  const cookies = plain.headers.getSetCookie();
  expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["ts_staff", "ts_browser"]);
  expect(cookies[0]).toMatch(/^ts_staff=[\w-]{40,};/);
  // The key a browser keeps, so its owner is let through the limits of every account together.
  expect(cookies[1]).toMatch(/^ts_browser=[\w-]{43};/);
  for (const cookie of cookies) {
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/staff");
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toContain("Secure");
  }
  const https = await post(
    server,
    "/staff/sign-in",
    new URLSearchParams({ email, password }).toString(),
    { "X-Forwarded-Proto": "https", Origin: server.url.replace("http:", "https:") },
  );
  expect(https.headers.getSetCookie()).toHaveLength(2);
  for (const cookie of https.headers.getSetCookie()) expect(cookie).toContain("Secure");
});

test("a forged cross-site POST and a POST without the CSRF token are refused", async () => {
  const cookie = await signIn(server, email, password);
  const crossSite = await fetch(`${server.url}/staff/leads/${reference}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookie,
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    },
    body: "intent=status&status=lost",
  });
  expect(crossSite.status).toBe(403);
  const noToken = await post(server, `/staff/leads/${reference}`, "intent=status&status=lost", {
    Cookie: cookie,
  });
  expect(noToken.status).toBe(403);
  expect(await noToken.text()).toContain("Nothing was saved");
  const [row] = server.query<{ status: string }>(
    "SELECT status FROM enquiries WHERE reference = ?",
    reference,
  );
  expect(row?.status).toBe("new");
});

test("with a session and its token, staff change a status; the trail records who", async () => {
  const cookie = await signIn(server, email, password);
  const page = await (
    await fetch(`${server.url}/staff/leads/${reference}`, { headers: { Cookie: cookie } })
  ).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "";
  expect(csrf.length).toBeGreaterThan(20);
  const revision = revisionOf(page);
  const changed = await post(
    server,
    `/staff/leads/${reference}`,
    new URLSearchParams({ csrf, revision, intent: "status", status: "contacted" }).toString(),
    { Cookie: cookie },
  );
  expect(changed.status).toBe(302);
  const [row] = server.query<{ status: string }>(
    "SELECT status FROM enquiries WHERE reference = ?",
    reference,
  );
  expect(row?.status).toBe("contacted");
  expect(
    server.query<{ actor: string; detail: string }>(
      "SELECT actor, detail FROM enquiry_events WHERE action = 'status'",
    ),
  ).toEqual([{ actor: email, detail: "New → Contacted" }]);
});

test("the password hash never leaves the server", async () => {
  const cookie = await signIn(server, email, password);
  const hash =
    server.query<{ hash: string }>("SELECT password_hash AS hash FROM staff")[0]?.hash ?? "";
  const salt = hash.split("$")[4] ?? "";
  for (const path of [
    "/staff",
    `/staff/leads/${reference}`,
    "/staff/leads.csv",
    "/staff/sign-in",
  ]) {
    const text = await (
      await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } })
    ).text();
    expect(text, path).not.toContain("scrypt$");
    expect(text, path).not.toContain(salt);
  }
  const list = spawnSync(process.execPath, ["scripts/staff.mjs", "list"], {
    env: { ...process.env, DATABASE_PATH: server.dbPath },
    encoding: "utf8",
  });
  expect(list.stdout).toContain(email);
  expect(list.stdout).not.toContain(salt);
});

test("a form from an earlier sign-in saves nothing, and gives back what was typed", async () => {
  const earlier = await signIn(server, email, password);
  const staleToken = csrfOf(await (await page(`/staff/leads/${reference}`, earlier)).text());
  // Another tab signed out and in again: a new session with a new token.
  const now = await signIn(server, email, password);
  const note = "Call after 17:00 <b>not bold</b>\nAsk about the 5 HP pump";
  const refused = await post(
    server,
    `/staff/leads/${reference}`,
    new URLSearchParams({
      csrf: staleToken,
      intent: "note",
      note,
      password: "a typed password",
      code: "924613",
    }).toString(),
    { Cookie: now },
  );
  expect(refused.status).toBe(403);
  expect(refused.headers.get("cache-control")).toBe("no-store");
  const html = await refused.text();
  expect(html).toMatch(/<h1[^>]*>This form had expired<\/h1>/);
  expect(html).toContain("Nothing was saved: the page was opened in an earlier sign-in.");
  expect(html).not.toContain("Not open to you");
  // The note, escaped, in a read-only box under its label; never the token, a password or a code.
  expect(html).toMatch(/<label[^>]*>Internal note<\/label><textarea[^>]*readOnly=""[^>]*>/i);
  expect(html).toContain("Call after 17:00 &lt;b&gt;not bold&lt;/b&gt;\nAsk about the 5 HP pump");
  expect(html).not.toContain(staleToken);
  expect(html).not.toContain("a typed password");
  expect(html).not.toContain("924613");
  expect(
    server.query("SELECT 1 FROM enquiry_events WHERE action = 'note' AND detail LIKE '%17:00%'"),
  ).toHaveLength(0);

  // Signed out meanwhile (no session at all): nothing saved either, the note given back, and a
  // way to sign in that comes back to the lead.
  const signedOut = await post(
    server,
    `/staff/leads/${reference}`,
    new URLSearchParams({ csrf: staleToken, intent: "note", note }).toString(),
  );
  expect(signedOut.status).toBe(401);
  const answer = await signedOut.text();
  expect(answer).toMatch(/<h1[^>]*>You were signed out<\/h1>/);
  expect(answer).toContain("Call after 17:00 &lt;b&gt;not bold&lt;/b&gt;\nAsk about the 5 HP pump");
  expect(answer).toContain(
    `href="/staff/sign-in?next=${encodeURIComponent(`/staff/leads/${reference}`)}"`,
  );
  expect(answer).not.toContain(staleToken);
  expect(
    server.query("SELECT 1 FROM enquiry_events WHERE action = 'note' AND detail LIKE '%17:00%'"),
  ).toHaveLength(0);
});

test("a session not used for 2 hours ends: sign-in says why and comes back to the page", async () => {
  const cookie = await signIn(server, email, password);
  const leadPath = `/staff/leads/${reference}`;
  const token = csrfOf(await (await page(leadPath, cookie)).text());
  // Its last use put back 2 hours and a second, as if the computer had been left alone.
  const db = new Database(server.dbPath);
  try {
    db.prepare(
      "UPDATE sessions SET last_used_at = ? WHERE id = (SELECT id FROM sessions ORDER BY created_at DESC LIMIT 1)",
    ).run(Date.now() - 2 * 3_600_000 - 1_000);
  } finally {
    db.close();
  }
  const next = `next=${encodeURIComponent(leadPath)}`;
  const idle = await page(leadPath, cookie);
  expect(idle.status).toBe(302);
  expect(idle.headers.get("location")).toBe(`/staff/sign-in?${next}&idle`);
  const signInPage = await (await page(`/staff/sign-in?${next}&idle`, cookie)).text();
  expect(signInPage).toContain("You were signed out after 2 hours without activity.");
  expect(signInPage).toContain(`name="next" value="${leadPath}"`);
  // A form sent from the page opened before: nothing saved, the text given back, and why.
  const form = await post(
    server,
    leadPath,
    new URLSearchParams({ csrf: token, intent: "note", note: "Left for lunch" }).toString(),
    { Cookie: cookie },
  );
  expect(form.status).toBe(401);
  const answer = await form.text();
  expect(answer).toContain("you were signed out after 2 hours without activity.");
  expect(answer).toContain("Left for lunch");
  expect(answer).toContain(`href="/staff/sign-in?${next}&amp;idle"`);
  // Staying idle, it stays ended.
  expect((await page("/staff", cookie)).status).toBe(302);
  expect(server.query("SELECT 1 FROM enquiry_events WHERE detail = 'Left for lunch'")).toEqual([]);
});

test("Sign out on a page of an earlier sign-in signs out; from another site it is refused", async () => {
  const earlier = await signIn(server, email, password);
  const staleToken = csrfOf(await (await page("/staff", earlier)).text());
  const now = await signIn(server, email, password);
  const out = await post(
    server,
    "/staff/sign-out",
    new URLSearchParams({ csrf: staleToken }).toString(),
    {
      Cookie: now,
    },
  );
  expect(out.status).toBe(302);
  expect(out.headers.get("location")).toBe("/staff/sign-in");
  expect(out.headers.get("set-cookie")).toMatch(/^ts_staff=;.*Max-Age=0/);
  expect((await page("/staff", now)).status).toBe(302);

  const kept = await signIn(server, email, password);
  const token = csrfOf(await (await page("/staff", kept)).text());
  const forged = await fetch(`${server.url}/staff/sign-out`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: kept,
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    },
    body: new URLSearchParams({ csrf: token }).toString(),
  });
  expect(forged.status).toBe(403);
  expect(forged.headers.get("content-type")).toContain("text/html");
  expect(await forged.text()).toContain("<h1");
  expect((await page("/staff", kept)).status).toBe(200);
});

test("an administrator withdraws an invitation; its link then answers 410 saying so", async () => {
  const first = await post(
    server,
    "/staff/sign-in",
    new URLSearchParams({ email: admin.email, password: admin.password }).toString(),
  );
  const pending = cookieOf(first);
  const codePage = await (await page("/staff/sign-in/code", pending)).text();
  const signedIn = await post(
    server,
    "/staff/sign-in/code",
    new URLSearchParams({
      csrf: csrfOf(codePage),
      code: authenticatorCode(adminSecret),
    }).toString(),
    { Cookie: pending },
  );
  expect(signedIn.status).toBe(302);
  const cookie = cookieOf(signedIn);
  adminSession = cookie;
  const csrf = csrfOf(await (await page("/staff/accounts", cookie)).text());
  const invited = await post(
    server,
    "/staff/accounts",
    new URLSearchParams({
      csrf,
      intent: "invite",
      email: "wrong@example.et",
      role: "sales",
    }).toString(),
    { Cookie: cookie },
  );
  const link = /\/staff\/invite\/[\w-]+/.exec(await invited.text())?.[0] ?? "";
  expect((await fetch(`${server.url}${link}`)).status).toBe(200);
  const listed = await (await page("/staff/accounts", cookie)).text();
  expect(listed).toContain('aria-label="Withdraw the invitation of wrong@example.et"');
  const [invitation] = server.query<{ id: number }>(
    "SELECT id FROM invitations WHERE email = 'wrong@example.et'",
  );

  const withdraw = () =>
    post(
      server,
      "/staff/accounts",
      new URLSearchParams({ csrf, intent: "withdraw", id: String(invitation?.id) }).toString(),
      { Cookie: cookie },
    );
  const withdrawn = await withdraw();
  expect(withdrawn.status).toBe(302);
  expect(withdrawn.headers.get("location")).toBe("/staff/accounts?done=withdrawn");
  const after = await (await page("/staff/accounts?done=withdrawn", cookie)).text();
  expect(after).toContain("The invitation was withdrawn: its link no longer works.");
  expect(after).not.toContain("wrong@example.et");
  expect(
    server.query("SELECT actor, detail FROM security_events WHERE action = 'invitation withdrawn'"),
  ).toEqual([{ actor: admin.email, detail: "wrong@example.et" }]);

  const gone = await fetch(`${server.url}${link}`);
  expect(gone.status).toBe(410);
  const html = await gone.text();
  expect(html).toMatch(/<h1[^>]*>This link no longer works<\/h1>/);
  expect(html).toContain("This invitation link was withdrawn by an administrator.");
  const accept = await post(
    server,
    link,
    new URLSearchParams({ password: "a long new password" }).toString(),
  );
  expect(accept.status).toBe(410);
  expect(server.query("SELECT 1 FROM staff WHERE email = 'wrong@example.et'")).toHaveLength(0);
  // Twice: there is no such invitation waiting any more.
  expect((await withdraw()).status).toBe(404);
});

test("too many wrong codes: the lockout is said at once and at the next sign-in", async () => {
  const signInPassword = () =>
    post(
      server,
      "/staff/sign-in",
      new URLSearchParams({ email: admin.email, password: admin.password }).toString(),
    );
  const cookie = cookieOf(await signInPassword());
  const csrf = csrfOf(await (await page("/staff/sign-in/code", cookie)).text());
  const answers: number[] = [];
  let last: Response | undefined;
  for (let i = 0; i < 5; i += 1) {
    last = await post(
      server,
      "/staff/sign-in/code",
      new URLSearchParams({ csrf, code: wrongCode() }).toString(),
      { Cookie: cookie },
    );
    answers.push(last.status);
  }
  expect(answers).toEqual([401, 401, 401, 401, 429]);
  expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(last?.headers.get("set-cookie")).toMatch(/^ts_staff=;.*Max-Age=0/);
  expect(last?.headers.get("cache-control")).toBe("no-store");
  expect(await last?.text()).toContain("Too many wrong codes. Please wait 15 minutes");
  expect((await page("/staff", cookie)).status).toBe(302);

  // The right password during the lockout: told at once, with no session to try codes with.
  const again = await signInPassword();
  expect(again.status).toBe(429);
  expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(again.headers.get("set-cookie")).toBeNull();
  expect(await again.text()).toContain("Too many wrong codes. Please wait 15 minutes");
});

test("sign-in is throttled per account and address after five failures; the owner elsewhere is not", async () => {
  const attempt = (from: string, typed: string) =>
    post(server, "/staff/sign-in", new URLSearchParams({ email, password: typed }).toString(), {
      "X-Forwarded-For": from,
    });
  // Five wrong passwords, each from another address: none of them is blocked.
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await attempt(`192.0.2.${i + 1}`, "wrong")).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401]);
  // Five more from one address: the sixth try from there waits, even with the right password.
  for (let i = 0; i < 5; i += 1) statuses.push((await attempt("192.0.2.50", `wrong ${i}`)).status);
  expect(statuses.slice(5)).toEqual([401, 401, 401, 401, 401]);
  const even = await attempt("192.0.2.50", password);
  expect(even.status).toBe(429);
  // The action's Retry-After reaches the browser, with the layout's own headers.
  expect(Number(even.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(even.headers.get("cache-control")).toBe("no-store");
  expect(even.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(await even.text()).toContain("Too many failed sign-ins. Please wait 15 minutes");
  // The owner, at the office's address, signs in all the same.
  const owner = await attempt("198.51.100.7", password);
  expect(owner.status).toBe(302);
  expect(owner.headers.get("set-cookie")).toMatch(/^ts_staff=/);
});

test("a Forwarded header the visitor sends does not change their address: five wrong passwords from one throttle it", async () => {
  const attempt = (i: number) =>
    post(server, "/staff/sign-in", new URLSearchParams({ email, password: "wrong" }).toString(), {
      "X-Forwarded-For": "203.0.113.60",
      Forwarded: `for=198.18.0.${i};proto=https;host=elsewhere.example`,
    });
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) statuses.push((await attempt(i)).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  // The security log names the address nginx saw, never one the visitor wrote.
  const details = server.query<{ detail: string }>(
    "SELECT DISTINCT detail FROM security_events WHERE detail LIKE '198.18.0.%' OR detail = '203.0.113.60'",
  );
  expect(details).toEqual([{ detail: "203.0.113.60" }]);
});

test("a network throttled by twenty failed sign-ins lets through the browser its owner signed in with, and answers every other alike", async () => {
  const office = "203.0.113.77";
  const attempt = (account: string, typed: string, cookie?: string) =>
    post(
      server,
      "/staff/sign-in",
      new URLSearchParams({ email: account, password: typed }).toString(),
      {
        "X-Forwarded-For": office,
        ...(cookie ? { Cookie: cookie } : {}),
      },
    );
  // The owner signs in at the office; their browser keeps its key.
  const first = await attempt(email, password);
  expect(first.status).toBe(302);
  const key = first.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("ts_browser="))
    ?.split(";")[0];
  expect(key).toMatch(/^ts_browser=[\w-]{43}$/);
  // Colleagues mistype, none five times for one address: twenty in all from the office.
  for (let i = 0; i < 20; i += 1)
    expect((await attempt(`colleague${i % 5}@example.et`, "wrong")).status).toBe(401);
  // The owner's browser signs in all the same.
  expect((await attempt(email, password, key)).status).toBe(302);
  // Anyone else there learns nothing: the owner's address, typed in another browser, is answered
  // as an address no account has.
  const others = [await attempt(email, "a guess"), await attempt("nobody@example.et", "a guess")];
  expect(others.map((answer) => answer.status)).toEqual([429, 429]);
});

test("a password typed into the e-mail field is not kept in the security log", async () => {
  const typed = "my secret typed in the wrong field";
  const attempt = await post(
    server,
    "/staff/sign-in",
    new URLSearchParams({ email: typed, password: "" }).toString(),
    { "X-Forwarded-For": "192.0.2.77" },
  );
  expect(attempt.status).toBe(401);
  expect(
    server.query("SELECT actor, action FROM security_events WHERE detail = '192.0.2.77'"),
  ).toEqual([{ actor: "(unknown account)", action: "wrong password" }]);
  expect(
    server.query("SELECT 1 FROM security_events WHERE instr(actor || detail, ?) > 0", typed),
  ).toEqual([]);
  // Nor in the count of wrong passwords (per typed address and client address) that the sign-in
  // limit reads: only a keyed hash of it.
  const counted = server.query<{ account: string }>(
    "SELECT account FROM sign_in_failures WHERE address = '192.0.2.77'",
  );
  expect(counted).toHaveLength(1);
  expect(counted[0]!.account).not.toContain("secret");
  // A wrong password for a real account still names it.
  await post(
    server,
    "/staff/sign-in",
    new URLSearchParams({ email: admin.email, password: "not the password" }).toString(),
    { "X-Forwarded-For": "192.0.2.78" },
  );
  expect(
    server.query("SELECT actor, action FROM security_events WHERE detail = '192.0.2.78'"),
  ).toEqual([{ actor: admin.email, action: "wrong password" }]);
});

test("a disabled account cannot sign in, and its sessions end", async () => {
  const other = disabledLater.email;
  const cookie = await signIn(server, other, disabledLater.password);
  const disabled = spawnSync(process.execPath, ["scripts/staff.mjs", "disable", other], {
    env: { ...process.env, DATABASE_PATH: server.dbPath },
    encoding: "utf8",
  });
  expect(disabled.status).toBe(0);
  const page = await fetch(`${server.url}/staff`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  expect(page.status).toBe(302);
  const again = await post(
    server,
    "/staff/sign-in",
    new URLSearchParams({ email: other, password: disabledLater.password }).toString(),
  );
  expect(again.status).toBe(401);
});

test("a save from a lead page older than the last change is refused (409), and what was typed stays", async () => {
  const other = colleague;
  const open = async (cookie: string) => {
    const page = await (
      await fetch(`${server.url}/staff/leads/${reference}`, { headers: { Cookie: cookie } })
    ).text();
    return { cookie, page, csrf: /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? "" };
  };
  const send = (who: { cookie: string; csrf: string }, fields: Record<string, string>) =>
    post(
      server,
      `/staff/leads/${reference}`,
      new URLSearchParams({ csrf: who.csrf, ...fields }).toString(),
      { Cookie: who.cookie },
    );
  // A and B open the lead; A saves a note and a status.
  const a = await open(session);
  const b = await open(await signIn(server, other.email, other.password));
  const shown = revisionOf(b.page);
  expect((await send(a, { revision: shown, intent: "note", note: "Note by A" })).status).toBe(302);
  const aAgain = await open(a.cookie);
  expect(
    (await send(aAgain, { revision: revisionOf(aAgain.page), intent: "status", status: "quoted" }))
      .status,
  ).toBe(302);

  // B's note from the older page is refused: who changed what, the note as it is now, and B's
  // own text still in the form.
  const note = await send(b, { revision: shown, intent: "note", note: "Note by B" });
  expect(note.status).toBe(409);
  const refused = await note.text();
  expect(refused).toContain(`Not saved: ${email} changed this lead at`);
  expect(refused).toContain("(status Contacted → Quoted), after you opened it.");
  expect(refused).toMatch(/The note now reads:<\/p><blockquote[^>]*>Note by A<\/blockquote>/);
  expect(refused).toMatch(/<textarea[^>]*name="note"[^>]*>Note by B<\/textarea>/);
  expect(refused).not.toContain("Saved.");
  // B's status from the older page: refused too; B's choice stays selected.
  const status = await send(b, { revision: shown, intent: "status", status: "lost" });
  expect(status.status).toBe(409);
  const statusPage = await status.text();
  expect(statusPage).toContain("Its status is now Quoted. Your choice is still selected");
  expect(statusPage).toMatch(/<option value="lost" selected="">/);
  const assign = await send(b, { revision: shown, intent: "assign", assignee: "1" });
  expect(assign.status).toBe(409);
  expect(await assign.text()).toContain("It is now assigned to nobody.");
  // A corrects the name; B's correction from the older page (the phone only) is refused: B's
  // phone stays in the form, and the name B left as it was shows A's correction, so saving again
  // cannot undo it.
  const aThird = await open(a.cookie);
  const aCorrects = await send(aThird, {
    revision: revisionOf(aThird.page),
    intent: "correct",
    "was.name": "Tigist",
    name: "Tigist Bekele",
    "was.phone": "0911445566",
    phone: "0911445566",
  });
  expect(aCorrects.status).toBe(302);
  expect(b.page).toMatch(/<input type="hidden" name="was\.name" value="Tigist"\/>/);
  const correct = await send(b, {
    revision: shown,
    intent: "correct",
    "was.name": "Tigist",
    name: "Tigist",
    "was.phone": "0911445566",
    phone: "0911 44 55 67",
  });
  expect(correct.status).toBe(409);
  const correctPage = await correct.text();
  expect(correctPage).toContain("(corrected name), after you opened it.");
  // The message is on top of the page: the lead's details are below it, not above.
  expect(correctPage).toContain(
    "after you opened it. The lead&#x27;s details below are as they are now. Your corrections are still in the form",
  );
  expect(correctPage).toMatch(/<input[^>]*name="name"[^>]*value="Tigist Bekele"/);
  expect(correctPage).toMatch(/<input[^>]*name="phone"[^>]*value="0911 44 55 67"/);
  expect(
    server.query("SELECT note, status, assignee_id FROM enquiries WHERE reference = ?", reference),
  ).toEqual([{ note: "Note by A", status: "quoted", assignee_id: null }]);
  expect(server.query("SELECT name, phone FROM enquiries WHERE reference = ?", reference)).toEqual([
    { name: "Tigist Bekele", phone: "+251911445566" },
  ]);

  // Sent again from the last refused page (the lead as it is now), B's merged note is saved.
  const merged = await send(
    { cookie: b.cookie, csrf: b.csrf },
    { revision: revisionOf(correctPage), intent: "note", note: "Note by A\nNote by B" },
  );
  expect(merged.status).toBe(302);
  expect(server.query("SELECT note FROM enquiries WHERE reference = ?", reference)).toEqual([
    { note: "Note by A\nNote by B" },
  ]);

  // A note over the form's 64 KB (an e-mail thread pasted) passes the server's door and gets the
  // staff's page, 413, saying the sizes, with the note given back to copy; nothing is saved.
  const thread = "Called back; they asked about the 5 HP pump.\n".repeat(1800);
  const tooLong = await send(
    { cookie: b.cookie, csrf: b.csrf },
    { revision: revisionOf(correctPage), intent: "note", note: thread },
  );
  expect(tooLong.status).toBe(413);
  const tooLongPage = await tooLong.text();
  expect(tooLongPage).toContain("<h1");
  expect(tooLongPage).toContain("Too much sent");
  expect(tooLongPage).toMatch(/this form takes at most 64 KB and was sent with 8\d KB/);
  expect(tooLongPage).toMatch(/<label[^>]*>Internal note<\/label><textarea[^>]*readOnly=""/i);
  expect(tooLongPage).toContain("they asked about the 5 HP pump.\nCalled back;");
  expect(server.query("SELECT note FROM enquiries WHERE reference = ?", reference)).toEqual([
    { note: "Note by A\nNote by B" },
  ]);
});

test("viewing and searching the leads list is in the access log, with the filters but never the search text", async () => {
  const cookie = session;
  const get = (query: string) =>
    fetch(`${server.url}/staff${query}`, { headers: { Cookie: cookie } });
  const before = server.query<{ id: number }>("SELECT max(id) AS id FROM access_log")[0]?.id ?? 0;
  expect((await get("?q=0911445566")).status).toBe(200);
  // Past the last page (one lead is Quoted): 404, and logged with its filters all the same.
  expect((await get("?status=quoted&page=2")).status).toBe(404);
  const list = await get("?kind=callback");
  // The references the list showed, in its order.
  const shown = [...new Set((await list.text()).match(/TS-\d{4}-\d{4}/g))];
  expect(shown).toContain(reference);
  expect(
    server.query(
      "SELECT actor, action, refs, detail FROM access_log WHERE id > ? ORDER BY id",
      before,
    ),
  ).toEqual([
    { actor: email, action: "search-leads", refs: reference, detail: "" },
    { actor: email, action: "view-leads", refs: "", detail: "Status Quoted · Page 2" },
    { actor: email, action: "view-leads", refs: shown.join(","), detail: "Kind Call-back request" },
  ]);
  expect(JSON.stringify(server.query("SELECT * FROM access_log"))).not.toMatch(/445566/);
});

test("dates that are not days, or a To before its From, are said by the fields (400)", async () => {
  const cookie = session;
  const get = (path: string) => fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
  const reversed = await get("/staff?from=2026-12-01&to=2026-11-01");
  expect(reversed.status).toBe(400);
  const page = await reversed.text();
  expect(page).toContain(
    "The To date, 1 Nov 2026, is before the From date. Choose a To date on or after it.",
  );
  expect(page).toMatch(/<input[^>]*name="from"[^>]*value="2026-12-01"/);
  expect(page).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="to"|name="to"[^>]*aria-invalid/);
  expect(page).toContain("No leads shown: correct the dates above.");
  expect(page).not.toContain("Tigist");
  const impossible = await get("/staff?from=2026-13-45&status=quoted");
  expect(impossible.status).toBe(400);
  expect(await impossible.text()).toContain("“2026-13-45” is not a date.");
  expect((await get("/staff/leads.csv?from=2026-02-30")).status).toBe(400);

  for (const query of ["from=2026-13-45", "from=2026-12-01&to=2026-11-01"]) {
    const dashboard = await get(`/staff/dashboard?${query}`);
    expect(dashboard.status, query).toBe(400);
    const text = await dashboard.text();
    expect(text, query).toContain("No figures shown: correct the dates below.");
    expect(text, query).toMatch(/is not a date\.|is before the From date\./);
  }
  expect((await get("/staff/dashboard?from=2026-11-01&to=2026-12-01")).status).toBe(200);

  // The access log's filter too, and its CSV (the administrator's pages).
  const asAdmin = (path: string) =>
    fetch(`${server.url}${path}`, { headers: { Cookie: adminSession } });
  const log = await asAdmin("/staff/access-log?from=2026-12-01&to=2026-11-01");
  expect(log.status).toBe(400);
  const logPage = await log.text();
  expect(logPage).toContain("No entries shown: correct the dates above.");
  expect(logPage).toContain("is before the From date.");
  expect(logPage).toMatch(/<input[^>]*name="from"[^>]*value="2026-12-01"/);
  expect((await asAdmin("/staff/access-log.csv?to=2026-02-30")).status).toBe(400);
  expect((await asAdmin("/staff/security-log.csv?from=2026-12-01&to=2026-11-01")).status).toBe(400);
  expect((await asAdmin("/staff/access-log?from=2026-11-01")).status).toBe(200);
});

test("the inbox's Assigned to filter offers the enabled accounts that work the inbox, and a disabled one only while it holds leads", async () => {
  const cookie = session;
  const page = await (await fetch(`${server.url}/staff`, { headers: { Cookie: cookie } })).text();
  const filter = /<select[^>]*name="assignee"[^>]*>(.*?)<\/select>/s.exec(page)?.[1] ?? "";
  const offered = [...filter.matchAll(/<option value="[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
  // dawit@ was disabled above and holds no lead; hana@ (sales) and selam@ (the administrator)
  // work the inbox; the editor does not.
  expect(offered).toEqual([
    "Any",
    "Me",
    "Nobody",
    "hana@tsehaysolar.example",
    "selam@tsehaysolar.example",
  ]);
});

test("the header names the staff area for every role; an editor is not told of an inbox", async () => {
  const cookie = await signIn(server, wordsEditor.email, wordsEditor.password);
  const content = await (
    await fetch(`${server.url}/staff/content`, { headers: { Cookie: cookie } })
  ).text();
  const header = /<header[^>]*>(.*?)<\/header>/s.exec(content)?.[1] ?? "";
  expect(header).toContain("Staff area");
  expect(content).not.toMatch(/Staff inbox/i);
});

test("a preview or a file refused answers the staff page with its header and menu, never data", async () => {
  const editor = await signIn(server, "editor@tsehaysolar.example", "the editor's password");
  /** The answer's status, its type, and its page's heading. */
  const answerOf = async (response: Response) => {
    const html = await response.text();
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
      // The header's menu: the role's own pages, and Sign out.
      menu: /<nav aria-label="Staff"/.test(html) && html.includes(">Sign out</button>"),
    };
  };
  const page403 = { status: 403, type: "text/html; charset=utf-8", heading: "Not open to you" };
  const page404 = { status: 404, type: "text/html; charset=utf-8", heading: "No such page" };
  // Another role's files and previews: the salesperson's, then the editor's.
  for (const path of [
    "/staff/content/projects/project-1/preview",
    "/staff/content/map.svg?lat=9&lon=38",
    "/staff/access-log.csv",
    "/staff/security-log.csv",
  ]) {
    expect(await answerOf(await page(path, session)), path).toEqual({ ...page403, menu: true });
  }
  expect(await answerOf(await page("/staff/leads.csv", editor))).toEqual({
    ...page403,
    menu: true,
  });
  const exported = await post(server, "/staff/people/1/export", "format=csv", { Cookie: editor });
  expect(await answerOf(exported)).toEqual({ ...page403, menu: true });
  // A preview of nothing, or one no longer kept.
  for (const path of [
    "/staff/content/projects/project-999/preview",
    "/staff/content/posts/nope/preview",
    "/staff/content/settings/prices/preview?t=old&lang=en",
  ]) {
    expect(await answerOf(await page(path, editor)), path).toEqual({ ...page404, menu: true });
  }
  // To the roles they are for, they are still the files.
  for (const [path, cookie, type] of [
    ["/staff/content/map.svg?lat=9&lon=38", editor, "image/svg+xml; charset=utf-8"],
    ["/staff/content/projects/project-1/preview", editor, "text/html; charset=utf-8"],
    ["/staff/leads.csv", session, "text/csv; charset=utf-8"],
  ] as const) {
    const file = await page(path, cookie);
    expect([file.status, file.headers.get("content-type")], path).toEqual([200, type]);
  }
  // Refusals, each logged in a line: no stack.
  expect(server.output()).not.toMatch(stackFrame);
});

test("a form sent to a page or a file's address that takes none answers 405 with Allow: GET, HEAD and the staff page, never the file, once the sender may read it", async () => {
  const editor = await signIn(server, "editor@tsehaysolar.example", "the editor's password");
  for (const [path, cookie] of [
    ["/staff/leads.csv", session],
    ["/staff/access-log.csv", adminSession],
    ["/staff/security-log.csv", adminSession],
    ["/staff/content/map.svg?lat=9&lon=38", editor],
    ["/staff/content/projects/project-1/preview", editor],
    ["/staff/dashboard", session],
    ["/staff/access-log", adminSession],
    ["/staff/content/translations", editor],
  ] as const) {
    const response = await post(server, path, "x=1", { Cookie: cookie });
    expect([response.status, response.headers.get("allow")], path).toEqual([405, "GET, HEAD"]);
    expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-disposition"), path).toBeNull();
    const html = await response.text();
    expect(html, path).toContain(staffText.takesNoForm.message);
    expect(html, path).toContain(`href="${path.split("?")[0]}"`);
    // Read with GET, each is still the file.
    expect((await page(path, cookie)).status, path).toBe(200);
  }
  // Checked first as a reader would be: a role the page is not for is refused, in the security
  // log; a sender signed out is sent to sign in.
  for (const [path, cookie, role] of [
    ["/staff/access-log.csv", session, "sales"],
    ["/staff/security-log", session, "sales"],
    ["/staff/dashboard", editor, "editor"],
    ["/staff/leads.csv", editor, "editor"],
  ] as const) {
    const response = await post(server, path, "x=1", { Cookie: cookie });
    expect(response.status, path).toBe(403);
    expect(await response.text(), path).toContain(
      `Your role (${role}) does not include this page.`,
    );
    expect(
      server.query(
        "SELECT 1 FROM security_events WHERE action = 'refused' AND detail = ?",
        `POST ${path}`,
      ),
      path,
    ).toHaveLength(1);
  }
  const signedOut = await post(server, "/staff/dashboard", "x=1");
  expect(signedOut.status).toBe(302);
  expect(signedOut.headers.get("location")).toMatch(/^\/staff\/sign-in\?/);
});

test("a page of the leads list past its last says so, with a link to the last page (404)", async () => {
  const list = await fetch(`${server.url}/staff?page=99`, { headers: { Cookie: session } });
  expect(list.status).toBe(404);
  const html = await list.text();
  expect(html).toContain("Page 99 does not exist; the last page is 1.");
  expect(html).toMatch(/<a[^>]*href="\?page=1"[^>]*>Go to page 1<\/a>/);
  expect(html).not.toContain("No leads match these filters.");
  // Within the list: its page, as before.
  expect((await fetch(`${server.url}/staff?page=1`, { headers: { Cookie: session } })).status).toBe(
    200,
  );
});

test("without e-mail set up, the lead page does not promise an e-mail to the assignee", async () => {
  const lead = await (
    await fetch(`${server.url}/staff/leads/${reference}`, { headers: { Cookie: session } })
  ).text();
  expect(lead).toContain("No e-mail is sent: e-mail is not set up on this server.");
  expect(lead).not.toContain("They get an e-mail");
});
