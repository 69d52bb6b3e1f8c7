// Invoker commands (HTML: `command` and `commandfor` on a button) let a button open or close a
// <dialog> or popover without any script. React renders unknown lowercase attributes as they are;
// these declarations let TypeScript accept them on buttons.
import "react";

declare module "react" {
  // The type parameter must match React's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The invoker command, e.g. "show-modal" or "close" for a <dialog>. */
    command?:
      "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    /** The id of the element the command acts on. */
    commandfor?: string;
  }
}
