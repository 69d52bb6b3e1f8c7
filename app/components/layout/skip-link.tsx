/** The first focusable link of every page, public or staff: straight to its main content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-full bg-sun-500 px-5 py-3 font-semibold text-stone-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {label}
    </a>
  );
}
