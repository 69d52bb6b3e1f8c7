/**
 * The password step of signing in to the staff pages: the limits first, then the password, and
 * what is counted and logged of each attempt. The sign-in route turns the outcome into its page.
 */
import type { Db } from "./db.server";
import { networkOf, type RateLimiter } from "./guard.server";
import {
  countWrongPassword,
  passwordRetryAfter,
  passwordRight,
  signedInWith,
} from "./sign-in-failures.server";
import {
  logRefusal,
  logSecurity,
  signInActor,
  verifySignIn,
  type StaffAccount,
} from "./staff.server";

/** A sign-in's password step: throttled (for so many seconds), refused, or the account. */
export type PasswordStep =
  | { readonly throttled: number }
  | { readonly refused: "wrong password" | "account disabled" }
  | { readonly account: StaffAccount };

/**
 * Checks a typed address and password from a client address. Wrong passwords are counted per
 * typed address and client network (an IPv4 address, an IPv6 /64), the typed address whether or
 * not it is an account's: an unknown one is throttled after five, exactly as a real one, and a
 * throttled attempt is answered before anything is looked up, alike for both. Twenty from every
 * network throttle the account for the browsers it never signed in with. `failures` counts
 * failed sign-ins per client network, whatever was typed: twenty throttle the network, but for
 * the accounts that signed in with this browser before. `browser` is the key the browser keeps
 * (its cookie, or a new one the sign-in gives it): remembered with the account when the password
 * is right.
 */
export async function checkSignInPassword(
  db: Db,
  failures: RateLimiter,
  email: string,
  password: string,
  address: string,
  browser: string,
  now = Date.now(),
): Promise<PasswordStep> {
  // Who the attempt is logged as: an account's address, else "(unknown account)". What was
  // typed is not logged: it may be a password typed into the wrong field.
  const actor = signInActor(db, email);
  const network = networkOf(address);
  // A network's failed sign-ins for every account (an office behind one router where several
  // mistyped) do not keep out an account that signed in with this browser before: its own five
  // still do. Anyone else on the network, whatever they type, is answered alike.
  const networkWait =
    failures.blocked(network, now) && !signedInWith(db, email, browser, now)
      ? failures.retryAfter(network, now)
      : 0;
  const wait = Math.max(passwordRetryAfter(db, email, address, now, browser), networkWait);
  if (wait > 0) {
    // Answered without a password hash, so it could be asked without end: one line a minute.
    logRefusal(db, actor, "sign-in throttled", address, now);
    return { throttled: wait };
  }
  const checked =
    email && password
      ? await verifySignIn(db, email, password)
      : { refused: "wrong password" as const };
  if (!("account" in checked)) {
    countWrongPassword(db, email, address, now, browser);
    failures.take(network, now);
    logSecurity(db, actor, checked.refused, address);
    return checked;
  }
  passwordRight(db, email, address, browser, now);
  return checked;
}
