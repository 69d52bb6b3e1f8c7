/**
 * Receiving an enquiry: every way in (the four forms and the chat's call-back) ends here, with
 * or without JavaScript. The checks run cheapest first; the enquiry is on disk, with its
 * notifications queued, before the answer says it was received.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { isEnquiryKind, type EnquiryKind } from "~/content/enquiry-forms";
import type { CleanEnquiry } from "~/lib/enquiry-schema";
import { localizedForm } from "~/content/enquiry-text";
import { catalogueNames, withNames } from "./catalogue-names.server";
import {
  defaultLocale,
  isLocale,
  localeFromPath,
  localizePath,
  locales,
  type Locale,
} from "~/i18n/locales";
import { enquiryForms } from "~/content/enquiry-form-map";
import { parseEnquiry } from "~/lib/enquiry-schema";
import { plainValues } from "~/lib/plain-text";
import {
  sitePath,
  type EnquiryMessage,
  type IntakeRefusal,
  type IntakeResult,
} from "~/lib/enquiry-result";
import type { FieldErrors } from "~/lib/validation";
import { BodyTooLarge, isSameOrigin, networkOf, parseForm } from "./guard.server";
import type { Runtime } from "./runtime.server";
import { enquiryText } from "~/content/catalogues";
import { pageTitle } from "~/lib/meta";
import { formTooLargePath } from "~/content/site-map";

/** Bytes a Ge'ez letter takes once a form encodes it: three UTF-8 bytes, each written "%E1". */
const ENCODED_LETTER_BYTES = 9;

/** How many times the largest form, full in Ge'ez, a post may be and still be read. */
const BODY_ROOM = 4;

/**
 * Largest accepted enquiry body: four times the largest form with every field at its maxLength in
 * Ge'ez (about 50 KB; 256 KB in all), rounded up to 64 KB. A text pasted over a field's limit
 * (a 9,900-letter message is twice the contact form's) is then read, and answered 422 with the
 * form given back and the message beside the field, in the form's language; only a body over
 * this gets the 413 page. nginx has the same limit for the same paths (deploy/nginx/site.conf,
 * the enquiry location; a unit test compares them), and so does scripts/serve.mjs, from here.
 */
export const MAX_BODY_BYTES = bodyLimit();

function bodyLimit(): number {
  const full = Object.values(enquiryForms).map((form) =>
    form.fields.reduce(
      (bytes, field) => bytes + field.name.length + 2 + field.maxLength * ENCODED_LETTER_BYTES,
      1024, // the form's own fields: kind, page, language, key
    ),
  );
  const block = 64 * 1024;
  return Math.ceil((Math.max(...full) * BODY_ROOM) / block) * block;
}

/**
 * The paths enquiries are posted to: the API, and each language's answer page with its route
 * data (`/am/enquiry.data`, which React Router's client would post to: the same action, so the
 * same limits).
 */
export const intakePaths = new Set([
  "/api/enquiries",
  ...locales.flatMap((locale) => {
    const page = localizePath("/enquiry", locale);
    return [page, `${page}.data`];
  }),
]);

/** The body limit of a POST to this path when it is an enquiry's, else undefined. */
export function enquiryBodyLimit(path: string): number | undefined {
  return intakePaths.has(path) ? MAX_BODY_BYTES : undefined;
}

/**
 * The prerendered file an enquiry's post over `MAX_BODY_BYTES` is answered with (413): the "too
 * long, nothing was sent" page in the language of the address posted to ("/am/413.html").
 */
export function tooLargePage(path: string): string {
  return `${localizePath(formTooLargePath, localeFromPath(path))}.html`;
}

/**
 * The per-address rate limit (an IPv6 address's whole /64: `networkOf`), applied by the server
 * before it reads anything of a request, so that a flood from one address costs next to nothing and real visitors are served meanwhile.
 * A form sent without JavaScript just over the limit goes on to its action, which answers 429
 * with the form and what was typed, in its language (`receiveEnquiry`); only far over it (a
 * flood, not a person) does the door answer such a post with its short page.
 */
