/** A short ordered list with round step numbers. */
export function NumberedSteps({
  steps,
  dark = false,
}: {
  steps: readonly string[];
  dark?: boolean;
}) {
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3">
          <span
            aria-hidden="true"
            className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
              dark ? "bg-sun-400 text-stone-950" : "bg-field-700 text-white"
            }`}
          >
            {index + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  );
}
