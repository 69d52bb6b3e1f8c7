/**
 * What the content editor's browser tests share: a server and database of their own on a copy of
 * the build (publishing rewrites its files), nginx over that copy when a test asks for it, and a
 * page signed in as an editor.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { staffText } from "../../app/content/staff";
import {
  addStaffAccounts,
  freePort,
  startServer,
  type NewStaffAccount,
  type TestServer,
} from "./server-harness";

export interface ContentSite {
  readonly server: TestServer;
  /** The copy of the build the server and nginx serve. */
  readonly buildCopy: string;
  /** Starts nginx over the copy, passing the rest to the server; returns its HTTPS address. */
  startNginx(port?: number): Promise<string>;
  stop(): Promise<void>;
}

/** A staff account a test signs in with. */
export interface TestAccount {
  readonly email: string;
  readonly password: string;
}

/**
 * A server on a fresh copy of the build, told to reload nginx after publishing, with the staff
 * accounts given (an editor, a salesperson, any others) added to its database in one process.
 */
export async function startContentSite(
  name: string,
  accounts: {
    readonly editor?: TestAccount;
    readonly sales?: TestAccount;
    readonly others?: readonly NewStaffAccount[];
  } = {},
): Promise<ContentSite> {
  const buildCopy = resolve(`build/e2e-copies/${name}-${process.pid}-${Date.now()}`);
  mkdirSync(buildCopy, { recursive: true });
  cpSync(resolve("build/client"), join(buildCopy, "client"), { recursive: true });
  cpSync(resolve("build/server"), join(buildCopy, "server"), { recursive: true });
  const server = await startServer({
    BUILD_DIR: buildCopy,
    NGINX_PID_FILE: join(buildCopy, "nginx-run/nginx.pid"),
  });
  addStaffAccounts(server.dbPath, [
    ...(["editor", "sales"] as const).flatMap((role) => {
      const account = accounts[role];
      return account ? [{ ...account, role }] : [];
    }),
    ...(accounts.others ?? []),
  ]);
  let nginx = false;
  return {
    server,
    buildCopy,
    async startNginx(port) {
      const https = port ?? (await freePort());
      execFileSync(process.execPath, ["scripts/nginx.mjs", "start", String(https)], {
        env: {
          ...process.env,
          BUILD_DIR: buildCopy,
          NGINX_HTTP_PORT: String(await freePort()),
          APP_UPSTREAM: new URL(server.url).host,
        },
        stdio: "ignore",
      });
      nginx = true;
      return `https://127.0.0.1:${https}`;
    },
    async stop() {
      if (nginx)
        execFileSync(process.execPath, ["scripts/nginx.mjs", "stop"], {
          env: { ...process.env, BUILD_DIR: buildCopy },
        });
      await server.stop();
      rmSync(buildCopy, { recursive: true, force: true });
    },
  };
}

/**
 * Which server and account a kept session belongs to. The database's folder is new for every
 * server, so a server started later on a port an earlier one used is never handed its cookies.
 */
const sessionKey = (server: TestServer, account: { email: string }) =>
  `${server.dbPath} ${server.url} ${account.email}`;

/** Each account's signed-in cookies, per server: a spec file's tests sign in through the form once. */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext["storageState"]>>>();

/**
 * A page signed in to /staff, with JavaScript off unless asked (staff pages ship none). The first
 * page of an account on a server signs in through the form and shows the content editor's start;
 * later ones start in a new browser context with that session's cookie, at `path` when one is
 * given (the caller checks that page: it would be the sign-in form without the session), else
 * at the content editor's start. Going straight to `path` spares a load of the start page that
 * the test did not look at.
 */
export async function signedInPage(
  browser: Browser,
  server: TestServer,
  account: { email: string; password: string },
  javaScriptEnabled = false,
  path?: string,
): Promise<Page> {
  const key = sessionKey(server, account);
  const storageState = sessions.get(key);
  const context = await browser.newContext({ javaScriptEnabled, storageState });
  const page = await context.newPage();
  if (storageState) {
    await page.goto(`${server.url}${path ?? "/staff/content"}`);
    if (path) return page;
  } else {
    await page.goto(`${server.url}/staff/sign-in`);
    await page.getByLabel("E-mail address").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site content");
  if (!storageState) sessions.set(key, await context.storageState());
  if (path) await page.goto(`${server.url}${path}`);
  return page;
}

/** Each account's cookies once signed in to the inbox, per server (`signInToInbox`). */
const inboxSessions = new Map<string, Awaited<ReturnType<BrowserContext["cookies"]>>>();

/** A link as an editor pastes it into a text: longer than a phone's line, with nowhere to break. */
export const longLink =
  "https://www.moa.gov.et/documents/irrigation/small-scale-irrigation-development-guideline-2026.pdf";

/**
 * Signs a page in to the staff inbox. The first time for an account on a server it goes through
 * the form (and the code form, with `code()`, for an account with two-factor sign-in) and shows the
 * leads list; later pages get that session's cookie and open `path` at once when one is given
 * (the caller checks that page: without the session it would be the sign-in form), else the list.
 */
export async function signInToInbox(
  page: Page,
  server: TestServer,
  account: { email: string; password: string },
  { path, code }: { path?: string; code?: () => string } = {},
): Promise<void> {
  const key = sessionKey(server, account);
  const cookies = inboxSessions.get(key);
  if (cookies) {
    await page.context().addCookies(cookies);
    await page.goto(`${server.url}${path ?? "/staff"}`);
    if (path) return;
  } else {
    await page.goto(`${server.url}/staff`);
    await page.getByLabel("E-mail address").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    if (code) {
      await page.getByLabel("Code").fill(code());
      await page.getByRole("button", { name: "Continue" }).click();
    }
  }
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Leads");
  if (!cookies) inboxSessions.set(key, await page.context().cookies(`${server.url}/staff`));
  if (path) await page.goto(`${server.url}${path}`);
}

/**
 * Clicks a button that sends a form and returns the status the server answered with, once the
 * page it answered has loaded. A publish that renders every page of every language takes seconds
 * on a loaded machine: no bound on the wait but the test's own timeout.
 */
export async function sendForm(page: Page, button: string): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST", { timeout: 0 }),
    page.getByRole("button", { name: button, exact: true }).click({ timeout: 0 }),
  ]);
  await page.waitForLoadState("load", { timeout: 0 });
  return response.status();
}

/**
 * Chooses a picture as an editor does: ticks the group's "Show all … to choose from", which shows
 * every picture beside the chosen one, then the picture whose description matches `name`.
 */
export async function choosePicture(
  page: Page,
  group: string,
  name: string | RegExp,
): Promise<void> {
  const pictures = page.getByRole("group", { name: group, exact: true });
  await pictures.getByRole("checkbox", { name: /^Show all \d+ to choose from$/ }).check();
  await pictures.getByRole("radio", { name }).check();
}

/**
 * A settings page's status once published when the English it changed left translations out of
 * date: it says that those languages' pages still show the old translation.
 */
export const withOutdatedNotice = (published: string) =>
  `${published} ${staffText.content.publishedOutdated}`;
