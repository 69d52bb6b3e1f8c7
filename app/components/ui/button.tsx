import type { ComponentProps, ReactNode } from "react";
import { Link } from "~/components/ui/locale-link";

/** Visual weight of a button or button-styled link. */
export type ButtonVariant = "primary" | "secondary" | "ghost-light" | "outline" | "danger";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  // Brand gold with near-black text: 10:1 contrast.
  primary: "bg-sun-500 text-stone-950 shadow-sm hover:bg-sun-400",
  secondary: "bg-field-700 text-white shadow-sm hover:bg-field-800",
  "ghost-light": "border border-white/70 text-white hover:bg-white/10",
  outline: "border border-field-700 text-field-800 hover:bg-field-50",
  // What cannot be undone (erasing, deleting): white on red, 6.5:1.
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
};

/** Class names of a button of the given variant, for elements that are not `Button`/`ButtonLink`. */
export function buttonClasses(variant: ButtonVariant = "primary", className = ""): string {
  return `${base} ${variants[variant]} ${className}`.trim();
}

type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; children: ReactNode };

/** A button that does something on this page. */
export function Button({ variant = "primary", className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant };

/** A link styled as a button: it goes somewhere in the site. */
export function ButtonLink({ variant = "primary", className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
