// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { enquiryText } from "~/content/catalogues";
import { enquiryForms } from "~/content/enquiry-form-map";
import { readConfig } from "./config.server";
import { openDatabase } from "./db.server";
import { SAME_FORM_WINDOW_MS } from "./enquiries.server";
import { EnquiryWriter } from "./enquiry-writer.server";
import { RateLimiter } from "./guard.server";
import {
  enquiryBodyLimit,
  MAX_BODY_BYTES,
  receiveEnquiry,
  refuseFlood,
  shortPage,
  tooLargePage,
} from "./intake.server";
import { parseStaffCorrection } from "./lead-correction.server";
import type { Runtime } from "./runtime.server";

/** A runtime on a database in memory, without limits or notification channels. */
function runtime(): Runtime {
  const db = openDatabase(":memory:");
  const config = { ...readConfig({ DATABASE_PATH: ":memory:" }), rateLimits: false, minFillMs: 0 };
  let kicks = 0;
  return {
    config,
    db,
    writer: new EnquiryWriter(db),
    outbox: { kick: async () => void (kicks += 1) } as unknown as Runtime["outbox"],
    channels: [],
    limits: {
      perAddress: new RateLimiter(20, 60_000),
      global: new RateLimiter(600, 60_000),
      signInAddress: new RateLimiter(20, 60_000),
    },
  };
}

const contact = {
  kind: "contact",
  page: "/am/contact",
  language: "am",
  firstName: "አበበ",
  lastName: "በቀለ",
  email: "abebe@example.et",
  subject: "ፓምፕ",
  message: "ስለ ፀሐይ ፓምፕ ዋጋ ማወቅ እፈልጋለሁ።",
};

