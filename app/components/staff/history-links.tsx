import { Link } from "react-router";

/** A link to the history of a document the page edits. */
export interface HistoryLink {
  readonly to: string;
  readonly label: string;
}

/** The links to the histories of what a settings page edits, under its title. */
export function HistoryLinks({ links }: { links: readonly HistoryLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="font-semibold text-field-800 underline">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
