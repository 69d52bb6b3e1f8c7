/**
 * The server's configuration, read from environment variables once at start-up and validated:
 * safe defaults for a laptop, a clear message (and no start) for a bad value.
 */
import { dirname, join } from "node:path";
import { ENQUIRY_RETENTION_MONTHS } from "~/content/privacy";

export interface ServerConfig {
  /** SQLite database file; created with its folder on start. */
  readonly databasePath: string;
  /** Originals of uploaded photos, outside the public folder (PHOTOS_DIR, else beside the database). */
  readonly photosDirectory: string;
  /** Public base URL for links in notifications (the staff inbox). */
  readonly publicUrl: string;
  readonly smtp: { url: string; to: string; from: string } | null;
  readonly telegram: { token: string; chatId: string; apiBase: string } | null;
  /**
   * NOTIFY_INCLUDE_CONTACT=true was asked for: no longer possible (notifications leave the
   * country, so they never carry names, phone numbers or messages); the server says so at start.
   */
  readonly contactInNotificationsRefused: boolean;
  /**
   * Months an enquiry is kept before the daily job deletes it (one that became a contract stays).
   * The privacy notice states `ENQUIRY_RETENTION_MONTHS`: `retentionWarning` says when they differ.
   */
  readonly retentionMonths: number;
  /** Rate limits on enquiries; off only for load measurements. */
  readonly rateLimits: boolean;
  /** The morning digest of overdue and new leads (DIGEST, on unless "false"). */
  readonly digest: boolean;
  /** Minimum time between a form's first display and its sending, in ms. */
  readonly minFillMs: number;
  /** First retry delay of a failed notification; it doubles each time up to an hour. */
  readonly outboxRetryBaseMs: number;
  /** Trust X-Forwarded-For and X-Forwarded-Proto (behind nginx on the same machine). */
  readonly trustProxy: boolean;
  /** The cost of new password hashes (`passwordHashCost`); below the default only on test servers. */
  readonly passwordHashCost: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === "") return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, not "${env[name]}"`);
}

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    // The message goes to the log: never the password (nor the user) it may hold.
    const shown = raw.replace(/^([a-z][a-z0-9+.-]*:\/\/).*@/i, "$1…@");
    throw new ConfigError(
      `${name} must be a URL, not "${shown}" (a user or password with @, :, / or # in it is written percent-encoded: %40, %3A, %2F, %23)`,
    );
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(" or ")}`);
  }
  return raw;
}

const emailShape = /^[^\s@]+@[^\s@]+$/;

/** Reads and checks the configuration; throws `ConfigError` with a message naming the variable. */
export function readConfig(env: Env = process.env): ServerConfig {
  const smtpUrl = url(env, "SMTP_URL", ["smtp:", "smtps:"]);
  let smtp: ServerConfig["smtp"] = null;
  if (smtpUrl) {
    const to = env.LEADS_EMAIL_TO?.trim();
    const from = env.LEADS_EMAIL_FROM?.trim() || to;
    if (!to || !emailShape.test(to)) {
      throw new ConfigError("LEADS_EMAIL_TO must be an e-mail address when SMTP_URL is set");
    }
    if (!from || !/[^\s@]+@[^\s@>]+/.test(from)) {
      throw new ConfigError("LEADS_EMAIL_FROM must be an e-mail address");
    }
    smtp = { url: smtpUrl, to, from };
  }
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  const chatId = env.TELEGRAM_CHAT_ID?.trim();
  if (Boolean(token) !== Boolean(chatId)) {
    throw new ConfigError(
      "TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID go together: set both or neither",
    );
  }
  const apiBase = url(env, "TELEGRAM_API_BASE", ["https:", "http:"]) ?? "https://api.telegram.org";
  const databasePath = env.DATABASE_PATH?.trim() || "data/site.db";
  return {
    databasePath,
    photosDirectory:
      env.PHOTOS_DIR?.trim() ||
      (databasePath === ":memory:" ? "data/photos" : join(dirname(databasePath), "photos")),
    publicUrl: (url(env, "PUBLIC_URL", ["https:", "http:"]) ?? "http://127.0.0.1:3000").replace(
      /\/$/,
      "",
    ),
    smtp,
    telegram: token && chatId ? { token, chatId, apiBase: apiBase.replace(/\/$/, "") } : null,
    contactInNotificationsRefused: flag(env, "NOTIFY_INCLUDE_CONTACT", false),
    retentionMonths: whole(env, "LEADS_RETENTION_MONTHS", ENQUIRY_RETENTION_MONTHS, 1, 120),
    rateLimits: flag(env, "RATE_LIMITS", true),
    digest: flag(env, "DIGEST", true),
    minFillMs: whole(env, "MIN_FILL_MS", 3000, 0, 60_000),
    outboxRetryBaseMs: whole(env, "OUTBOX_RETRY_BASE_MS", 30_000, 10, 3_600_000),
    trustProxy: flag(env, "TRUST_PROXY", false),
    passwordHashCost: passwordHashCost(env),
  };
}

/** scrypt's cost for new password hashes, as log2 of its N: the default, and the least allowed. */
export const passwordHashCosts = { default: 15, least: 10 } as const;

/**
 * The cost of new password hashes (log2 of scrypt's N) from PASSWORD_HASH_COST: 15 (N = 32,768)
 * unless set, and never more (the hash's memory limit), nor less than 10. Lowering it is for the
 * tests' servers, which hash a password at every account they add and every sign-in: at 15, that
 * was about 20 CPU-seconds of the gate (docs/decisions/0073-tests-hash-passwords-cheaply.md). A
 * hash names its own cost, so a password is checked at the cost it was hashed with.
 */
export function passwordHashCost(env: Env = process.env): number {
  const { default: cost, least } = passwordHashCosts;
  return whole(env, "PASSWORD_HASH_COST", cost, least, cost);
}

/**
 * The start-up warning when new passwords are hashed below the default cost: each halving of the
 * cost halves the work of guessing a stolen hash, so it is for test servers only.
 */
export function passwordHashWarning(config: Pick<ServerConfig, "passwordHashCost">) {
  const { passwordHashCost: cost } = config;
  if (cost >= passwordHashCosts.default) return undefined;
  return `Warning: PASSWORD_HASH_COST=${cost}: new staff passwords are hashed ${2 ** (passwordHashCosts.default - cost)} times cheaper to guess than at the default of ${passwordHashCosts.default}. It is for test servers only: remove it from the environment file.`;
}

/**
 * The start-up warning when PUBLIC_URL is not set: the links that staff e-mails, the digest and
 * invitations carry would point to the default address, which nobody outside this machine opens.
 */
export function publicUrlWarning(
  env: Readonly<Record<string, string | undefined>>,
  config: Pick<ServerConfig, "publicUrl">,
): string | undefined {
  if (env.PUBLIC_URL?.trim()) return undefined;
  return `Warning: PUBLIC_URL is not set, so the links in staff e-mails, the morning digest and invitations point to ${config.publicUrl}: set it to the site's address, such as https://tsehaysolar.et (docs/deployment.md)`;
}

/**
 * The start-up warning when LEADS_RETENTION_MONTHS is not the period the privacy notice states:
 * the notice would then tell visitors something untrue until its text is changed with it.
 */
export function retentionWarning(
  config: Pick<ServerConfig, "retentionMonths">,
): string | undefined {
  if (config.retentionMonths === ENQUIRY_RETENTION_MONTHS) return undefined;
  return `Warning: LEADS_RETENTION_MONTHS is ${config.retentionMonths}, but the privacy page says enquiries are kept ${ENQUIRY_RETENTION_MONTHS} months: change ENQUIRY_RETENTION_MONTHS in app/content/privacy.ts with it (docs/deployment.md)`;
}
