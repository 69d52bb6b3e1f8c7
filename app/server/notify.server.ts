/**
 * Notifications of a new enquiry to the company: e-mail over SMTP and, optionally, a Telegram
 * message to a staff chat. Both leave the country, so they carry only the reference, kind,
 * region, farm size and a link to the inbox, never names, numbers or messages (Proclamation
 * No. 1321/2024, and the privacy page's promise).
 */
import nodemailer from "nodemailer";
import { enquiryForms } from "~/content/enquiry-form-map";
import type { ServerConfig } from "./config.server";
import type { Lead } from "./enquiries.server";

export type Channel = "email" | "telegram";

/** The channels the configuration turns on. */
export function enabledChannels(config: ServerConfig): Channel[] {
  return [
    ...(config.smtp ? (["email"] as const) : []),
    ...(config.telegram ? (["telegram"] as const) : []),
  ];
}

/** The notification's text: what the enquiry is about and where to read it, no personal data. */
export function notificationText(
  lead: Lead,
  config: ServerConfig,
): { subject: string; text: string } {
  const form = enquiryForms[lead.kind];
  const subject = `New ${form.kindLabel.toLowerCase()} ${lead.reference}${lead.region ? ` — ${lead.region}` : ""}`;
  const lines = [
    `Reference: ${lead.reference}`,
    `Kind: ${form.kindLabel}`,
    `Region: ${lead.region ?? "not given"}`,
    `Farm size: ${lead.farmSizeHa === null ? "not given" : `${lead.farmSizeHa} ha`}`,
    `Received: ${lead.createdAt.replace("T", " ").slice(0, 16)} UTC`,
  ];
  lines.push("", `Open it in the staff inbox: ${config.publicUrl}/staff/leads/${lead.reference}`);
  return { subject, text: lines.join("\n") };
}

export type Sender = (lead: Lead) => Promise<void>;

/** A message to staff: a new lead, an assignment, the morning digest. */
export interface StaffMessage {
  /** An e-mail address; none for the company's own inbox (SMTP_TO) or Telegram chat. */
  readonly to?: string;
  readonly subject: string;
  readonly text: string;
}

/** Delivers a message on one channel. */
export type Transport = (message: StaffMessage) => Promise<void>;

export function emailSender(config: ServerConfig): Sender | undefined {
  const transport = emailTransport(config);
  return transport && ((lead) => transport(notificationText(lead, config)));
}

export function telegramSender(config: ServerConfig): Sender | undefined {
  const transport = telegramTransport(config);
  return transport && ((lead) => transport(notificationText(lead, config)));
}

/** Whether a host name is this machine's own (127.0.0.0/8, ::1, localhost). */
function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\./.test(hostname);
}

/** How nodemailer reaches the SMTP server of `smtpUrl` (smtp:// or smtps://). */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    // smtp:// upgrades with STARTTLS, and must: a server that does not offer it would otherwise
    // get the password and the leads' references in clear. Only a relay on this machine
    // (loopback, nothing on the wire) may go without.
    requireTLS: !secure && !isLoopback(url.hostname),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

export function emailTransport(config: ServerConfig): Transport | undefined {
  const smtp = config.smtp;
  if (!smtp) return undefined;
  const transport = nodemailer.createTransport(smtpOptions(smtp.url));
  return async ({ to, subject, text }) => {
    await transport.sendMail({ from: smtp.from, to: to || smtp.to, subject, text });
  };
}

export function telegramTransport(config: ServerConfig): Transport | undefined {
  const telegram = config.telegram;
  if (!telegram) return undefined;
  return async ({ text }) => {
    const response = await fetch(`${telegram.apiBase}/bot${telegram.token}/sendMessage`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ chat_id: telegram.chatId, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as {
      ok?: boolean;
      description?: string;
    };
    if (!response.ok || body.ok !== true) {
      throw new Error(
        `Telegram answered ${response.status}: ${body.description ?? "no description"}`,
      );
    }
  };
}