export function refuseFlood(
  method: string,
  path: string,
  address: string,
  rt: Runtime,
): Response | undefined {
  if (method !== "POST" || !intakePaths.has(path) || !rt.config.rateLimits) return undefined;
  const { perAddress } = rt.limits;
  const network = networkOf(address);
  if (perAddress.take(network)) return undefined;
  const api = path.startsWith("/api/");
  if (!api && perAddress.count(network) <= FLOOD_FACTOR * perAddress.limit) return undefined;
  const locale = api ? defaultLocale : localeFromPath(path);
  const words = enquiryText[locale].words;
  const result = refuse(429, "rateLimited", locale, null, {}, [], perAddress.retryAfter(network));
  const headers = {
    "Retry-After": String(perAddress.retryAfter(network)),
    "Cache-Control": "no-store",
  };
  if (api) return Response.json(result, { status: 429, headers });
  return shortPage(429, locale, words.messages.rateLimited, headers);
}

/**
 * The short page the door answers with before any route runs (a flood, another site's post): the
 * message as its heading and the way home, in the language of the address, with no script.
 */
export function shortPage(
  status: number,
  locale: Locale,
  message: string,
  headers: Record<string, string> = { "Cache-Control": "no-store" },
): Response {
  const home = enquiryText[locale].words.confirmation.backHome;
  return new Response(
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(pageTitle(message, locale))}</title></head><body><main><h1>${escapeHtml(message)}</h1><p><a href="${localizePath("/", locale)}">${escapeHtml(home)}</a></p></main></body></html>`,
    { status, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } },
  );
}

/** Over this many times the limit, a no-JS form's post is a flood: the door answers it. */
const FLOOD_FACTOR = 2;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Names of the form's own hidden fields, beside the visitor's. */
export const intakeFields = {
  kind: "kind",
  key: "idempotencyKey",
  page: "page",
  language: "language",
  fillMs: "fillMs",
  honeypot: "website",
} as const;

const keyShape = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Every field of a post as plain text (`plainValues`), before anything reads it: the multi-line
 * fields (the textareas) of the form of this kind keep their lines, every other field is one line.
 */
export function plainFields(
  kind: string | undefined,
  fields: Record<string, string>,
): Record<string, string> {
  return plainValues(isEnquiryKind(kind) ? enquiryForms[kind].fields : [], fields);
}

function refuse(
  status: IntakeRefusal["status"],
  reason: EnquiryMessage,
  locale: Locale,
  kind: EnquiryKind | null = null,
  values: Record<string, string> = {},
  errors: FieldErrors = [],
  retryAfter?: number,
): IntakeRefusal {
  return {
    ok: false,
    status,
    locale,
    kind,
    message: enquiryText[locale].words.messages[reason],
    reason,
    errors,
    values,
    idempotencyKey: randomUUID(),
    retryAfter,
  };
}

/** Only the visitor's own fields, to send back: never more than the form has. */
function visitorValues(kind: EnquiryKind | null, fields: Record<string, string>) {
  if (!kind) return {};
  const names = enquiryForms[kind].fields.map((field) => field.name as string);
  return Object.fromEntries(
    names.filter((name) => name in fields).map((name) => [name, fields[name] ?? ""]),
  );
}

/**
 * The language to answer in: the form's own `language` field, else (a refusal before the form is
 * read) the language of the address posted to ("/am/enquiry"), else the page the visitor came
 * from (the API), else English.
 */
function answerLocale(request: Request, fields?: Record<string, string>): Locale {
  const posted = fields?.[intakeFields.language];
  if (isLocale(posted)) return posted;
  const path = new URL(request.url).pathname;
  if (!path.startsWith("/api/")) return localeFromPath(path);
  try {
    return localeFromPath(new URL(request.headers.get("referer") ?? "/", "http://x").pathname);
  } catch {
    return defaultLocale;
  }
}

/**
 * The key of hashes of forms sent without one: made when the server starts and never stored, so
 * a stored hash cannot be tested against guessed phone numbers and addresses, by anyone, ever.
 * After a restart an enquiry sent again is a new lead: a duplicate staff can see, never a loss.
 */
const formHashKey = randomBytes(32);

/**
 * What makes a form sent without JavaScript the same enquiry when it comes again: its kind, its
 * fields as the schema cleaned them (trimmed) and the sender's address. Another word, another
 * form or another sender is another enquiry.
 */
export function sameFormHash(enquiry: CleanEnquiry, address: string): string {
  const { kind, values } = enquiry;
  return createHmac("sha256", formHashKey)
    .update(JSON.stringify([kind, Object.entries(values), address]))
    .digest("base64url");
}

/**
 * `address`: the visitor's. A page's form over the per-address limit was let through by the door
 * so that this answer can give the form back; with it, a form sent again is known by what it says
 * (`sameFormHash`).
 */
export async function receiveEnquiry(
  request: Request,
  rt: Runtime,
  address?: string,
): Promise<IntakeResult> {
  let locale = answerLocale(request);
  if (request.method !== "POST") return refuse(405, "refused", locale);
  if (!isSameOrigin(request)) return refuse(403, "crossSite", locale);
  // The per-address limit is applied at the door, before the request is read (`refuseAtTheDoor`).
  const { global } = rt.limits;
  let posted: Record<string, string> | undefined;
  try {
    posted = await parseForm(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(413, "tooLarge", locale);
    throw error;
  }
  if (!posted) return refuse(415, "refused", locale);
  const fields = plainFields(posted[intakeFields.kind], posted);
  locale = answerLocale(request, fields);
  // The page the form was on: a form sent again from the answer page keeps it.
  const page = sitePath(fields[intakeFields.page]);
  const kind = fields[intakeFields.kind];
  if (!isEnquiryKind(kind)) return refuse(400, "refused", locale);
  const values = visitorValues(kind, fields);
  const refuseForm = (...args: Parameters<typeof refuse>): IntakeRefusal => ({
    ...refuse(...args),
    page,
  });
  const { perAddress } = rt.limits;
  const network = address && networkOf(address);
  if (network && rt.config.rateLimits && perAddress.count(network) > perAddress.limit) {
    const wait = perAddress.retryAfter(network);
    return refuseForm(429, "rateLimited", locale, kind, values, [], wait);
  }
  if ((fields[intakeFields.honeypot] ?? "") !== "") {
    return refuseForm(400, "refused", locale, kind, values);
  }
  const fillMs = Number(fields[intakeFields.fillMs]);
  if (fields[intakeFields.fillMs] !== undefined && !(fillMs >= rt.config.minFillMs)) {
    return refuseForm(422, "tooFast", locale, kind, values);
  }
  const parsed = parseEnquiry(
    withNames(localizedForm(kind, locale), locale, catalogueNames(locale)),
    fields,
  );
  if (!parsed.ok) {
    return refuseForm(422, "refused", locale, kind, values, parsed.errors);
  }
  if (rt.config.rateLimits && !global.take("all")) {
    return refuseForm(503, "busy", locale, kind, values, [], global.retryAfter("all"));
  }
  const key = fields[intakeFields.key] ?? "";
  const ownKey = keyShape.test(key);
  const language = fields[intakeFields.language] ?? "";
  let saved: Awaited<ReturnType<Runtime["writer"]["save"]>>;
  try {
    saved = await rt.writer.save({
      enquiry: parsed.enquiry,
      idempotencyKey: ownKey ? key : randomUUID(),
      // Sent again, a form without a key (scripts off, or not yet running) is known by what it
      // says: sent again from the page (Back and Send), or from Back once the page's script ran
      // and gave it a key of its own.
      formHash: address ? sameFormHash(parsed.enquiry, address) : undefined,
      ownKey,
      page: page ?? null,
      language: isLocale(language) ? language : defaultLocale,
      channels: rt.channels,
    });
  } catch (error) {
    // The store failed (its disk full, busy past its wait): nothing was saved, and the visitor is
    // told so with the form they filled in given back, never a page without it. The fault is the
    // server's: it is logged with its cause.
    const id = request.headers.get("x-request-id") ?? "-";
    console.error(`[${id}] POST ${new URL(request.url).pathname}: not saved:`, error);
    return refuseForm(500, "serverError", locale, kind, values);
  }
  if (saved.created && rt.channels.length > 0) void rt.outbox.kick();
  return {
    ok: true,
    status: saved.created ? 201 : 200,
    locale,
    kind,
    reference: saved.reference,
    page,
  };
}
