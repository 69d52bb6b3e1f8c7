import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import type { ProcessStep } from "~/content/get-started";
import { useText } from "~/i18n/use-text";

/** The steps from first visit to ongoing support, numbered, each with duration and deliverables. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const labels = useText("getStarted").stepLabels;
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-field-800 text-lg font-bold text-white">
              <span className="sr-only">{labels.step}</span>
              {index + 1}
            </span>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-sun-50 px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-sun-800 ring-1 ring-sun-200">
              <Icon name="clock" size={14} />
              <span className="sr-only">{labels.duration}</span>
              {step.duration}
            </span>
          </div>
          <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
          <p className="mt-2 text-stone-600">{step.description}</p>
          <h4 className="mt-5 text-xs font-semibold tracking-wider text-stone-600 uppercase">
            {labels.receive}
          </h4>
          <CheckList items={step.deliverables} size="sm" className="mt-2 text-stone-700" />
        </li>
      ))}
    </ol>
  );
}
