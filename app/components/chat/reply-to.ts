import type { ChromeText } from "~/content/chrome";

/** The chat's texts in the page's language (the root loader sends them). */
export type ChatText = ChromeText["chat"];

/*
 * Ethiopians write several Ge'ez syllable series interchangeably (ሥ/ስ, ፀ/ጸ, ሐ/ኀ/ሀ, ዐ/አ):
 * "ሥልጠና" and "ስልጠና" are the same word. Each variant series maps onto one, so a keyword
 * matches whichever spelling the visitor types.
 */
const SERIES: readonly [from: number, to: number][] = [
  [0x1210, 0x1200], // ሐ → ሀ
  [0x1280, 0x1200], // ኀ → ሀ
  [0x1220, 0x1230], // ሠ → ሰ
  [0x12d0, 0x12a0], // ዐ → አ
  [0x1340, 0x1338], // ፀ → ጸ
];

/** A message or keyword in one spelling: lower case, Ge'ez variant series merged. */
export function normalize(text: string): string {
  let out = "";
  for (const character of text.toLowerCase()) {
    const code = character.codePointAt(0) ?? 0;
    const series = SERIES.find(([from]) => code >= from && code < from + 8);
    out += series ? String.fromCodePoint(code - series[0] + series[1]) : character;
  }
  return out;
}

/**
 * The scripted reply to a visitor's message: the reply of the first topic (in content order)
 * one of whose keywords the message contains, ignoring case and Ge'ez spelling variants; the
 * fallback when none does. Templates are returned unfilled.
 */
export function replyTo(message: string, chat: ChatText): string {
  const text = normalize(message);
  return (
    chat.replies.find(({ keywords }) => keywords.some((k) => text.includes(normalize(k))))?.reply ??
    chat.fallback
  );
}

/** Whether a message is worth sending: empty or whitespace-only input is ignored. */
export function isSendable(message: string): boolean {
  return message.trim().length > 0;
}
