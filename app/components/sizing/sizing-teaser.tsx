import { Link } from "~/components/ui/locale-link";
import { Icon } from "~/components/ui/icon";
import { sizingLink } from "~/content/sizing-link";

/** A one-line invitation to the sizing tool, for other pages. */
export function SizingTeaser({ className = "" }: { className?: string }) {
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
          {sizingLink.label}
        </Link>
        : {sizingLink.text}
      </span>
    </p>
  );
}
