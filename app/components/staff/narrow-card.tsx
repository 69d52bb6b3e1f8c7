import type { ReactNode } from "react";

/**
 * The narrow card of the staff pages a person meets before they are signed in (sign-in, the
 * second-factor code, an invitation): title, intro, the server's refusal if any, then the form.
 */
export function NarrowCard({
  title,
  intro,
  error,
  children,
}: {
  title: string;
  intro: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-sm text-stone-700">{intro}</p>
      {error ? (
        // The page is the server's answer to a refused form (staff pages run no script): it
        // opens on the refusal, so a screen reader reads it and the next Tab goes to the form.
        <p
          role="alert"
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className="mt-5 rounded-xl border-2 border-red-700 bg-red-50 p-3 text-red-900 outline-none"
        >
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
