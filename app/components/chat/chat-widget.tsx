import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { Icon } from "~/components/ui/icon";
import { useChrome } from "~/i18n/use-chrome";
import { OPEN_CHAT_EVENT } from "./chat-events";

// The panel (transcript, matcher, replies) loads only when the visitor first opens the chat.
const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

/**
 * The floating chat button, mounted once in the root layout. It toggles the assistant's panel;
 * any page can open it with `openChat()`. Escape closes the panel, from anywhere on the page;
 * from inside it, focus returns here.
 * It needs JavaScript, so it appears once the page is interactive.
 */
export function ChatWidget() {
  const hydrated = useHydrated();
  const { chat } = useChrome();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const show = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_CHAT_EVENT, show);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, show);
  }, [show]);

  // Escape closes the open panel wherever focus is: Tab goes on into the page, where the panel
  // may cover the focused field (most of a phone's screen), and Escape then uncovers it and
  // leaves focus there. From inside the panel, focus returns to the button.
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      if (root.contains(event.target as Node)) close();
      else setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  if (!hydrated) return null;
  return (
    <div
      ref={rootRef}
      className="fixed right-3 bottom-3 z-30 flex flex-col items-end sm:right-4 sm:bottom-4 print:hidden"
    >
      {requested ? (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={requested ? panelId : undefined}
        onClick={open ? close : show}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={`inline-flex size-12 items-center justify-center rounded-full bg-field-700 text-white shadow-lg ring-2 ring-white/80 transition-colors hover:bg-field-800 sm:size-14 sm:ring-4 ${
          // Off the phone home page's first screen until the visitor scrolls (app.css); an open
          // panel keeps its button wherever the page is.
          open ? "" : "chat-reveal"
        }`}
      >
        <Icon name={open ? "close" : "chat"} size={24} />
        <span className="sr-only">{chat.open}</span>
      </button>
    </div>
  );
}
