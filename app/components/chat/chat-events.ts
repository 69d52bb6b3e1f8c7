/**
 * Any page can open the chat assistant (mounted once in the root layout) without importing it:
 * it dispatches this event, and the assistant listens for it.
 */
export const OPEN_CHAT_EVENT = "tsehay:open-chat";

/** Opens the chat assistant panel. */
export function openChat(): void {
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}
