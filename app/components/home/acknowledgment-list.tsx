import { acknowledgments } from "~/content/acknowledgments";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-paths";
import { StarRating } from "./star-rating";

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** Acknowledgments from farmers, cooperatives and offices, each with its details and rating. */
export function AcknowledgmentList() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {acknowledgments.map((entry) => {
        const details: ReadonlyArray<[IconName, string, string]> = [
          ["map-pin", "Location", entry.location],
          ["wheat", "Crop or topic", entry.topic],
          ["leaf", "Farm size", entry.farmSize],
        ];
        return (
          <li key={entry.id} className="flex">
            <figure className="flex w-full flex-col rounded-2xl bg-earth-50 p-6 ring-1 ring-stone-200 sm:p-7">
              <StarRating rating={entry.rating} />
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-stone-800">
                <p>“{entry.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-stone-200 pt-5">
                <p className="font-bold text-stone-900">{entry.name}</p>
                <p className="text-sm text-stone-600">
                  <time dateTime={entry.date}>{dateFormat.format(new Date(entry.date))}</time>
                </p>
                <dl className="mt-3 grid gap-1.5 text-sm text-stone-700">
                  {details.map(([icon, term, value]) => (
                    <div key={term} className="flex items-start gap-2">
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
