import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { phoneText, site } from "~/content/site";
import { fill } from "~/i18n/translation";
import { useChrome, useCompany, useFrameFigures, useHeadlineFigures } from "~/i18n/use-chrome";
import { useLocale } from "~/i18n/use-locale";
import { useTimeout } from "~/hooks/use-interval";
import { Icon } from "~/components/ui/icon";
import { LogoMark } from "~/components/layout/logo";
import { CallbackForm } from "./callback-form";
import { createMessage, formatMessageTime, type ChatMessage } from "./chat-message";
import { isSendable, replyTo } from "./reply-to";

/** How long the assistant "types" before its reply appears (spec section 9). */
export const REPLY_DELAY_MS = 1500;

interface ChatPanelProps {
  /** Element id, referenced by the toggle button's `aria-controls`. */
  id: string;
  /** Whether the panel shows; it stays mounted while hidden so the transcript survives. */
  open: boolean;
  /** Closes the panel (focus goes back to the toggle button). */
  onClose: () => void;
}

/**
 * The chat assistant's panel: the transcript (a polite live region), a typing indicator for
 * 1.5 s after each message, then the scripted reply. Loaded only when the visitor first opens it.
 */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const { chat } = useChrome();
  const company = useCompany();
  const headline = useHeadlineFigures();
  const figures = useFrameFigures();
  const locale = useLocale();
  // Templates are filled with the company's details and figures, in the page's language.
  const say = (template: string) =>
    fill(template, {
      ...figures,
      ...headline,
      brand: site.brand,
      phone: phoneText(company.phone),
      email: company.email,
      office: company.headOffice.text,
    });
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    createMessage(say(chat.greeting), false),
  ]);
  // The visitor's messages still waiting for their reply, oldest first.
  const [awaiting, setAwaiting] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  // The call-back request takes the transcript's place until the visitor goes back to the chat.
  const [callback, setCallback] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useTimeout(
    () => {
      const [question, ...rest] = awaiting;
      if (!question) return;
      setAwaiting(rest);
      setMessages((current) => [
        ...current,
        createMessage(say(replyTo(question.text, chat)), false),
      ]);
    },
    awaiting.length > 0 ? REPLY_DELAY_MS : null,
    awaiting[0]?.id,
  );

  const typing = awaiting.length > 0;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing]);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSendable(draft)) return;
    const message = createMessage(draft, true);
    setMessages((current) => [...current, message]);
    setAwaiting((current) => [...current, message]);
    setDraft("");
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      className="mb-3 flex max-h-[min(34rem,calc(100dvh-10rem))] w-[23rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white text-stone-800 shadow-2xl ring-1 ring-stone-900/10"
    >
      <header className="flex items-center gap-3 bg-field-900 px-4 py-3 text-white">
        <LogoMark size={34} />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-bold text-white">
            {chat.title}
          </h2>
          <p className="truncate text-xs text-field-100">{chat.subtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={chat.close}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-sun-400"
        >
          <Icon name="close" />
        </button>
      </header>

      <div className="flex items-center justify-between gap-2 border-b border-stone-200 bg-white px-4 py-2">
        <p className="text-xs text-stone-600">
          {callback ? chat.callback.formIntro : chat.callback.offer}
        </p>
        <button
          type="button"
          aria-expanded={callback}
          onClick={() => setCallback((shown) => !shown)}
          className="shrink-0 rounded-full border border-field-700 px-3 py-1.5 text-xs font-semibold text-field-800 hover:bg-field-50"
        >
          {callback ? chat.callback.back : chat.callback.button}
        </button>
      </div>
      {callback ? (
        <div className="min-h-40 flex-1 overflow-y-auto bg-earth-50 p-4">
          <CallbackForm />
        </div>
      ) : null}
      <div
        ref={logRef}
        hidden={callback}
        role="log"
        aria-live="polite"
        aria-label={chat.log}
        // Focusable so keyboard users can scroll a long transcript.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="min-h-40 flex-1 space-y-3 overflow-y-auto bg-earth-50 px-4 py-4"
      >
        {messages.map((message) => (
          <div
            key={message.id}
            className={`w-fit max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm shadow-xs ${
              message.isUser
                ? "ml-auto rounded-br-md bg-field-700 text-white"
                : "rounded-bl-md bg-white text-stone-800 ring-1 ring-stone-200"
            }`}
          >
            <p className="break-words whitespace-pre-wrap [overflow-wrap:anywhere]">
              <span className="sr-only">{message.isUser ? chat.you : chat.assistant}</span>
              {message.text}
            </p>
            <time
              dateTime={message.timestamp.toISOString()}
              className={`mt-1 block text-xs ${message.isUser ? "text-field-100" : "text-stone-600"}`}
            >
              {formatMessageTime(message.timestamp, locale)}
            </time>
          </div>
        ))}
        {typing ? (
          <p
            data-testid="chat-typing"
            className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-md bg-white px-4 py-3 ring-1 ring-stone-200"
          >
            <span className="sr-only">{chat.typing}</span>
            {[0, 1, 2].map((dot) => (
              <span
                key={dot}
                aria-hidden="true"
                style={{ animationDelay: `${dot * 150}ms` }}
                className="size-2 rounded-full bg-stone-400 motion-safe:animate-bounce"
              />
            ))}
          </p>
        ) : null}
      </div>

      <form
        onSubmit={send}
        hidden={callback}
        className="flex items-center gap-2 border-t border-stone-200 p-3"
      >
        <label htmlFor={inputId} className="sr-only">
          {chat.input}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={chat.placeholder}
          className="min-w-0 flex-1 rounded-full border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-500 focus:border-field-600"
        />
        <button
          type="submit"
          aria-label={chat.send}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-sun-500 text-stone-950 hover:bg-sun-400"
        >
          <Icon name="send" />
        </button>
      </form>
    </section>
  );
}
