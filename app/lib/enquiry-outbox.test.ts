import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANSWERS_EVENT, enquiriesWait } from "./enquiry-queue-flag";

/** The outbox keeps its queue in memory: each test loads a fresh copy of the module. */
async function freshOutbox() {
  vi.resetModules();
  return import("./enquiry-outbox");
}

const entries = [{ name: "name", label: "ስምዎ", value: "Abebe Kebede" }];

function queued(kind: "visit" | "contact", key = "key-1") {
  return {
    key,
    kind,
    body: new URLSearchParams({ name: "Abebe Kebede", kind, language: "am" }).toString(),
    entries,
    draftKey: `enquiry:${kind}`,
    savedAt: Date.now(),
  };
}

/** The server accepts every enquiry with this reference; the sends, to count. */
function serverAccepts(reference: string) {
  return vi.spyOn(globalThis, "fetch").mockResolvedValue(
    new Response(JSON.stringify({ ok: true, reference }), {
      status: 201,
      headers: { "Content-Type": "application/json" },
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: new Date("2026-12-01T08:00:00Z"), toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("an enquiry the outbox sends", () => {
  it("goes to a form of its kind on the page, and nothing is kept", async () => {
    const outbox = await freshOutbox();
    serverAccepts("TS-2026-0001");
    const shown = vi.fn();
    outbox.onEnquirySent("visit", shown);
    outbox.enqueue(queued("visit"));
    await outbox.flushOutbox();
    expect(shown).toHaveBeenCalledWith({ reference: "TS-2026-0001", entries, language: "am" });
    expect(outbox.keptAnswers()).toEqual([]);
    expect(enquiriesWait()).toBe(false);
  });

  it("with no form of its kind on the page, is kept until shown, in the language it was written in", async () => {
    const outbox = await freshOutbox();
    serverAccepts("TS-2026-0002");
    const other = vi.fn();
    outbox.onEnquirySent("contact", other);
    const told = vi.fn();
    window.addEventListener(ANSWERS_EVENT, told);
    localStorage.setItem("draft:enquiry:visit", '{"name":"Abebe Kebede"}');
    outbox.enqueue(queued("visit"));
    await outbox.flushOutbox();
    window.removeEventListener(ANSWERS_EVENT, told);

    expect(other).not.toHaveBeenCalled();
    expect(told).toHaveBeenCalledOnce();
    expect(outbox.keptAnswers()).toEqual([
      { reference: "TS-2026-0002", kind: "visit", entries, language: "am", sentAt: Date.now() },
    ]);
    expect(enquiriesWait()).toBe(true);
    expect(localStorage.getItem("draft:enquiry:visit")).toBeNull();
  });
});

describe("kept answers", () => {
  const answer = (reference: string, kind: "visit" | "contact" = "visit") => ({
    reference,
    kind,
    entries,
    language: "am",
    sentAt: Date.now(),
  });

  it("go to the next form of their kind on the page, once", async () => {
    const outbox = await freshOutbox();
    outbox.keepAnswer(answer("TS-2026-0006"));
    const shown = vi.fn();
    outbox.onEnquirySent("contact", shown);
    expect(shown).not.toHaveBeenCalled();
    outbox.onEnquirySent("visit", shown);
    // With the language it was written in: a form on a page of another language marks it so.
    expect(shown).toHaveBeenCalledWith({ reference: "TS-2026-0006", entries, language: "am" });
    outbox.onEnquirySent("visit", shown);
    expect(shown).toHaveBeenCalledOnce();
    expect(enquiriesWait()).toBe(false);
  });

  it("are taken once by a form of their kind", async () => {
    const outbox = await freshOutbox();
    outbox.keepAnswer(answer("TS-2026-0003", "contact"));
    outbox.keepAnswer(answer("TS-2026-0004"));
    expect(outbox.takeAnswer("visit")?.reference).toBe("TS-2026-0004");
    expect(outbox.takeAnswer("visit")).toBeUndefined();
    expect(outbox.keptAnswers().map((kept) => kept.reference)).toEqual(["TS-2026-0003"]);
    outbox.forgetAnswers(["TS-2026-0003"]);
    expect(localStorage.getItem("enquiry-answers")).toBeNull();
    expect(enquiriesWait()).toBe(false);
  });

  it("are dropped from the device after 7 days unseen", async () => {
    const outbox = await freshOutbox();
    outbox.keepAnswer(answer("TS-2026-0005"));
    vi.setSystemTime(new Date("2026-12-08T07:59:59Z"));
    expect(outbox.keptAnswers()).toHaveLength(1);
    vi.setSystemTime(new Date("2026-12-08T08:00:00Z"));
    expect(outbox.keptAnswers()).toEqual([]);
    expect(localStorage.getItem("enquiry-answers")).toBeNull();
  });
});

describe("the queue on the device", () => {
  it("keeps an enquiry waiting to be sent however long, and drops one the server refused 7 days after it was saved", async () => {
    const waiting = queued("visit", "key-waiting");
    const refused = {
      ...queued("contact", "key-refused"),
      refusal: { message: "Your enquiry could not be accepted.", errors: [] },
    };
    localStorage.setItem("enquiry-outbox", JSON.stringify([waiting, refused]));
    vi.setSystemTime(new Date("2026-12-08T07:59:59Z"));
    const before = await freshOutbox();
    expect(before.queuedEnquiries().map((item) => item.key)).toEqual([
      "key-waiting",
      "key-refused",
    ]);
    vi.setSystemTime(new Date("2026-12-08T08:00:01Z"));
    const after = await freshOutbox();
    expect(after.queuedEnquiries().map((item) => item.key)).toEqual(["key-waiting"]);
    // Gone from the device too, not only from the page.
    const stored = JSON.parse(localStorage.getItem("enquiry-outbox") ?? "[]") as { key: string }[];
    expect(stored.map((item) => item.key)).toEqual(["key-waiting"]);
  });
});

describe("a send", () => {
  it("on a connection that stalls is given up after 45 s and kept on the device to send again", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-01T08:00:00Z") });
    const outbox = await freshOutbox();
    // The request goes out and no answer ever comes, until the page gives it up.
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(
        (_input, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener("abort", () =>
              reject(new DOMException("", "AbortError")),
            ),
          ),
      );
    let result: Awaited<ReturnType<typeof outbox.sendEnquiry>> | undefined;
    void outbox.sendEnquiry("kind=visit").then((answer) => (result = answer));
    await vi.advanceTimersByTimeAsync(outbox.SEND_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ type: "unavailable" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe("two tabs", () => {
  it("keep each other's queued enquiries: a tab reads the queue again when another changes it", async () => {
    const outbox = await freshOutbox();
    outbox.startOutbox();
    // Offline: this tab's queue is empty when another tab queues an enquiry.
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline"));
    expect(outbox.queuedEnquiries()).toEqual([]);
    const otherTab = queued("contact", "key-other-tab");
    localStorage.setItem("enquiry-outbox", JSON.stringify([otherTab]));
    window.dispatchEvent(new StorageEvent("storage", { key: "enquiry-outbox" }));
    // This tab then queues its own: both stay.
    outbox.enqueue(queued("visit", "key-this-tab"));
    const stored = JSON.parse(localStorage.getItem("enquiry-outbox") ?? "[]") as { key: string }[];
    expect(stored.map((item) => item.key)).toEqual(["key-other-tab", "key-this-tab"]);
  });
});

describe("a wait the server asked for", () => {
  it("is kept when the page loads or the connection comes back: nothing is sent before it is over", async () => {
    const outbox = await freshOutbox();
    const fetch = serverAccepts("TS-2026-0009");
    // A 429 said to come back in 5 minutes.
    outbox.enqueue({ ...queued("visit"), wait: "busy", retryAt: Date.now() + 5 * 60_000 });
    await outbox.flushOutbox();
    expect(fetch).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    await outbox.flushOutbox();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(outbox.queuedEnquiries()).toEqual([]);
  });

  it("holds no longer than an hour: a wait further off was counted on a clock set back since", async () => {
    const outbox = await freshOutbox();
    const fetch = serverAccepts("TS-2026-0010");
    // Asked to wait 2 minutes; the phone's clock was then put back a day.
    outbox.enqueue({ ...queued("visit"), wait: "busy", retryAt: Date.now() + 86_400_000 });
    await outbox.flushOutbox();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(outbox.queuedEnquiries()).toEqual([]);
  });
});
