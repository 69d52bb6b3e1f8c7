import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-paths";

interface FeatureCardProps {
  icon: IconName;
  title: string;
  description: string;
  /** Extra content under the description: a list of roles, an impact line… */
  children?: ReactNode;
}

/** A card with an icon tile, a heading (h3) and a short text; used by every card grid of the About page. */
export function FeatureCard({ icon, title, description, children }: FeatureCardProps) {
  return (
    <li className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-field-50 text-field-700 ring-1 ring-field-100">
        <Icon name={icon} size={24} />
      </span>
      <h3 className="mt-4 text-lg font-bold">{title}</h3>
      <p className="mt-2 text-stone-600">{description}</p>
      {children}
    </li>
  );
}

/** A responsive grid of cards (a list, so screen readers announce how many there are). */
export function FeatureGrid({
  children,
  columns = 3,
}: {
  children: ReactNode;
  /** Columns on wide screens. */
  columns?: 2 | 3 | 4;
}) {
  const wide = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" }[columns];
  return <ul className={`grid gap-5 sm:grid-cols-2 ${wide}`}>{children}</ul>;
}
