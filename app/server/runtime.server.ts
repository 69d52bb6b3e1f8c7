/**
 * The server's long-lived parts, made once per process: configuration, database, notification
 * outbox, rate limiters, and the daily retention job. Routes reach them through `getRuntime()`.
 */
import { ACCESS_LOG_MONTHS, deleteOldAccess } from "./access-log.server";
import {
  passwordHashWarning,
  publicUrlWarning,
  readConfig,
  retentionWarning,
  type ServerConfig,
} from "./config.server";
import { openDatabase, type Db } from "./db.server";
import { queueDigestIfDue } from "./digest.server";
import { deleteExpiredLeads } from "./enquiries.server";
import { EnquiryWriter } from "./enquiry-writer.server";
import { RateLimiter } from "./guard.server";
import {
  emailSender,
  emailTransport,
  enabledChannels,
  telegramSender,
  telegramTransport,
  type Channel,
} from "./notify.server";
import { Outbox } from "./outbox.server";
import { seedContent } from "./projects.server";
import {
  deleteExpiredSessions,
  deleteOldSecurityEvents,
  SECURITY_LOG_MONTHS,
} from "./staff.server";
import { deleteOldWrongPasswords } from "./sign-in-failures.server";
import { deleteOldStaffMessages } from "./staff-messages.server";
import { deleteUntouchedDrafts, UNTOUCHED_DRAFT_DAYS } from "./content-store.server";

export interface Runtime {
  readonly config: ServerConfig;
  readonly db: Db;
  /** Saves enquiries with group commit. */
  readonly writer: EnquiryWriter;
  readonly outbox: Outbox;
  readonly channels: readonly Channel[];
  readonly limits: {
    /**
     * Enquiries from one address (an IPv6 address's whole /64: `networkOf`): 20 in 10 minutes
     * (offices and mobile networks share addresses).
     */
    readonly perAddress: RateLimiter;
    /** Enquiries from everyone: 600 a minute, far above real traffic, to cap a distributed flood. */
    readonly global: RateLimiter;
    /** Failed sign-ins from one address (an IPv6 address's whole /64): 20 in 15 minutes. */
    readonly signInAddress: RateLimiter;
  };
}

let runtime: Runtime | undefined;

export function getRuntime(): Runtime {
  runtime ??= createRuntime(readConfig());
  return runtime;
}

export function createRuntime(config: ServerConfig): Runtime {
  const db = openDatabase(config.databasePath);
  // A new installation's content comes from the repository's typed modules; the store is the
  // truth after that.
  seedContent(db);
  const senders = { email: emailSender(config), telegram: telegramSender(config) };
  return {
    config,
    db,
    writer: new EnquiryWriter(db),
    outbox: new Outbox(db, senders, config.outboxRetryBaseMs, console.log, {
      email: emailTransport(config),
      telegram: telegramTransport(config),
    }),
    channels: enabledChannels(config),
    limits: {
      perAddress: new RateLimiter(20, 10 * 60_000),
      global: new RateLimiter(600, 60_000),
      signInAddress: new RateLimiter(20, 15 * 60_000),
    },
  };
}

const DAY_MS = 86_400_000;

/** What one clean-up deleted, by kind. */
export interface CleanUp {
  readonly leads: number;
  readonly sessions: number;
  readonly messages: number;
  readonly drafts: number;
  readonly securityEvents: number;
  readonly accessEntries: number;
}

/**
 * The daily clean-up: leads past the retention period (not those that became contracts), expired
 * sessions, old staff messages, new drafts left empty, wrong passwords older than their 15
 * minutes and browsers not signed in with for 90 days, security-log lines older than 12 months
 * and access-log entries older than 24.
 */
export function cleanUp(db: Db, retentionMonths: number, now = new Date()): CleanUp {
  const leads = deleteExpiredLeads(db, retentionMonths, now);
  const sessions = deleteExpiredSessions(db, now.getTime());
  deleteOldWrongPasswords(db, now.getTime());
  const messages = deleteOldStaffMessages(db, now.getTime());
  const drafts = deleteUntouchedDrafts(db, now.getTime());
  const securityEvents = deleteOldSecurityEvents(db, now);
  const accessEntries = deleteOldAccess(db, now);
  return { leads, sessions, messages, drafts, securityEvents, accessEntries };
}

/** Runs the daily clean-up now and every day, and logs what it deleted. */
function retention(rt: Runtime) {
  const run = () => {
    const { leads, sessions, messages, drafts, securityEvents, accessEntries } = cleanUp(
      rt.db,
      rt.config.retentionMonths,
    );
    if (leads > 0)
      console.log(
        `retention: deleted ${leads} enquiries older than ${rt.config.retentionMonths} months`,
      );
    if (sessions > 0) console.log(`retention: deleted ${sessions} expired sessions`);
    if (messages > 0)
      console.log(`retention: deleted ${messages} messages to staff sent over 30 days ago`);
    if (drafts > 0)
      console.log(
        `retention: deleted ${drafts} new drafts left empty for ${UNTOUCHED_DRAFT_DAYS} days`,
      );
    if (securityEvents > 0)
      console.log(
        `retention: deleted ${securityEvents} security-log lines older than ${SECURITY_LOG_MONTHS} months`,
      );
    if (accessEntries > 0)
      console.log(
        `retention: deleted ${accessEntries} access-log entries older than ${ACCESS_LOG_MONTHS} months`,
      );
  };
  run();
  setInterval(run, DAY_MS).unref();
}

/** Queues the morning digest once it is due (checked every minute), then kicks the outbox. */
function digest(rt: Runtime) {
  const run = () => {
    if (queueDigestIfDue(rt.db, rt.channels, rt.config.publicUrl)) void rt.outbox.kick();
  };
  run();
  setInterval(run, 60_000).unref();
}

/**
 * Opens the database (creating and migrating it), starts the outbox, the digest and the retention job, and
 * says which notification channels are on. Called once by the server at start.
 */
export function startServerRuntime(): Runtime {
  const rt = getRuntime();
  for (const warning of [
    retentionWarning(rt.config),
    publicUrlWarning(process.env, rt.config),
    passwordHashWarning(rt.config),
  ]) {
    if (warning) console.warn(warning);
  }
  if (rt.config.contactInNotificationsRefused) {
    console.warn(
      "Warning: NOTIFY_INCLUDE_CONTACT is no longer supported and is ignored: notifications leave the country, so they never carry names, phone numbers or messages (Proclamation No. 1321/2024; the privacy page says so). Remove it from the environment file.",
    );
  }
  rt.outbox.start();
  retention(rt);
  if (rt.config.digest) digest(rt);
  console.log(`Database: ${rt.config.databasePath} (WAL)`);
  console.log(
    `Notifications: e-mail ${rt.config.smtp ? `on (to ${rt.config.smtp.to})` : "off (SMTP_URL not set)"}, Telegram ${rt.config.telegram ? "on" : "off (TELEGRAM_BOT_TOKEN not set)"}${rt.channels.length === 0 ? " — enquiries are stored and shown in /staff only" : ""}`,
  );
  return rt;
}

export function stopServerRuntime(): void {
  runtime?.outbox.stop();
  runtime?.db.close();
  runtime = undefined;
}
