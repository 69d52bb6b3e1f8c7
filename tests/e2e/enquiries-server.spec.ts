/**
 * The enquiry server against real parts: the production server with its own SQLite file, a real
 * SMTP server and a Telegram-shaped endpoint on loopback. No browser: these are HTTP requests as
 * forms, scripts and attackers send them.
 */
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import {
  addStaffAccount,
  enquiryBody,
  post,
  signIn,
  startServer,
  startSmtp,
  startTelegram,
  type TestServer,
} from "./server-harness";
import { enquiryText } from "../../app/content/catalogues";

test.describe.configure({ mode: "serial" });

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer({ MIN_FILL_MS: "1500", RATE_LIMITS: "false" });
});
test.afterAll(async () => server.stop());

const count = (sql = "SELECT count(*) AS n FROM enquiries") =>
  server.query<{ n: number }>(sql)[0]?.n ?? 0;

/** The reference of a saved form sent without scripts, from its redirect to the confirmation. */
const referenceOf = (answer: Response) =>
  /[?&]reference=(TS-\d{4}-\d{4})$/.exec(answer.headers.get("location") ?? "")?.[1] ?? "none";

test("every form's enquiry is stored, with JavaScript (JSON) and without (an answer page)", async () => {
  const forms = {
    home: { firstName: "Abebe", phone: "0911 23 45 67", farmSize: "2.5", message: "Onions" },
    contact: {
      firstName: "Sara",
      lastName: "Tesfaye",
      email: "sara@example.com",
      subject: "Pump",
      message: "Hi",
    },
    quote: {
      farmSize: "3",
      region: "Oromia",
      phone: "+251 911 234567",
      interest: "package:starter",
    },
    callback: { name: "Hana", phone: "0712 345 678" },
    visit: {
      name: "Dawit",
      phone: "0922 11 22 33",
      region: "Amhara",
      place: "Bahir Dar",
      week: "next-week",
    },
  };
  for (const [kind, fields] of Object.entries(forms)) {
    // With its own key, as the page's script sends it.
    const api = await post(
      server,
      "/api/enquiries",
      enquiryBody({ kind, ...fields, idempotencyKey: `every-form-${kind}` }),
    );
    expect(api.status, kind).toBe(201);
    const json = (await api.json()) as { ok: boolean; reference: string };
    expect(json.reference).toMatch(/^TS-\d{4}-\d{4}$/);

    // Without scripts, a saved form is redirected to its confirmation's own address.
    const answer = await post(server, "/enquiry", enquiryBody({ kind, ...fields }));
    expect(answer.status, kind).toBe(303);
    const reference = referenceOf(answer);
    expect(answer.headers.get("location")).toBe(`/enquiry?kind=${kind}&reference=${reference}`);
    const page = await fetch(`${server.url}${answer.headers.get("location")}`);
    expect(page.status, kind).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain(reference);
    expect(html).toContain("Your reference number:");
  }
  const rows = server.query<{ kind: string; phone: string | null }>(
    "SELECT kind, phone FROM enquiries ORDER BY id",
  );
  expect(rows.map((row) => row.kind)).toEqual([
    "home",
    "home",
    "contact",
    "contact",
    "quote",
    "quote",
    "callback",
    "callback",
    "visit",
    "visit",
  ]);
  expect(rows[0]?.phone).toBe("+251911234567");
  expect(rows[6]?.phone).toBe("+251712345678");
});

test("a bad enquiry gets the messages and keeps every typed value; nothing is stored", async () => {
  const before = count();
  const fields = {
    kind: "quote",
    farmSize: "ten",
    region: "Oromia",
    crops: "Teff & <b>onions</b>",
    phone: "12",
  };
  const api = await post(server, "/api/enquiries", enquiryBody(fields));
  expect(api.status).toBe(422);
  const json = (await api.json()) as { errors: [string, string][]; values: Record<string, string> };
  expect(Object.fromEntries(json.errors)).toEqual({
    farmSize: "Farm size must be a number, like 2.5",
    phone: "Enter a phone number like 0911 23 45 67 or +251 911 234 567",
  });
  expect(json.values.crops).toBe("Teff & <b>onions</b>");

  const page = await post(server, "/enquiry", enquiryBody(fields));
  expect(page.status).toBe(422);
  const html = await page.text();
  expect(html).toContain("There is a problem");
  expect(html).toContain('value="ten"');
  expect(html).toContain('value="Teff &amp; &lt;b&gt;onions&lt;/b&gt;"');
  expect(html).not.toContain("<b>onions</b>");
  expect(count()).toBe(before);
});

