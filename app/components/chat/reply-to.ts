import { englishAlsoAskedWith } from "~/content/chat-keywords";
import type { ChromeText } from "~/content/chrome";
import { searchForm } from "~/lib/geez-spelling";

/** The chat's texts in the page's language (the root loader sends them). */
export type ChatText = ChromeText["chat"];

/**
 * The scripted reply to a visitor's message: the reply of the first topic (in content order) one
 * of whose keywords (its own, then the English words also asked with) the message contains,
 * ignoring case and Ge'ez spelling variants (`searchForm`: ሀ/ሐ/ኀ, ሰ/ሠ, አ/ዐ, ጸ/ፀ); the
 * fallback when none does. Templates are returned unfilled.
 */
export function replyTo(message: string, chat: ChatText): string {
  const text = searchForm(message);
  return (
    chat.replies.find(({ keywords }, topic) =>
      [...keywords, ...(englishAlsoAskedWith[topic] ?? [])].some((k) =>
        text.includes(searchForm(k)),
      ),
    )?.reply ?? chat.fallback
  );
}

/** Whether a message is worth sending: empty or whitespace-only input is ignored. */
export function isSendable(message: string): boolean {
  return message.trim().length > 0;
}
