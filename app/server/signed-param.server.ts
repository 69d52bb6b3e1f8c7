import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Query parameters only this server writes: what a post's answer redirects with (a refused
 * upload's file names) is signed with a key made when the server starts. An address someone else
 * wrote (a file name worded as a message, shown on a page staff trust) is not read back; after a
 * restart the server's own earlier addresses are not either, which only loses a notice.
 */
const key = randomBytes(32);
const MAC_LENGTH = 22;

function mac(value: string): string {
  return createHmac("sha256", key).update(value).digest("base64url").slice(0, MAC_LENGTH);
}

/** The value with its signature, for an address this server redirects to. */
export function signedParam(value: string): string {
  return `${mac(value)}.${value}`;
}

/** The value of a parameter this server signed, or undefined for anything else. */
export function readSignedParam(signed: string): string | undefined {
  const given = Buffer.from(signed.slice(0, MAC_LENGTH));
  const value = signed.slice(MAC_LENGTH + 1);
  const expected = Buffer.from(mac(value));
  if (signed[MAC_LENGTH] !== "." || given.length !== expected.length) return undefined;
  return timingSafeEqual(given, expected) ? value : undefined;
}
