import type { ReactNode } from "react";

/** A quiet card beside a form or in a hero: a heading and a few lines. */
export function SideNote({
  title,
  children,
  dark = false,
  headingLevel: Heading = "h3",
}: {
  title: string;
  children: ReactNode;
  /** On the dark hero. */
  dark?: boolean;
  /** "h2" when the note sits in the hero, before the page's first h2. */
  headingLevel?: "h2" | "h3";
}) {
  return (
    <aside
      aria-label={title}
      className={`rounded-2xl p-6 sm:p-7 ${
        dark
          ? "bg-white/5 text-field-100 ring-1 ring-white/15"
          : "bg-earth-50 text-stone-700 ring-1 ring-stone-200"
      }`}
    >
      <Heading className={`text-lg font-bold ${dark ? "text-white" : ""}`}>{title}</Heading>
      <div className="mt-4">{children}</div>
    </aside>
  );
}