/** The prerendered form's post: no idempotency key. */
function post(fields: Record<string, string>) {
  return new Request("http://127.0.0.1/am/enquiry", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const leads = (rt: Runtime) =>
  rt.db.prepare("SELECT reference FROM enquiries ORDER BY id").all() as { reference: string }[];
const queued = (rt: Runtime) =>
  (rt.db.prepare("SELECT count(*) AS n FROM outbox").get() as { n: number }).n;

describe("a form sent without JavaScript (no idempotency key)", () => {
  it("sent again by the same sender is the same enquiry: 200, its reference, no new lead", async () => {
    const rt = { ...runtime(), channels: ["email"] as Runtime["channels"] };
    const first = await receiveEnquiry(post(contact), rt, "198.51.100.7");
    const again = await receiveEnquiry(post(contact), rt, "198.51.100.7");
    expect(first).toMatchObject({ ok: true, status: 201 });
    expect(again).toMatchObject({ ok: true, status: 200 });
    expect(again.ok && again.reference).toBe(first.ok && first.reference);
    expect(leads(rt)).toHaveLength(1);
    expect(queued(rt)).toBe(1);
  });

  it("counts the same words (spaces at either end aside) from the same address only", async () => {
    const rt = runtime();
    const first = await receiveEnquiry(post(contact), rt, "198.51.100.7");
    const spaced = { ...contact, message: `  ${contact.message}\n` };
    const same = await receiveEnquiry(post(spaced), rt, "198.51.100.7");
    expect(same.ok && same.reference).toBe(first.ok && first.reference);
    const otherSender = await receiveEnquiry(post(contact), rt, "198.51.100.8");
    expect(otherSender).toMatchObject({ ok: true, status: 201 });
    expect(leads(rt)).toHaveLength(2);
  });

  it("never merges two different enquiries", async () => {
    const rt = runtime();
    await receiveEnquiry(post(contact), rt, "198.51.100.7");
    const other = { ...contact, message: `${contact.message} ሁለተኛ ጥያቄ።` };
    expect(await receiveEnquiry(post(other), rt, "198.51.100.7")).toMatchObject({ status: 201 });
    const visit = {
      kind: "visit",
      page: "/am/site-visit",
      language: "am",
      name: "አበበ በቀለ",
      phone: "0911234567",
      region: "Oromia",
      place: "Adama",
      week: "next-week",
    };
    expect(await receiveEnquiry(post(visit), rt, "198.51.100.7")).toMatchObject({ status: 201 });
    expect(leads(rt)).toHaveLength(3);
  });

  it("is a new enquiry once the window has passed", async () => {
    const rt = runtime();
    const first = await receiveEnquiry(post(contact), rt, "198.51.100.7");
    const earlier = new Date(Date.now() - SAME_FORM_WINDOW_MS - 1000).toISOString();
    rt.db.prepare("UPDATE enquiries SET created_at = ?").run(earlier);
    const later = await receiveEnquiry(post(contact), rt, "198.51.100.7");
    expect(later).toMatchObject({ ok: true, status: 201 });
    expect(later.ok && later.reference).not.toBe(first.ok && first.reference);
  });

  it("stores a hash of the form, never its words or the sender's address beside the lead", async () => {
    const rt = runtime();
    await receiveEnquiry(post(contact), rt, "198.51.100.7");
    const row = rt.db.prepare("SELECT form_hash FROM enquiries").get() as { form_hash: string };
    expect(row.form_hash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(rt.db.prepare("SELECT * FROM enquiries").get())).not.toContain(
      "198.51.100.7",
    );
  });
});

describe("a form sent with its own idempotency key (JavaScript)", () => {
  it("is kept apart by its key: two keys are two enquiries, one key sent twice is one", async () => {
    const rt = runtime();
    const keyed = (key: string) => post({ ...contact, idempotencyKey: key });
    const first = await receiveEnquiry(keyed("key-first-0001"), rt, "198.51.100.7");
    const repeat = await receiveEnquiry(keyed("key-first-0001"), rt, "198.51.100.7");
    const second = await receiveEnquiry(keyed("key-second-002"), rt, "198.51.100.7");
    expect([first.status, repeat.status, second.status]).toEqual([201, 200, 201]);
    expect(leads(rt)).toHaveLength(2);
  });

  it("is the form sent before the page's script ran, when the same words come again from the same address", async () => {
    const rt = runtime();
    const native = await receiveEnquiry(post(contact), rt, "198.51.100.8");
    const keyed = await receiveEnquiry(
      post({ ...contact, idempotencyKey: "key-after-back1" }),
      rt,
      "198.51.100.8",
    );
    const elsewhere = await receiveEnquiry(
      post({ ...contact, idempotencyKey: "key-elsewhere-1" }),
      rt,
      "203.0.113.9",
    );
    expect([native.status, keyed.status, elsewhere.status]).toEqual([201, 200, 201]);
    expect(keyed.ok && native.ok && keyed.reference).toBe(native.ok && native.reference);
    expect(leads(rt)).toHaveLength(2);
  });
});

describe("the body limit of an enquiry", () => {
  /** A form's body with every field at its maxLength in Ge'ez letters, as a browser encodes it. */
  const fullInGeez = (kind: keyof typeof enquiryForms) =>
    new URLSearchParams({
      kind,
      page: "/am/contact",
      language: "am",
      ...Object.fromEntries(
        enquiryForms[kind].fields.map((field) => [field.name, "ሀ".repeat(field.maxLength)]),
      ),
    }).toString().length;

  it("reads every form full in Ge'ez, with room for a text pasted over its limit", () => {
    for (const kind of Object.keys(enquiryForms) as (keyof typeof enquiryForms)[]) {
      expect(3 * fullInGeez(kind), kind).toBeLessThan(MAX_BODY_BYTES);
    }
    expect(MAX_BODY_BYTES).toBe(256 * 1024);
    expect(enquiryBodyLimit("/am/enquiry")).toBe(MAX_BODY_BYTES);
    expect(enquiryBodyLimit("/am/enquiry.data")).toBe(MAX_BODY_BYTES);
    expect(enquiryBodyLimit("/api/enquiries")).toBe(MAX_BODY_BYTES);
    expect(enquiryBodyLimit("/am/contact")).toBeUndefined();
  });

  it("is nginx's for the same paths, which answers over it with the 413 page as the server does", () => {
    const conf = readFileSync("deploy/nginx/site.conf", "utf8");
    const enquiry = /location ~ "\^\(\/\[a-z\]\{2\}\)\?\/enquiry\(\\\.data\)\?\$" \{([^}]*)\}/.exec(
      conf,
    )?.[1];
    const api = /location \/api\/ \{([^}]*)\}/.exec(conf)?.[1];
    for (const block of [enquiry, api]) {
      expect(block).toContain(`client_max_body_size ${MAX_BODY_BYTES / 1024}k;`);
    }
    expect(enquiry).toContain("error_page 413 $too_large_page;");
    expect(tooLargePage("/am/enquiry")).toBe("/am/413.html");
    expect(tooLargePage("/enquiry")).toBe("/413.html");
  });

  it("lets a message twice the contact form's limit, in Ge'ez, come back with 422 and its text", async () => {
    const rt = runtime();
    const message = "ሀ".repeat(9_900);
    const body = new URLSearchParams({ ...contact, message });
    expect(body.toString().length).toBeGreaterThan(64 * 1024);
    const answer = await receiveEnquiry(post({ ...contact, message }), rt, "198.51.100.7");
    expect(answer).toMatchObject({ ok: false, status: 422, values: { message } });
    expect(leads(rt)).toHaveLength(0);
  });
});

