// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db.server";
import { RateLimiter } from "./guard.server";
import { checkSignInPassword } from "./sign-in.server";
import { addStaff, resetStaff } from "./staff.server";

const t0 = Date.parse("2026-11-25T06:00:00Z");
const second = 1000;

/** A database with one account, and the per-address limit of failed sign-ins (20 in 15 minutes). */
async function setUp() {
  const db = openDatabase(":memory:");
  await addStaff(db, "sales@b.et", "correct horse battery", "sales");
  return { db, failures: new RateLimiter(20, 15 * 60_000) };
}

/**
 * A wrong password for the attempts that only fill a count: an empty one is refused and counted
 * as any wrong one is, without the password hash's 50–100 ms.
 */
const miss = "";

/** The key of a browser no account signed in with: a guesser's. */
const stranger = "a browser no account signed in with";

/** What a person sees of an attempt: 429, 401, or signed in (200). */
const answer = (step: Awaited<ReturnType<typeof checkSignInPassword>>) =>
  "throttled" in step ? 429 : "refused" in step ? 401 : 200;

describe("the sign-in's password step", () => {
  it("answers an unknown address as it answers a real one, before and after five wrong passwords", async () => {
    const { db, failures } = await setUp();
    const at = "192.0.2.1";
    const attempt = async (email: string, i: number, password = "guess") =>
      answer(
        await checkSignInPassword(db, failures, email, password, at, stranger, t0 + i * second),
      );
    // Five misses with five unknown addresses: a sixth unknown one and the real one alike get 401.
    for (let i = 0; i < 5; i += 1) expect(await attempt(`nobody${i}@b.et`, i, miss)).toBe(401);
    expect([await attempt("nobody5@b.et", 5), await attempt("sales@b.et", 6)]).toEqual([401, 401]);
    // Five misses with one unknown address throttle it, as five with the real one do.
    for (let i = 0; i < 4; i += 1) await attempt("nobody5@b.et", 10 + i, miss);
    for (let i = 0; i < 4; i += 1) await attempt("sales@b.et", 20 + i, miss);
    expect([await attempt("nobody5@b.et", 30), await attempt("sales@b.et", 31)]).toEqual([
      429, 429,
    ]);
    // Once throttled, a new unknown address and another real account still cost an attempt each
    // and are answered alike: nothing is learnt for free.
    await addStaff(db, "editor@b.et", "correct horse battery", "editor");
    expect([await attempt("nobody6@b.et", 40), await attempt("editor@b.et", 41)]).toEqual([
      401, 401,
    ]);
  });

  it("keeps the network out after twenty failed sign-ins, but not the browsers an account signed in with, and tells no one else which addresses did", async () => {
    const { db, failures } = await setUp();
    await addStaff(db, "admin@b.et", "another long password", "administrator");
    const office = "192.0.2.7";
    const laptop = "the administrator's laptop";
    const attempt = (email: string, password: string, i: number, browser = stranger) =>
      checkSignInPassword(db, failures, email, password, office, browser, t0 + i * second).then(
        answer,
      );
    // The administrator signed in at the office last week, on their laptop.
    expect(
      answer(
        await checkSignInPassword(
          db,
          failures,
          "admin@b.et",
          "another long password",
          office,
          laptop,
          t0 - 7 * 86_400_000,
        ),
      ),
    ).toBe(200);
    // Colleagues mistype, none five times for one address: twenty in all from the office.
    for (let i = 0; i < 20; i += 1)
      expect(await attempt(`colleague${i % 5}@b.et`, miss, i)).toBe(401);
    // The administrator's laptop still signs in; an account never signed in there waits.
    expect(await attempt("admin@b.et", "another long password", 30, laptop)).toBe(200);
    expect(await attempt("sales@b.et", "correct horse battery", 31)).toBe(429);
    // Anyone else on the network learns nothing: the administrator's address, typed in another
    // browser, is answered as an address no account has.
    expect([
      await attempt("admin@b.et", "guess", 32),
      await attempt("nobody@b.et", "guess", 33),
    ]).toEqual([429, 429]);
  });

  it("lets a browser an account signed in with make five guesses of its own, from however many networks, and forgets it at a new password", async () => {
    const { db, failures } = await setUp();
    const laptop = "a shared office laptop";
    const attempt = (password: string, address: string, at: number, browser = laptop) =>
      checkSignInPassword(db, failures, "sales@b.et", password, address, browser, at).then(answer);
    // The owner signed in on the office laptop; someone later uses its key.
    expect(await attempt("correct horse battery", "198.51.100.7", t0)).toBe(200);
    // Twenty guesses from elsewhere throttle the account for every other browser.
    for (let i = 0; i < 20; i += 1)
      expect(await attempt(miss, `203.0.113.${i % 5}`, t0 + i * second, stranger)).toBe(401);
    // The laptop's key: five guesses, each from a new /64, then it waits like any other.
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await attempt("guess", `2001:db8:${i}::1`, t0 + (30 + i) * second));
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    // Once the window has passed, a new password forgets every browser it had signed in with.
    const later = t0 + 20 * 60_000;
    expect(await attempt("correct horse battery", "198.51.100.7", later)).toBe(200);
    await resetStaff(db, "sales@b.et", "a brand new password here");
    for (let i = 0; i < 20; i += 1)
      await attempt(miss, `203.0.113.${i % 5}`, later + (1 + i) * second, stranger);
    expect(await attempt("a brand new password here", "198.51.100.7", later + 30 * second)).toBe(
      429,
    );
  });

  it("keeps a keyed hash of the typed address, never what was typed", async () => {
    const { db, failures } = await setUp();
    const typed = "my secret typed in the wrong field";
    await checkSignInPassword(db, failures, typed, "", "192.0.2.1", stranger, t0);
    const rows = db.prepare("SELECT account, address FROM sign_in_failures").all() as {
      account: string;
      address: string;
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.account).not.toContain("secret");
    expect(rows[0]!.account).toMatch(/^[\w-]{43}$/);
    // Another database's key gives another hash: the same text cannot be looked up across them.
    const other = await setUp();
    await checkSignInPassword(other.db, other.failures, typed, "", "192.0.2.1", stranger, t0);
    expect(other.db.prepare("SELECT account FROM sign_in_failures").get()).not.toEqual({
      account: rows[0]!.account,
    });
  });

  it("counts an IPv6 /64 as one address: a new address in it for every guess gains nothing", async () => {
    const { db, failures } = await setUp();
    const attempt = async (address: string, password: string, i: number) =>
      answer(
        await checkSignInPassword(
          db,
          failures,
          "sales@b.et",
          password,
          address,
          stranger,
          t0 + i * second,
        ),
      );
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await attempt(`2001:db8:1:2::${i + 65}`, "guess", i));
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password waits there; the owner in another /64, or at an IPv4 address
    // mapped into IPv6, is not kept out.
    expect(await attempt("2001:db8:1:2::99", "correct horse battery", 10)).toBe(429);
    expect(await attempt("2001:db8:1:3::1", "correct horse battery", 11)).toBe(200);
    for (let i = 0; i < 5; i += 1) await attempt("192.0.2.9", miss, 20 + i);
    expect(await attempt("::ffff:192.0.2.9", "correct horse battery", 30)).toBe(429);
    // The throttled attempts are one line a minute per network in the security log.
    const throttled =
      "SELECT detail, repeats FROM security_events WHERE action = 'sign-in throttled'";
    expect(db.prepare(throttled).all()).toEqual([
      { detail: "2001:db8:1:2::/64", repeats: 2 },
      { detail: "192.0.2.9", repeats: 1 },
    ]);
  });

  it("slows guessing from many networks: after twenty wrong passwords for an account, only browsers it signed in with may try it", async () => {
    const { db, failures } = await setUp();
    const phone = "the owner's phone";
    const attempt = async (
      email: string,
      address: string,
      password: string,
      at: number,
      browser = stranger,
    ) => answer(await checkSignInPassword(db, failures, email, password, address, browser, at));
    // The owner signed in on their phone before.
    expect(await attempt("sales@b.et", "198.51.100.7", "correct horse battery", t0, phone)).toBe(
      200,
    );
    // Twenty guesses, four from each of five networks, for the account and for an unknown one.
    for (const email of ["sales@b.et", "nobody@b.et"]) {
      for (let i = 0; i < 20; i += 1) {
        expect(await attempt(email, `203.0.113.${i % 5}`, miss, t0 + i * second)).toBe(401);
      }
    }
    // Any other browser is refused for both alike, even with the right password, even on the
    // network the owner signed in from.
    const later = t0 + 60 * second;
    expect(await attempt("sales@b.et", "192.0.2.200", "correct horse battery", later)).toBe(429);
    expect(await attempt("sales@b.et", "198.51.100.7", "correct horse battery", later)).toBe(429);
    expect(await attempt("nobody@b.et", "192.0.2.200", "guess", later)).toBe(429);
    // The owner's phone signs in all the same, from wherever it is.
    expect(await attempt("sales@b.et", "192.0.2.201", "correct horse battery", later, phone)).toBe(
      200,
    );
    // Once the first guesses are 15 minutes old, anyone may try again.
    const after = t0 + 15 * 60_000 + 5 * second;
    expect(await attempt("sales@b.et", "192.0.2.200", "correct horse battery", after)).toBe(200);
  });
});
