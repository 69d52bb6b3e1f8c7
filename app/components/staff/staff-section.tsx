import type { ReactNode } from "react";

/** A titled white card of a staff page; the heading names the section for screen readers. */
export function StaffSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