describe("an enquiry's fields as plain text", () => {
  it("is what the lead stores, and what the refused form gives back", async () => {
    const rt = runtime();
    const visit = {
      kind: "visit",
      page: "/om/site-visit",
      language: "om",
      name: "Caaltuu\r\nGammachuu\u202E",
      phone: "0911\n234567",
      region: "Oromia",
      place: "Bishoftu\u001B]0;x\u0007",
      week: "next-week",
      message: "Akkam!\r\nBoolla bishaan ba'aa\u0000 qabna.",
    };
    expect(await receiveEnquiry(post(visit), rt, "198.51.100.7")).toMatchObject({ status: 201 });
    const row = rt.db.prepare("SELECT name, phone, fields FROM enquiries").get() as {
      name: string;
      phone: string;
      fields: string;
    };
    expect(row.name).toBe("Caaltuu Gammachuu");
    expect(row.phone).toBe("+251911234567");
    expect(JSON.parse(row.fields)).toMatchObject({
      name: "Caaltuu Gammachuu",
      phone: "0911 234567",
      place: "Bishoftu]0;x",
      message: "Akkam!\nBoolla bishaan ba'aa qabna.",
    });
    const refused = await receiveEnquiry(post({ ...visit, week: "" }), rt, "198.51.100.7");
    expect(refused).toMatchObject({ status: 422, values: { name: "Caaltuu Gammachuu" } });
  });

  it("is what a staff member's correction of the sender stores", () => {
    const typed = { name: "Caaltuu\nGammachuu\u202E", phone: "0911234567" };
    const corrected = parseStaffCorrection("visit", typed);
    expect(corrected.ok && corrected.correction.name).toBe("Caaltuu Gammachuu");
  });
});

describe("a refusal", () => {
  it("names which of the forms' messages it is, so a form can word it in another language", async () => {
    const rt = runtime();
    const answer = await receiveEnquiry(post({ ...contact, website: "https://spam.example" }), rt);
    expect(answer).toMatchObject({
      ok: false,
      status: 400,
      reason: "refused",
      message: enquiryText.am.words.messages.refused,
    });
  });
});

describe("a store that fails", () => {
  it("gives the form back in its language with 500 and says nothing was saved", async () => {
    const rt = runtime();
    // The disk is full, or the database busy past its wait: every write fails.
    rt.db.exec(
      "CREATE TRIGGER full_disk BEFORE INSERT ON enquiries BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END",
    );
    const logged: unknown[][] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const answer = await receiveEnquiry(post(contact), rt, "192.0.2.1");
      expect(answer).toMatchObject({
        ok: false,
        status: 500,
        reason: "serverError",
        message: enquiryText.am.words.messages.serverError,
        kind: "contact",
        values: { firstName: "አበበ", message: contact.message },
        page: "/am/contact",
      });
    } finally {
      console.error = error;
    }
    expect(leads(rt)).toEqual([]);
    // The fault is in the server's log, with its cause.
    expect(String(logged[0]?.[1])).toContain("database or disk is full");
  });
});

describe("the limit on enquiries from one address", () => {
  it("counts an IPv6 /64 as one address, and an IPv4-mapped address as the IPv4 one", () => {
    const rt = { ...runtime() };
    const limited = { ...rt, config: { ...rt.config, rateLimits: true } };
    const answers: (number | undefined)[] = [];
    for (let i = 0; i < 21; i += 1) {
      answers.push(
        refuseFlood("POST", "/api/enquiries", `2001:db8:1:2::${i + 1}`, limited)?.status,
      );
    }
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(undefined));
    expect(answers[20]).toBe(429);
    expect(refuseFlood("POST", "/api/enquiries", "2001:db8:1:3::1", limited)).toBeUndefined();
    for (let i = 0; i < 20; i += 1) refuseFlood("POST", "/api/enquiries", "192.0.2.1", limited);
    expect(refuseFlood("POST", "/api/enquiries", "::ffff:192.0.2.1", limited)?.status).toBe(429);
  });

  it("answers a flood from an Amharic page with a short page in Amharic, its title the message and the brand in Ge'ez", async () => {
    const message = enquiryText.am.words.messages.rateLimited;
    const answer = shortPage(429, "am", message);
    expect(answer.status).toBe(429);
    const html = await answer.text();
    expect(html).toContain('<html lang="am">');
    expect(html).toContain(`<title>${message} | ፀሐይ ሶላር</title>`);
    expect(html).toContain('<a href="/am">');
  });

  it("counts a post to an answer page's route data as the page's: the same action, the same limit", () => {
    const rt = { ...runtime() };
    const limited = { ...rt, config: { ...rt.config, rateLimits: true } };
    for (let i = 0; i < 20; i += 1)
      refuseFlood("POST", "/om/enquiry.data", "198.51.100.7", limited);
    expect(limited.limits.perAddress.count("198.51.100.7")).toBe(20);
    expect(refuseFlood("POST", "/api/enquiries", "198.51.100.7", limited)?.status).toBe(429);
  });
});
