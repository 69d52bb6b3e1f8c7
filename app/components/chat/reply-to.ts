import { englishAlsoAskedWith } from "~/content/chat-keywords";
import type { ChromeText } from "~/content/chrome";
import { searchForm } from "~/lib/geez-spelling";

/** The chat's texts in the page's language (the root loader sends them). */
export type ChatText = ChromeText["chat"];

/**
 * The scripted reply to a visitor's message: the reply of the first topic (in content order) one
 * of whose keywords (its own, then the English words also asked with) the message contains,
 * ignoring case and Ge'ez spelling variants (`searchForm`: ሀ/ሐ/ኀ, ሰ/ሠ, አ/ዐ, ጸ/ፀ); the
 * fallback when none does. A keyword is found inside words ("tajaajil" in "tajaajila"), except
 * at an end written as a space: " akkam " is the word alone, at the message's start or end or
 * between spaces or punctuation ("Akkam!"), never the start of "akkamitti". Templates are
 * returned unfilled.
 */
export function replyTo(message: string, chat: ChatText): string {
  const text = ` ${searchForm(message).replace(/[^\p{L}\p{M}\p{N}']+/gu, " ")} `;
  return (
    chat.replies.find(({ keywords }, topic) =>
      [...keywords, ...(englishAlsoAskedWith[topic] ?? [])].some((k) =>
        text.includes(keywordForm(k)),
      ),
    )?.reply ?? chat.fallback
  );
}

/** A keyword as it is looked for: `searchForm`, punctuation as spaces, its edge spaces kept. */
function keywordForm(keyword: string): string {
  const edge = (space: boolean) => (space ? " " : "");
  const inner = searchForm(keyword).replace(/[^\p{L}\p{M}\p{N}']+/gu, " ");
  return `${edge(/^\s/.test(keyword))}${inner.trim()}${edge(/\s$/.test(keyword))}`;
}

/** Whether a message is worth sending: empty or whitespace-only input is ignored. */
export function isSendable(message: string): boolean {
  return message.trim().length > 0;
}
