/**
 * Sending an enquiry from the browser, and keeping it when it cannot be sent yet.
 *
 * An enquiry that meets no network, or a server that is down, is saved in `localStorage` with its
 * idempotency key and sent again by itself: when the browser comes back online, when the page is
 * shown again, on the next page load, and every so often while the page is open. The server
 * stores one enquiry per key, so however often it is resent it arrives exactly once. The server's
 * answer goes to the enquiry's form, or, with none on the page, is kept until the visitor sees it
 * (below, "Answers no form was there to show").
 */
import type { EnquiryKind } from "~/content/enquiry-forms";
import { clearDraft, DRAFT_MAX_AGE_MS } from "~/hooks/use-form-draft";
import type { EnquiryMessage } from "./enquiry-result";
import type { FieldErrors } from "./validation";

export const ENQUIRY_ENDPOINT = "/api/enquiries";
import {
  ANSWERS_EVENT,
  ANSWERS_STORAGE_KEY,
  OUTBOX_STORAGE_KEY as STORAGE_KEY,
} from "./enquiry-queue-flag";
/** Delay between automatic tries while the page stays open. */
export const RETRY_MS = 20_000;
/**
 * The longest wait a server's Retry-After is kept for. A wait further off than this was counted
 * on a clock set back since (a phone's, after a network sync): it holds the enquiry no longer.
 */
export const MAX_RETRY_WAIT_MS = 60 * 60_000;

/** How long an item still waits for the time the server asked for: 0 when it may be sent. */
const waitLeft = (item: QueuedEnquiry, now = Date.now()) => {
  const left = (item.retryAt ?? 0) - now;
  return left > 0 && left <= MAX_RETRY_WAIT_MS ? left : 0;
};

export type SendResult =
  | { readonly type: "sent"; readonly reference: string }
  | { readonly type: "invalid"; readonly message: string; readonly errors: FieldErrors }
  | {
      readonly type: "refused";
      readonly message: string;
      /** Which of the forms' messages it is, for a form to word in its language. */
      readonly reason?: EnquiryMessage;
      readonly status: number;
    }
  | { readonly type: "unavailable"; readonly wait?: Wait; readonly retryAfter?: number };

/**
 * Why an enquiry waits on the device when the network is there: the server asked it to wait
 * (429, or 503 with Retry-After: many enquiries), or the server failed. No reason: no network.
 */
export type Wait = "busy" | "failed";

export interface QueuedEnquiry {
  readonly key: string;
  readonly kind: EnquiryKind;
  /** The url-encoded form, exactly as it was first sent. */
  readonly body: string;
  /** What the confirmation repeats, as labelled values. */
  readonly entries: readonly { name: string; label: string; value: string }[];
  /** Key of the form's draft, forgotten once the server has the enquiry. */
  readonly draftKey: string;
  readonly savedAt: number;
  /** Why it waits (the form says so); none when there was no connection. */
  readonly wait?: Wait;
  /** When the server said to try again (Date.now() time), if it said so. */
  readonly retryAt?: number;
  /** Set when the server refused it for good (the form shows why). */
  readonly refusal?: {
    readonly message: string;
    readonly reason?: EnquiryMessage;
    readonly errors: FieldErrors;
  };
}

/**
 * How long a send may take before it is given up and kept on the device: a connection that
 * stalls (a phone between masts) would leave the form "Sending…" for good, and every later try
 * behind it. The enquiry is a few kilobytes; the server dedupes a send that did arrive by its key.
 */
export const SEND_TIMEOUT_MS = 45_000;

/** Posts an enquiry; "unavailable" when the network or the server did not answer usefully. */
export async function sendEnquiry(body: string): Promise<SendResult> {
  const stalled = new AbortController();
  const timer = setTimeout(() => stalled.abort(), SEND_TIMEOUT_MS);
  try {
    return await answerTo(body, stalled.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** The server's answer to an enquiry, read whole, unless `signal` gives it up first. */
async function answerTo(body: string, signal: AbortSignal): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(ENQUIRY_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body,
      credentials: "same-origin",
      signal,
    });
  } catch {
    return { type: "unavailable" };
  }
  const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
  if (response.status === 429 || (response.status === 503 && retryAfter)) {
    return { type: "unavailable", wait: "busy", retryAfter };
  }
  if (response.status >= 500) return { type: "unavailable", wait: "failed" };
  let json: {
    ok?: boolean;
    reference?: string;
    message?: string;
    reason?: EnquiryMessage;
    errors?: FieldErrors;
  };
  try {
    json = (await response.json()) as typeof json;
  } catch {
    return { type: "unavailable" };
  }
  if (response.ok && json.ok && json.reference) return { type: "sent", reference: json.reference };
  const message = json.message ?? "Your enquiry could not be accepted.";
  if (response.status === 422 && json.errors?.length) {
    return { type: "invalid", message, errors: json.errors };
  }
  return { type: "refused", message, reason: json.reason, status: response.status };
}