test("a resubmission with the same idempotency key is stored once and answered with the same reference", async () => {
  const before = count();
  const body = enquiryBody({
    kind: "callback",
    name: "Mulu",
    phone: "0911000111",
    idempotencyKey: "retry-key-0001",
  });
  const answers = await Promise.all([1, 2, 3].map(() => post(server, "/api/enquiries", body)));
  const references = await Promise.all(
    answers.map(async (a) => ((await a.json()) as { reference: string }).reference),
  );
  expect(new Set(references).size).toBe(1);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
  expect(count()).toBe(before + 1);
});

test("a form without a key sent again (Back to the form, and send) is stored once, with one reference", async () => {
  const before = count();
  const body = enquiryBody({
    kind: "contact",
    language: "am",
    page: "/am/contact",
    firstName: "አበበ",
    lastName: "በቀለ",
    email: "abebe.reload@example.com",
    subject: "ፓምፕ",
    message: "ውሃ ለሽንኩርት",
  });
  const first = await post(server, "/am/enquiry", body);
  const again = await post(server, "/am/enquiry", body);
  expect([first.status, again.status]).toEqual([303, 303]);
  const reference = referenceOf(first);
  expect(first.headers.get("location")).toBe(`/am/enquiry?kind=contact&reference=${reference}`);
  expect(referenceOf(again)).toBe(reference);
  expect(count()).toBe(before + 1);
  // Another message from the same sender is another enquiry.
  const other = new URLSearchParams(body);
  other.set("message", "ውሃ ለቲማቲም");
  const another = await post(server, "/am/enquiry", other.toString());
  expect(referenceOf(another)).not.toBe(reference);
  expect(count()).toBe(before + 2);
});

test("a form sent before the page's script ran, then again from Back once it ran (with a key of its own), is one enquiry", async () => {
  const before = count();
  const visit = {
    kind: "visit",
    name: "Chaltu",
    phone: "0911 31 41 59",
    region: "Oromia",
    place: "Asella",
    week: "next-week",
  };
  const native = await post(server, "/om/enquiry", enquiryBody({ ...visit, language: "om" }));
  expect(native.status).toBe(303);
  const again = await post(
    server,
    "/api/enquiries",
    enquiryBody({ ...visit, language: "om", idempotencyKey: "back-and-send-0001" }),
  );
  expect(again.status).toBe(200);
  expect(((await again.json()) as { reference: string }).reference).toBe(referenceOf(native));
  expect(count()).toBe(before + 1);
});

