import { fill } from "~/i18n/translation";
import { useChrome } from "~/i18n/use-chrome";
import { Icon } from "~/components/ui/icon";

interface StarRatingProps {
  /** Whole stars out of `max`. */
  rating: number;
  max?: number;
}

/** A rating shown as stars and announced as "Rated N out of 5". */
export function StarRating({ rating, max = 5 }: StarRatingProps) {
  return (
    <span
      role="img"
      aria-label={fill(useChrome().ui.rating, { rating, max })}
      className="inline-flex gap-0.5"
    >
      {Array.from({ length: max }, (_, index) => (
        <Icon
          key={index}
          name="star"
          size={18}
          className={index < rating ? "fill-sun-500 text-sun-600" : "text-stone-300"}
        />
      ))}
    </span>
  );
}
