import { chatFallback, chatReplies } from "~/content/chat-replies";

/**
 * The scripted reply to a visitor's message: the reply of the first keyword (in content order)
 * that the message contains, ignoring case; the fallback when none does.
 */
export function replyTo(message: string): string {
  const text = message.toLowerCase();
  return chatReplies.find(({ keyword }) => text.includes(keyword))?.reply ?? chatFallback;
}

/** Whether a message is worth sending: empty or whitespace-only input is ignored. */
export function isSendable(message: string): boolean {
  return message.trim().length > 0;
}