test("refused: another site's form, the honeypot, a form sent too fast, a body too large, a non-form body", async () => {
  const before = count();
  const valid = { kind: "callback", name: "Bot", phone: "0911000222" };
  const crossSite = await post(server, "/api/enquiries", enquiryBody(valid), {
    Origin: "https://evil.example",
    "Sec-Fetch-Site": "cross-site",
  });
  expect(crossSite.status).toBe(403);
  expect(((await crossSite.json()) as { message: string }).message).toBe(
    "This form can only be sent from our own website.",
  );
  const nullOrigin = await post(server, "/enquiry", enquiryBody(valid), {
    Origin: "null",
    "Sec-Fetch-Site": "cross-site",
  });
  expect(nullOrigin.status).toBe(403);
  expect(await nullOrigin.text()).not.toMatch(/at \w+ \(|node_modules/);
  // Without scripts, the refusal reads in the language of the address posted to.
  const amharic = await post(server, "/am/enquiry", enquiryBody(valid), {
    Origin: "https://evil.example",
    "Sec-Fetch-Site": "cross-site",
  });
  expect(amharic.status).toBe(403);
  const refusal = await amharic.text();
  expect(refusal).toContain('<html lang="am">');
  expect(refusal).toContain(enquiryText.am.words.messages.crossSite);

  const honeypot = await post(
    server,
    "/api/enquiries",
    enquiryBody({ ...valid, website: "http://spam.example" }),
  );
  expect(honeypot.status).toBe(400);
  const tooFast = await post(server, "/api/enquiries", enquiryBody({ ...valid, fillMs: "300" }));
  expect(tooFast.status).toBe(422);
  expect(((await tooFast.json()) as { message: string }).message).toMatch(
    /quicker than a person types/,
  );
  const huge = await post(
    server,
    "/api/enquiries",
    enquiryBody({ ...valid, message: "x".repeat(300_000) }),
  );
  expect(huge.status).toBe(413);
  const json = await fetch(`${server.url}/api/enquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(valid),
  });
  expect(json.status).toBe(415);
  expect((await fetch(`${server.url}/api/enquiries`)).status).toBe(405);
  expect(count()).toBe(before);
});

test("hostile text (HTML, SQL) is stored as typed and shown as text", async () => {
  const hostile = `<img src=x onerror=alert(1)>'); DROP TABLE enquiries; --`;
  const response = await post(
    server,
    "/api/enquiries",
    enquiryBody({ kind: "home", email: "x@example.com", message: hostile }),
  );
  const { reference } = (await response.json()) as { reference: string };
  const [row] = server.query<{ fields: string }>(
    "SELECT fields FROM enquiries WHERE reference = ?",
    reference,
  );
  expect(JSON.parse(row?.fields ?? "{}").message).toBe(hostile);
  expect(count()).toBeGreaterThan(0);
});

test("bad addresses get a clear answer: unknown pages 404, malformed 400", async () => {
  const missing = await fetch(`${server.url}/no-such-page`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("Oops! Page not found");
  const malformed = await fetch(`${server.url}/%E0%A4%A`);
  expect(malformed.status).toBe(400);
  expect(await malformed.text()).toMatch(/not valid/);
});

test.describe("rate limits", () => {
  test("one address is limited; under its flood a real visitor's enquiry from another address still succeeds", async () => {
    const limited = await startServer({ MIN_FILL_MS: "0", TRUST_PROXY: "true" });
    try {
      const flood = { "X-Forwarded-For": "198.51.100.7" };
      const statuses: number[] = [];
      for (let i = 0; i < 60; i += 1) {
        const junk = await post(
          limited,
          "/api/enquiries",
          enquiryBody({ kind: "home", message: `junk ${i}` }),
          flood,
        );
        statuses.push(junk.status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true);
      expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
      const refused = await post(
        limited,
        "/api/enquiries",
        enquiryBody({ kind: "home", phone: "0911234567" }),
        flood,
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

      // The flood goes on while a real visitor sends an enquiry from another address.
      const burst = Array.from({ length: 200 }, (_, i) =>
        post(limited, "/api/enquiries", enquiryBody({ kind: "home", message: `junk ${i}` }), flood),
      );
      const real = await post(
        limited,
        "/api/enquiries",
        enquiryBody({ kind: "home", phone: "0911234567" }),
        {
          "X-Forwarded-For": "203.0.113.20",
        },
      );
      await Promise.all(burst);
      // How long the visitor waits under the flood is measured by `npm run bench:intake`.
      expect(real.status).toBe(201);
    } finally {
      await limited.stop();
    }
  });
});

test.describe("rate limits without JavaScript", () => {
  test("a form over the limit comes back with what was typed, in its language and the site's frame (429)", async ({
    browser,
  }) => {
    const limited = await startServer({ MIN_FILL_MS: "0" });
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      // This address (the browser's too: loopback) has sent its 20 enquiries for now.
      for (let i = 0; i < 20; i += 1) {
        const body = enquiryBody({ kind: "home", phone: "0911234567", message: `m ${i}` });
        expect((await post(limited, "/api/enquiries", body)).status).toBe(201);
      }
      const words = enquiryText.am.words.messages;
      const answer = await post(
        limited,
        "/am/enquiry",
        enquiryBody({
          kind: "contact",
          language: "am",
          page: "/am/contact",
          firstName: "አበበ",
          message: "ፓምፕ <b>እፈልጋለሁ</b>",
        }),
      );
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await answer.text();
      expect(html).toContain('<html lang="am"');
      expect(html).toContain(words.rateLimited);
      expect(html).toContain('value="አበበ"');
      expect(html).toContain("ፓምፕ &lt;b&gt;እፈልጋለሁ&lt;/b&gt;");
      expect(html).toContain('name="page" value="/am/contact"');

      const page = await context.newPage();
      await page.goto(`${limited.url}/am/contact`);
      await page.getByLabel("ስም", { exact: true }).fill("ከበደ");
      await page.getByLabel("መልእክት", { exact: true }).fill("ውሃ ለሽንኩርት");
      await page.getByRole("button", { name: "መልእክት ይላኩ" }).click();
      await expect(page).toHaveURL(/\/am\/enquiry$/);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("alert")).toContainText(words.rateLimited);
      await expect(page.getByLabel("ስም", { exact: true })).toHaveValue("ከበደ");
      await expect(page.getByLabel("መልእክት", { exact: true })).toHaveValue("ውሃ ለሽንኩርት");
      await expect(page.getByRole("button", { name: "መልእክት ይላኩ" })).toBeVisible();

      // Far over the limit (a flood, not a person), the door answers before reading: still 429,
      // still in the form's language.
      let last: Response | undefined;
      for (let i = 0; i < 20; i += 1) {
        last = await post(limited, "/am/enquiry", enquiryBody({ kind: "home", message: "x" }));
      }
      expect(last?.status).toBe(429);
      expect(last?.headers.get("retry-after")).toBeTruthy();
      const flood = (await last?.text()) ?? "";
      expect(flood).toContain('<html lang="am"');
      expect(flood).toContain(words.rateLimited);
    } finally {
      await context.close();
      await limited.stop();
    }
  });
});

test.describe("notifications", () => {
  test("e-mail and Telegram carry the reference and a link, not the visitor's contact details", async () => {
    const smtp = await startSmtp();
    const telegram = await startTelegram();
    const notifying = await startServer({
      MIN_FILL_MS: "0",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_EMAIL_TO: "leads@tsehaysolar.example",
      LEADS_EMAIL_FROM: "website@tsehaysolar.example",
      TELEGRAM_BOT_TOKEN: "123:test-token",
      TELEGRAM_CHAT_ID: "-100200300",
      TELEGRAM_API_BASE: telegram.url,
      PUBLIC_URL: "https://www.tsehaysolar.example",
    });
    try {
      expect(notifying.output()).toContain("e-mail on (to leads@tsehaysolar.example), Telegram on");
      const response = await post(
        notifying,
        "/api/enquiries",
        enquiryBody({
          kind: "quote",
          farmSize: "4",
          region: "Sidama",
          fullName: "Almaz Bekele",
          phone: "0911765432",
          requirements: "Borehole 40 m",
        }),
      );
      const { reference } = (await response.json()) as { reference: string };
      await expect.poll(() => smtp.mails.length).toBe(1);
      await expect.poll(() => telegram.messages.length).toBe(1);
      const mail = smtp.mails[0]!;
      expect(mail.to).toEqual(["leads@tsehaysolar.example"]);
      expect(mail.raw).toContain(reference);
      expect(mail.raw).toContain("Sidama");
      expect(mail.raw).toContain(`https://www.tsehaysolar.example/staff/leads/${reference}`);
      expect(mail.raw).not.toMatch(/Almaz|765432|Borehole 40/);
      const message = telegram.messages[0]!;
      expect(message).toMatchObject({ token: "123:test-token", chat_id: "-100200300" });
      expect(message.text).toContain(reference);
      expect(message.text).not.toMatch(/Almaz|765432/);
    } finally {
      await notifying.stop();
      await smtp.close();
      await telegram.close();
    }
  });

  test("even with the old NOTIFY_INCLUDE_CONTACT=true the e-mail carries no name or phone number, and the server says why", async () => {
    const smtp = await startSmtp();
    const notifying = await startServer({
      MIN_FILL_MS: "0",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEADS_EMAIL_TO: "leads@tsehaysolar.example",
      NOTIFY_INCLUDE_CONTACT: "true",
    });
    try {
      await post(
        notifying,
        "/api/enquiries",
        enquiryBody({ kind: "callback", name: "Almaz Bekele", phone: "0911765432" }),
      );
      await expect.poll(() => smtp.mails.length).toBe(1);
      expect(smtp.mails[0]!.raw).toContain("TS-2026-");
      expect(smtp.mails[0]!.raw).not.toMatch(/Almaz|765 ?432/);
      expect(notifying.output()).toContain("NOTIFY_INCLUDE_CONTACT is no longer supported");
    } finally {
      await notifying.stop();
      await smtp.close();
    }
  });

  test("an SMTP outage loses nothing: retried with backoff, the inbox says so, then delivered once", async () => {
    const smtpPort = await (await import("./server-harness")).freePort();
    const notifying = await startServer({
      MIN_FILL_MS: "0",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_EMAIL_TO: "leads@tsehaysolar.example",
      OUTBOX_RETRY_BASE_MS: "200",
    });
    try {
      const response = await post(
        notifying,
        "/api/enquiries",
        enquiryBody({ kind: "callback", name: "Kebede", phone: "0911222333" }),
      );
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const attempts = () =>
        notifying.query<{ attempts: number }>("SELECT attempts FROM outbox")[0]?.attempts ?? 0;
      await expect.poll(attempts).toBeGreaterThanOrEqual(2);
      expect(notifying.output()).toMatch(/outbox: email for TS-\d{4}-\d{4} failed/);
      // Staff who work the inbox are told once an e-mail has waited over 15 minutes: the
      // enquiry is made to have arrived 20 minutes ago (Saturday 28 November, 14:05 EAT).
      const db = new Database(notifying.dbPath);
      db.prepare("UPDATE enquiries SET created_at = ?").run("2026-11-28T11:05:00.000Z");
      db.close();
      addStaffAccount(notifying.dbPath, "kebede@tsehaysolar.example", "a salesperson's password");
      const cookie = await signIn(
        notifying,
        "kebede@tsehaysolar.example",
        "a salesperson's password",
      );
      const inbox = async () => {
        const answer = await fetch(`${notifying.url}/staff`, { headers: { Cookie: cookie } });
        expect(answer.status).toBe(200);
        return answer.text();
      };
      const dashboard = await fetch(`${notifying.url}/staff/dashboard`, {
        headers: { Cookie: cookie },
      });
      expect(dashboard.status).toBe(200);
      for (const html of [await inbox(), await dashboard.text()]) {
        expect(html).toContain("Notification e-mails are not going out");
        expect(html).toContain(
          "1 e-mail has not gone out since Sat 28 Nov 2026, 14:05 EAT (the last try failed: connect ECONNREFUSED 127.0.0.1:",
        );
        expect(html).toContain("Enquiries are safe in this inbox; check the mail settings.");
      }
      const smtp = await startSmtp(smtpPort);
      try {
        await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(1);
        expect(smtp.mails[0]!.raw).toContain(reference);
        // The outbox marks it sent once the mail server has answered the whole exchange, a
        // moment after the message itself has arrived.
        const sentAt = () =>
          notifying.query<{ sent_at: number | null }>("SELECT sent_at FROM outbox")[0]?.sent_at;
        await expect.poll(sentAt).not.toBeNull();
        expect(smtp.mails).toHaveLength(1);
        // Delivered: the notice is gone.
        expect(await inbox()).not.toContain("Notification e-mails are not going out");
      } finally {
        await smtp.close();
      }
    } finally {
      await notifying.stop();
    }
  });
});

test("durability: kill -9 during a burst; every enquiry answered with success is stored, none twice", async () => {
  const crashing = await startServer({ MIN_FILL_MS: "0", RATE_LIMITS: "false" });
  const confirmed = new Map<string, string>();
  const sendOne = async (i: number) => {
    const key = `burst-key-${String(i).padStart(4, "0")}`;
    try {
      const response = await post(
        crashing,
        "/api/enquiries",
        enquiryBody({
          kind: "callback",
          name: `Farmer ${i}`,
          phone: "0911000333",
          idempotencyKey: key,
        }),
      );
      if (response.status === 201 || response.status === 200) {
        confirmed.set(key, ((await response.json()) as { reference: string }).reference);
      }
    } catch {
      // the server died under this request: the visitor saw no confirmation
    }
  };
  const sends = Array.from({ length: 150 }, (_, i) => sendOne(i));
  await expect.poll(() => confirmed.size, { timeout: 10_000 }).toBeGreaterThan(20);
  crashing.child.kill("SIGKILL");
  await Promise.all(sends);
  await crashing.stop();
  const restarted = await startServer({ MIN_FILL_MS: "0", RATE_LIMITS: "false" }, crashing.dbPath);
  try {
    const rows = restarted.query<{ idempotency_key: string; reference: string }>(
      "SELECT idempotency_key, reference FROM enquiries",
    );
    const stored = new Map(rows.map((row) => [row.idempotency_key, row.reference]));
    expect(rows.length).toBe(stored.size);
    for (const [key, reference] of confirmed) expect(stored.get(key)).toBe(reference);
    // Resending every enquiry after the restart adds only the ones that never arrived.
    const before = rows.length;
    const again = await post(
      restarted,
      "/api/enquiries",
      enquiryBody({
        kind: "callback",
        name: "Farmer 0",
        phone: "0911000333",
        idempotencyKey: "burst-key-0000",
      }),
    );
    expect([200, 201]).toContain(again.status);
    expect(restarted.query<{ n: number }>("SELECT count(*) AS n FROM enquiries")[0]?.n).toBe(
      before + (again.status === 201 ? 1 : 0),
    );
  } finally {
    await restarted.stop();
  }
});
