import { useText } from "~/i18n/use-text";

/** "How we estimate": the steps of the method in plain words, and their sources. */
export function MethodSteps() {
  const { method } = useText("sizing");
  return (
    <div>
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {method.steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-earth-50 p-6 ring-1 ring-stone-200">
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-full bg-field-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
            <p className="mt-2 text-stone-700">{step.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6 max-w-3xl text-sm text-stone-600">{method.sources}</p>
    </div>
  );
}