let memory: readonly QueuedEnquiry[] | undefined;
const listeners = new Set<() => void>();
/** What a form's confirmation shows of a sent enquiry. */
export interface SentAnswer {
  readonly reference: string;
  readonly entries: QueuedEnquiry["entries"];
  /** The language it was written in, when known: a form of another page shows it marked so. */
  readonly language?: string;
}
type SentListener = (answer: SentAnswer) => void;
/** The forms on the page, by kind, that show a queued enquiry's confirmation. */
const sentListeners = new Map<EnquiryKind, Set<SentListener>>();

/**
 * Hears of each queued enquiry of this kind the server has accepted (its form shows the
 * confirmation). With no form of its kind listening, the answer is kept until shown: the next
 * form of its kind to listen gets it at once (sent from another page, or before its code ran).
 */
export function onEnquirySent(kind: EnquiryKind, listener: SentListener): () => void {
  const forKind = sentListeners.get(kind) ?? new Set();
  sentListeners.set(kind, forKind.add(listener));
  const kept = takeAnswer(kind);
  if (kept) listener({ reference: kept.reference, entries: kept.entries, language: kept.language });
  return () => forKind.delete(listener);
}

/** Tells the forms of its kind, or, with none on the page, keeps the answer for the visitor. */
function announceSent(item: QueuedEnquiry, reference: string) {
  const forms = sentListeners.get(item.kind);
  const language = new URLSearchParams(item.body).get("language") ?? "en";
  if (forms?.size) {
    forms.forEach((listener) => listener({ reference, entries: item.entries, language }));
    return;
  }
  keepAnswer({ reference, kind: item.kind, entries: item.entries, language, sentAt: Date.now() });
}

/**
 * Whether an item stays on the device: one waiting to be sent stays until the server has it (an
 * enquiry is never dropped); one the server refused, which is never sent again, goes with its
 * form's draft, 7 days after it was saved, as the form's note on this device promises.
 */
const kept = (item: QueuedEnquiry, now: number) =>
  Boolean(item?.key) && !(item.refusal && now - item.savedAt > DRAFT_MAX_AGE_MS);

function load(): readonly QueuedEnquiry[] {
  if (memory) return memory;
  try {
    const data: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "[]");
    const items = Array.isArray(data) ? (data as QueuedEnquiry[]) : [];
    memory = items.filter((item) => kept(item, Date.now()));
    // The ones gone are gone from the device too.
    if (memory.length < items.length) save(memory);
  } catch {
    memory = [];
  }
  return memory;
}

function save(items: readonly QueuedEnquiry[]) {
  memory = items;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage refused: the queue lives for this visit only.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function queuedEnquiries(): readonly QueuedEnquiry[] {
  return typeof window === "undefined" ? [] : load();
}

const noQueue: readonly QueuedEnquiry[] = [];
export const serverQueue = () => noQueue;

export function enqueue(item: QueuedEnquiry): void {
  save([...load().filter((queued) => queued.key !== item.key), item]);
  scheduleRetry();
}

/** Forgets an item (after its confirmation was shown, or the visitor starts over). */
export function forget(key: string): void {
  save(load().filter((item) => item.key !== key));
}

let flushing: Promise<void> | undefined;

/** Sends every waiting enquiry once, in order; stops at the first that meets no network. */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    for (const item of load()) {
      // Refused for good, or the server asked for a wait that is not over (a page load, the
      // connection or the tab coming back do not cut it short).
      if (item.refusal || waitLeft(item) > 0) continue;
      const result = await sendEnquiry(item.body);
      if (result.type === "unavailable") {
        save(load().map((queued) => (queued.key === item.key ? waiting(queued, result) : queued)));
        break;
      }
      if (result.type === "sent") {
        clearDraft(item.draftKey);
        save(load().filter((queued) => queued.key !== item.key));
        announceSent(item, result.reference);
        continue;
      }
      save(
        load().map((queued) =>
          queued.key === item.key
            ? {
                ...queued,
                refusal:
                  result.type === "invalid"
                    ? { message: result.message, errors: result.errors }
                    : { message: result.message, reason: result.reason, errors: [] },
              }
            : queued,
        ),
      );
    }
  })().finally(() => {
    flushing = undefined;
    scheduleRetry();
  });
  return flushing;
}

