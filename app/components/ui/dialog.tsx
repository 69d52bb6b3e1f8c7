import { useEffect, useRef, type ReactNode } from "react";
import { useChrome } from "~/i18n/use-chrome";
import { Icon } from "./icon";

interface DialogProps {
  /** Element id; buttons with `command="show-modal" commandfor={id}` open it without script. */
  id: string;
  /** Visible title; names the dialog. Never empty, so a closed dialog has no empty heading. */
  title: ReactNode;
  children: ReactNode;
  /**
   * Controlled use, for dialogs a script opens (the video player, the lazily loaded report):
   * the parent owns this state. Leave it out when invoker buttons open the dialog.
   */
  open?: boolean;
  /** Called when the dialog closes, however it was closed. */
  onClose?: () => void;
  /** Width class, e.g. "max-w-3xl". */
  width?: string;
}

/**
 * Props for a button that opens the dialog `id` from the HTML alone (invoker command); browsers
 * without invoker commands get the same from `InvokerFallback`, in every page's frame.
 */
export function opensDialog(id: string) {
  return { command: "show-modal", commandfor: id, "aria-haspopup": "dialog" } as const;
}

/**
 * A modal on the native `<dialog>` element. Opened with `showModal()` semantics, the browser
 * traps focus, makes the page inert, closes it on Escape and on a click on the backdrop
 * (`closedby="any"`), and returns focus to the control that opened it. The close button is an
 * invoker command too, so a dialog opened by `opensDialog` needs no script at all.
 */
export function Dialog({ id, title, children, open, onClose, width = "max-w-3xl" }: DialogProps) {
  const { ui } = useChrome();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === undefined) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      closedby="any"
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto max-h-[90dvh] w-[calc(100%-2rem)] ${width} overflow-hidden rounded-2xl bg-white p-0 text-stone-800 shadow-2xl`}
    >
      <div className="flex max-h-[90dvh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4 sm:px-7">
          <h2 id={titleId} className="text-xl font-bold sm:text-2xl">
            {title}
          </h2>
          <button
            type="button"
            command="close"
            commandfor={id}
            aria-label={ui.close}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
          >
            <Icon name="close" />
          </button>
        </div>
        {/*
          It scrolls (a service's text on a phone is taller than the screen) and may hold no
          control until its end: focusable and named, so the arrow keys scroll it. Its ring is
          drawn inside it (app.css): the dialog's rounded edge would cut one drawn outside.
        */}
        <div
          className="overflow-y-auto px-5 py-5 sm:px-7"
          role="region"
          aria-labelledby={titleId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          {children}
        </div>
      </div>
    </dialog>
  );
}
