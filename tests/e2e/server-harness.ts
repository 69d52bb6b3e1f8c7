/**
 * Real parts for the server tests, all on loopback: the production server (scripts/serve.mjs)
 * with a fresh SQLite file in a temporary folder, a real SMTP server (smtp-server), and an HTTP
 * endpoint shaped like Telegram's Bot API.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { Secret, TOTP } from "otpauth";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  readonly url: string;
  readonly dbPath: string;
  readonly child: ChildProcess;
  /**
   * Everything the server printed, its colours taken out: Node colours a logged error's stack
   * frames when the tests' runner asks for colour, and a frame's line then no longer ends in ")".
   */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Rows of the database, read by the test directly from the file. */
  query<T>(sql: string, ...params: unknown[]): T[];
}

/**
 * The folders of the servers' own databases (and their photos), removed when the worker that
 * made them exits: a test may start a second server on a stopped one's database.
 */
const serverFolders: string[] = [];
process.once("exit", () => {
  for (const folder of serverFolders) rmSync(folder, { recursive: true, force: true });
});

/** A new database path in a temporary folder of its own, removed when this worker exits. */
function newDatabasePath(): string {
  const folder = mkdtempSync(join(tmpdir(), "ts-server-"));
  serverFolders.push(folder);
  return join(folder, "site.db");
}

/** A stack frame, as Node prints one: a fault's log has them, a refusal's never. */
export const stackFrame = /^\s+at .+\(.+:\d+:\d+\)$/m;

/** Starts the production server on a free port with its own database (or the one given). */
export async function startServer(
  env: Record<string, string> = {},
  dbPath = newDatabasePath(),
  /**
   * How long to wait for it to answer: a server whose store differs from its files (a restored
   * backup) renders every page before it listens. Not a bound on speed: the wait for readiness.
   */
  readyWithinMs = 15_000,
): Promise<TestServer> {
  let output = "";
  // PORT=0: the system gives the server a port no other process holds, and the server names it
  // in its "Serving … at" line. A port probed free and then passed on could be taken in between
  // by another worker's server, and this test would then talk to that one.
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_PATH: dbPath,
      SMTP_URL: "",
      TELEGRAM_BOT_TOKEN: "",
      TELEGRAM_CHAT_ID: "",
      // The morning digest would add a message to the tests' mailboxes whenever they run after
      // 07:30 in Addis Ababa; its own test turns it on.
      DIGEST: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Kept for a failed start's message, and added to the log the gate reads after a failure.
  mkdirSync("reports", { recursive: true });
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    appendFileSync("reports/e2e-server.log", chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + readyWithinMs;
  let url: string | undefined;
  while (!url) {
    url = /Serving the production site at (http:\/\/127\.0\.0\.1:\d+) /.exec(output)?.[1];
    if (url) break;
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited: ${output}`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`server did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    dbPath,
    child,
    output: () => stripVTControlCharacters(output),
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    query<T>(sql: string, ...params: unknown[]) {
      const db = new Database(dbPath, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
  };
}

/** An enquiry body as the forms send it. */
export function enquiryBody(fields: Record<string, string>): string {
  return new URLSearchParams({ fillMs: "5000", language: "en", page: "/", ...fields }).toString();
}

/** POSTs a form body as a same-origin browser would. */
export function post(
  server: { url: string },
  path: string,
  body: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "Sec-Fetch-Site": "same-origin",
      ...headers,
    },
    body,
  });
}

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, quoted-printable soft line breaks and escapes decoded. */
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replaceAll("=", ""), "hex").toString("utf8"),
    );
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(port?: number): Promise<{
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  // Port 0 lets the system choose, so no other process can take the port between a probe and
  // the listen; a port is given only to bring a stopped peer back where the server expects it.
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port ?? 0, "127.0.0.1", resolve);
  });
  const chosen = (server.server.address() as AddressInfo).port;
  return {
    port: chosen,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An endpoint shaped like Telegram's Bot API sendMessage, keeping the messages. */
export async function startTelegram(): Promise<{
  url: string;
  messages: { token: string; chat_id: string; text: string }[];
  close(): Promise<void>;
}> {
  const messages: { token: string; chat_id: string; text: string }[] = [];
  const server: Server = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? "");
      if (!match || req.method !== "POST") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ ok: false, description: "Not Found" }));
        return;
      }
      const json = JSON.parse(body) as { chat_id: string; text: string };
      messages.push({ token: match[1] ?? "", chat_id: json.chat_id, text: json.text });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true, result: { message_id: messages.length } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A staff account for `addStaffAccounts`: a salesperson unless a role is given. */