/** An item as it waits after `result`: why, and until when the server asked it to wait. */
export function waiting(
  item: QueuedEnquiry,
  result: { wait?: Wait; retryAfter?: number },
): QueuedEnquiry {
  return {
    ...item,
    wait: result.wait,
    retryAt: result.retryAfter ? Date.now() + result.retryAfter * 1000 : undefined,
  };
}

let timer: ReturnType<typeof setTimeout> | undefined;

function scheduleRetry() {
  if (timer !== undefined || typeof window === "undefined") return;
  const next = load().find((item) => !item.refusal);
  if (!next) return;
  // Not before the time the server asked for (a 429's Retry-After).
  const delay = Math.max(RETRY_MS, waitLeft(next));
  timer = setTimeout(() => {
    timer = undefined;
    void flushOutbox();
  }, delay);
}

let started = false;

/** Sends what is waiting now, and whenever the connection or the page comes back. */
export function startOutbox(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", () => void flushOutbox());
  // Another tab changed the queue (an enquiry saved there offline, or sent): read it again, so
  // this tab's next change keeps theirs instead of writing its older copy over it.
  window.addEventListener("storage", (event) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return;
    memory = undefined;
    listeners.forEach((listener) => listener());
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void flushOutbox();
  });
  if (load().some((item) => !item.refusal)) void flushOutbox();
}

/** A random idempotency key for a new submission. */
export function newEnquiryKey(): string {
  return (
    crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

// Answers no form was there to show: the answers to enquiries this outbox sent while no form of
// their kind was on the page, kept on the device until the visitor has seen them, so an enquiry
// saved offline and sent from another page still shows its reference number (on any page as a
// notice, sent-notice.tsx; on its form's page as the form's confirmation). They hold what was
// sent, so they are forgotten once shown, and after `ANSWER_MAX_AGE_MS` in any case.

export interface KeptAnswer {
  readonly reference: string;
  readonly kind: EnquiryKind;
  /** What was sent, labelled in the language it was written in (the form's confirmation). */
  readonly entries: QueuedEnquiry["entries"];
  /** The language of the page it was written on. */
  readonly language: string;
  /** When the server accepted it (Date.now() time). */
  readonly sentAt: number;
}

/**
 * An answer nobody came back for is personal data with no use: gone when a draft would be (the
 * privacy page's 7 days).
 */
export const ANSWER_MAX_AGE_MS = DRAFT_MAX_AGE_MS;

function readAnswers(): KeptAnswer[] {
  try {
    const data: unknown = JSON.parse(window.localStorage.getItem(ANSWERS_STORAGE_KEY) ?? "[]");
    return Array.isArray(data) ? (data as KeptAnswer[]).filter((item) => item?.reference) : [];
  } catch {
    return [];
  }
}

function writeAnswers(items: readonly KeptAnswer[]) {
  try {
    if (items.length) window.localStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify(items));
    else window.localStorage.removeItem(ANSWERS_STORAGE_KEY);
  } catch {
    // Storage refused: the answer cannot outlive this page (the form, if any, shows it).
  }
}

/** The answers waiting to be shown; those older than `ANSWER_MAX_AGE_MS` are dropped. */
export function keptAnswers(now = Date.now()): readonly KeptAnswer[] {
  const items = readAnswers();
  const fresh = items.filter((item) => now - item.sentAt < ANSWER_MAX_AGE_MS);
  if (fresh.length !== items.length) writeAnswers(fresh);
  return fresh;
}

/** Keeps an answer until it is shown. */
export function keepAnswer(answer: KeptAnswer): void {
  writeAnswers([...readAnswers().filter((item) => item.reference !== answer.reference), answer]);
  // The page's notice comes (root.tsx) or looks again.
  window.dispatchEvent(new Event(ANSWERS_EVENT));
}

/** Forgets the answers with these references (they have been shown). */
export function forgetAnswers(references: readonly string[]): void {
  const items = readAnswers();
  const rest = items.filter((item) => !references.includes(item.reference));
  if (rest.length !== items.length) writeAnswers(rest);
}

/** The answer waiting for a form of this kind, forgotten as its form takes it to show. */
export function takeAnswer(kind: EnquiryKind): KeptAnswer | undefined {
  const answer = [...keptAnswers()].reverse().find((item) => item.kind === kind);
  if (answer) forgetAnswers([answer.reference]);
  return answer;
}
