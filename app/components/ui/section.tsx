import type { ReactNode } from "react";

interface SectionProps {
  /** Anchor id; also labels the section through its heading. */
  id: string;
  /** Small label above the heading. */
  eyebrow?: string;
  title: ReactNode;
  /** Introductory paragraph under the heading. */
  intro?: ReactNode;
  /** Background tone. */
  tone?: "plain" | "tint" | "dark";
  children: ReactNode;
  className?: string;
}

const tones = {
  plain: "bg-earth-50",
  tint: "bg-white",
  dark: "on-dark bg-field-900 text-field-50",
} as const;

/** A page section with a heading (h2), optional eyebrow and intro, and a centred content column. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "plain",
  children,
  className = "",
}: SectionProps) {
  const headingId = `${id}-heading`;
  const dark = tone === "dark";
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`py-16 sm:py-20 ${tones[tone]} ${className}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          {eyebrow ? (
            <p
              className={`text-sm font-semibold tracking-wider uppercase ${dark ? "text-sun-300" : "text-field-600"}`}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : ""}`}
          >
            {title}
          </h2>
          {intro ? (
            <p className={`mt-4 text-lg ${dark ? "text-field-100" : "text-stone-600"}`}>{intro}</p>
          ) : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
