import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icon";

interface DialogProps {
  /** Whether the dialog is open; the parent owns this state. */
  open: boolean;
  /** Called when the visitor closes it (close button, Escape or backdrop). */
  onClose: () => void;
  /** Visible title; names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Width class, e.g. "max-w-3xl". */
  width?: string;
}

/**
 * A modal built on the native `<dialog>` element with `showModal()`: the browser traps focus,
 * makes the page inert and closes on Escape. A click on the backdrop closes it too, and focus
 * returns to whatever opened it.
 */
export function Dialog({ open, onClose, title, children, width = "max-w-3xl" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
  }, [open]);

  return (
    // The click handler only catches clicks on the backdrop; keyboard users close with Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click whose target is the dialog element itself landed on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[90dvh] w-[calc(100%-2rem)] ${width} overflow-hidden rounded-2xl bg-white p-0 text-stone-800 shadow-2xl`}
    >
      <div className="flex max-h-[90dvh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-5 py-4 sm:px-7">
          <h2 id={titleId} className="text-xl font-bold sm:text-2xl">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
          >
            <Icon name="close" label="Close" />
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-5 sm:px-7">{children}</div>
      </div>
    </dialog>
  );
}
