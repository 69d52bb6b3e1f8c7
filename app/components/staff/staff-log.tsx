import type { ReactNode } from "react";
import { formatEat } from "~/lib/staff-time";

/**
 * A staff log, newest first (the access log, the security log): a card a line on a phone, a row
 * on a wide screen; its `empty` words when it has no line.
 */
export function StaffLog({ empty, children }: { empty: string; children: readonly ReactNode[] }) {
  if (children.length === 0) {
    return <p className="rounded-2xl bg-white p-6 text-stone-700 ring-1 ring-stone-200">{empty}</p>;
  }
  return (
    <ol className="divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      {children}
    </ol>
  );
}

/** One line of a staff log: when (East Africa Time), what and who, then what it concerns. */
export function LogLine({
  at,
  action,
  actor,
  children,
}: {
  /** ISO time. */
  at: string;
  action: string;
  actor: string;
  children: ReactNode;
}) {
  return (
    <li className="grid gap-1 px-4 py-3 text-sm lg:grid-cols-[13.5rem_15rem_1fr] lg:gap-4">
      <span className="text-stone-600">{formatEat(at)}</span>
      <span className="[overflow-wrap:anywhere]">
        <strong>{action}</strong>
        <span className="block text-stone-700">{actor}</span>
      </span>
      {children}
    </li>
  );
}
