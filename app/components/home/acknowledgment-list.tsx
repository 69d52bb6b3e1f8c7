import { QuotedWords } from "~/components/ui/quoted-words";
import type { Acknowledgment } from "~/content/acknowledgments";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-paths";
import { useText } from "~/i18n/use-text";
import { StarRating } from "./star-rating";

/** Acknowledgments from farmers, cooperatives and offices, each with its details and rating. */
export function AcknowledgmentList({
  entries: shown,
}: {
  /** Which acknowledgments, in order; their words come from the page's texts. */
  entries: readonly (Pick<Acknowledgment, "id" | "date" | "rating"> & {
    /** The date as the page's language writes it, formatted by the loader (on the server). */
    readonly dateLabel: string;
  })[];
}) {
  const { acknowledgments: labels } = useText("home");
  const { acknowledgments: entries } = useText("showcase");
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {shown.map(({ id, date, dateLabel, rating }) => {
        const entry = entries[id as keyof typeof entries];
        const details: ReadonlyArray<[IconName, string, string]> = [
          ["map-pin", labels.location, entry.location],
          ["wheat", labels.topic, entry.topic],
          ["leaf", labels.farmSize, entry.farmSize],
        ];
        return (
          <li key={id} className="flex">
            <figure className="flex w-full flex-col rounded-2xl bg-earth-50 p-6 ring-1 ring-stone-200 sm:p-7">
              <StarRating rating={rating} />
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-stone-800">
                <QuotedWords>{entry.quote}</QuotedWords>
              </blockquote>
              <figcaption className="mt-6 border-t border-stone-200 pt-5">
                <p className="font-bold text-stone-900">{entry.name}</p>
                <p className="text-sm text-stone-600">
                  <time dateTime={date}>{dateLabel}</time>
                </p>
                <dl className="mt-3 grid gap-1.5 text-sm text-stone-700">
                  {details.map(([icon, term, value]) => (
                    <div key={icon} className="flex items-start gap-2">
                      <dt>
                        <Icon name={icon} size={16} className="mt-0.5 text-field-600" />
                        <span className="sr-only">{term}</span>
                      </dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