export interface NewStaffAccount {
  readonly email: string;
  readonly password: string;
  readonly role?: "administrator" | "editor" | "sales";
}

/**
 * Adds staff accounts as `npm run staff -- add EMAIL --role ROLE` does, in one Node process for
 * all of them: each `scripts/staff.mjs` loads the server build (about 0.4 CPU-s), which a spec
 * adding several accounts paid once per account. The same command (`runStaffCommand`) makes each,
 * so each is hashed, stored and logged ("added", by "command line") as the tool does it.
 */
export function addStaffAccounts(dbPath: string, accounts: readonly NewStaffAccount[]): void {
  if (accounts.length === 0) return;
  const script = `
    import { pathToFileURL } from "node:url";
    import { resolve } from "node:path";
    import { readFileSync } from "node:fs";
    const { loadServerEntry } = await import(pathToFileURL(resolve("scripts/server-build.mjs")).href);
    const entry = await loadServerEntry();
    for (const { email, password, role } of JSON.parse(readFileSync(0, "utf8"))) {
      const code = await entry.runStaffCommand(["add", email, "--role", role], {
        readPassword: async () => password,
        out: () => {},
        err: (line) => console.error(line),
      });
      if (code !== 0) process.exit(code);
    }`;
  const result = spawnSync(process.execPath, ["--input-type=module", "--eval", script], {
    env: { ...process.env, DATABASE_PATH: dbPath },
    input: JSON.stringify(accounts.map((account) => ({ role: "sales", ...account }))),
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`staff add failed: ${result.stderr}${result.stdout}`);
}

/** Adds a staff account with the command-line tool (a salesperson unless told otherwise). */
export function addStaffAccount(
  dbPath: string,
  email: string,
  password: string,
  role: "administrator" | "editor" | "sales" = "sales",
): void {
  const result = spawnSync(process.execPath, ["scripts/staff.mjs", "add", email, "--role", role], {
    env: { ...process.env, DATABASE_PATH: dbPath },
    input: `${password}\n`,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`staff add failed: ${result.stderr}${result.stdout}`);
}

/**
 * Turns on two-factor sign-in for an account, as if its owner had set it up with an app; returns
 * the secret, from which a test works out the codes the app would show.
 */
export function enableTwoFactor(dbPath: string, email: string): string {
  const secret = new Secret({ size: 20 }).base32;
  const db = new Database(dbPath);
  try {
    db.prepare("UPDATE staff SET totp_secret = ? WHERE email = ?").run(secret, email);
  } finally {
    db.close();
  }
  return secret;
}

/** The code an authenticator app shows for a secret, `ahead` periods of 30 s from now. */
export function authenticatorCode(secret: string, ahead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });
}

/** Signs in over HTTP and returns the session cookie ("ts_staff=…"). */
export async function signIn(
  server: { url: string },
  email: string,
  password: string,
): Promise<string> {
  const response = await post(
    server,
    "/staff/sign-in",
    new URLSearchParams({ email, password, next: "/staff" }).toString(),
  );
  const cookie = response.headers.get("set-cookie") ?? "";
  if (response.status !== 302 || !cookie.startsWith("ts_staff=")) {
    throw new Error(`sign-in failed: ${response.status}`);
  }
  return cookie.split(";")[0] ?? "";
}
