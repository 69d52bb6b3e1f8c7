import { Fragment } from "react";

/**
 * An e-mail address as text that a narrow box breaks after its "@" or before a dot
 * (info@ / tsehaysolar / .example), never in the middle of a word; copied, it is the address.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span className="min-w-0">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
