/** One message of the chat transcript (spec section 3, "Chat message"). */
export interface ChatMessage {
  /** Unique within the page. */
  readonly id: string;
  /** The message, shown as plain text (never as HTML). */
  readonly text: string;
  /** True for the visitor's own messages, false for the assistant's. */
  readonly isUser: boolean;
  /** When it was sent; shown as local time. */
  readonly timestamp: Date;
}

let lastId = 0;

/** A new message stamped with the current time. */
export function createMessage(text: string, isUser: boolean): ChatMessage {
  lastId += 1;
  return { id: `chat-message-${lastId}`, text, isUser, timestamp: new Date() };
}

import { formatTimeOfDay } from "~/i18n/clock";
import type { Locale } from "~/i18n/locales";

/**
 * The message time in the page's language and clock and the visitor's time zone, e.g. "14:05",
 * "ከቀኑ 8:05".
 */
export function formatMessageTime(date: Date, locale: Locale): string {
  return formatTimeOfDay(locale, date);
}
