import { Icon } from "~/components/ui/icon";
import type { BenefitView } from "~/content/get-started";
import { useText } from "~/i18n/use-text";

/** The benefits of solar irrigation, each led by its headline value. */
export function BenefitCards({ benefits }: { benefits: readonly BenefitView[] }) {
  const text = useText("getStarted").benefits;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {benefits.map((benefit) => {
        const words = text[benefit.id as keyof typeof text];
        return (
          <li
            key={benefit.id}
            className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
          >
            <Icon name={benefit.icon} size={26} className="text-field-600" />
            <p className="mt-4 text-4xl font-extrabold tracking-tight text-field-800">
              {benefit.value}
            </p>
            <h3 className="mt-1 text-lg font-bold">{words.title}</h3>
            <p className="mt-2 text-stone-600">{words.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
