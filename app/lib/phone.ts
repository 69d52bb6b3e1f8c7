/**
 * Ethiopian phone numbers as people write them, to E.164.
 *
 * A national number has 9 digits after the country code 251: mobile numbers start with 9
 * (Ethio Telecom) or 7 (Safaricom), landlines with their area code (11 Addis Ababa, 22 Adama,
 * 25 Dire Dawa, 33/34 north, 46/47 south, 57/58 west and Bahir Dar). People write them with a
 * trunk 0 (`0911 23 45 67`), with the country code (`+251 911 234567`, `251911234567`, `00251…`)
 * or without either (`911 234 567`). Numbers from abroad (diaspora investors) are kept when they
 * are written with their own country code.
 */

const separators = /[\s().\-/]/g;

/** E.164 form (`+251911234567`) of a phone number as typed, or null when it is not one. */
export function toE164(raw: string): string | null {
  let text = raw.trim().replace(separators, "");
  if (text.startsWith("00")) text = `+${text.slice(2)}`;
  if (!/^\+?\d+$/.test(text)) return null;
  if (text.startsWith("+") && !text.startsWith("+251")) {
    // Another country: E.164 allows at most 15 digits, and no real number has fewer than 8.
    const digits = text.slice(1);
    return digits.length >= 8 && digits.length <= 15 && !digits.startsWith("0") ? text : null;
  }
  let national = text.replace(/^\+?251/, "");
  if (national.length === 10 && national.startsWith("0")) national = national.slice(1);
  if (!/^[1-579]\d{8}$/.test(national)) return null;
  return `+251${national}`;
}

/** A stored E.164 number as people read it: `+251 911 234 567`, `+251 11 555 0100`. */
export function formatPhone(e164: string): string {
  const match = /^\+251(\d{9})$/.exec(e164);
  if (!match?.[1]) return e164;
  const n = match[1];
  return n.startsWith("9") || n.startsWith("7")
    ? `+251 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`
    : `+251 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`;
}
