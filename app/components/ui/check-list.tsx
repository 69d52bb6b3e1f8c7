import { Icon } from "./icon";

interface CheckListProps {
  items: readonly string[];
  /** "sm" for dense cards (16 px marks, small text), "md" otherwise. */
  size?: "sm" | "md";
  /** A plain check, or a check in a circle for feature lists that stand out. */
  mark?: "check" | "check-circle";
  className?: string;
  /** The items' language when it is not the page's (English shown for a missing translation). */
  lang?: string;
}

/** A list with check marks: features, deliverables, what a package includes. */
export function CheckList({
  items,
  size = "md",
  mark = "check",
  className = "",
  lang,
}: CheckListProps) {
  const small = size === "sm";
  return (
    <ul lang={lang} className={`grid ${small ? "gap-2 text-sm" : "gap-2.5"} ${className}`}>
      {items.map((item) => (
        <li key={item} className={`flex items-start ${small ? "gap-2" : "gap-2.5"}`}>
          <Icon name={mark} size={small ? 16 : 18} className="mt-0.5 shrink-0 text-field-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
