import { Link } from "~/components/ui/locale-link";
import { Icon } from "~/components/ui/icon";
import { sizingLink } from "~/content/sizing-link";
import type { ShowcaseText } from "~/content/showcase";

/** A one-line invitation to the sizing tool, for other pages. */
export function SizingTeaser({
  className = "",
  text = sizingLink,
}: {
  className?: string;
  /** Its words in the page's language (pages not yet translated use the English). */
  text?: ShowcaseText["sizing"];
}) {
  return (
    <p className={`flex items-start gap-3 text-stone-700 ${className}`}>
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-sun-100 text-sun-800">
        <Icon name="sun" size={18} />
      </span>
      <span>
        <Link
          to={sizingLink.to}
          className="font-semibold text-field-700 underline underline-offset-2 hover:text-field-800"
        >
          {text.label}
        </Link>
        {text.separator}
        {text.text}
      </span>
    </p>
  );
}
