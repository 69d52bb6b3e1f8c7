import { PostForm } from "~/components/staff/post-form";
import { buttonClasses } from "~/components/ui/button";
import { staffText } from "~/content/staff";
import type { Locale } from "~/i18n/locales";

const text = staffText.content.photos;

/** A photo's descriptions before one change: the texts, who saved them and when (East Africa Time). */
export interface EarlierDescription {
  readonly revision: number;
  readonly alts: Readonly<Partial<Record<Locale, string>>>;
  readonly by: string;
  readonly at: string;
}

/**
 * What a photo's descriptions said before each change, newest first, each with a button that
 * puts it back: a save of those texts over the descriptions' revision now (`revision`), as the
 * form above saves, so a colleague's change since is refused, not lost.
 */
export function EarlierDescriptions({
  csrf,
  revision,
  earlier,
  languages,
}: {
  csrf: string;
  revision: number;
  earlier: readonly EarlierDescription[];
  languages: readonly { readonly code: Locale; readonly name: string }[];
}) {
  if (earlier.length === 0) return <p className="text-stone-700">{text.earlierNone}</p>;
  return (
    <div className="grid gap-4">
      <p className="max-w-3xl text-stone-700">{text.earlierIntro}</p>
      {earlier.map((version) => (
        <article
          key={version.revision}
          aria-labelledby={`earlier-${version.revision}`}
          className="grid max-w-3xl gap-3 border-t border-stone-200 pt-4"
        >
          <h3 id={`earlier-${version.revision}`} className="font-bold">
            {text.earlierBy(version.by, version.at)}
          </h3>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {languages.map(({ code, name }) => (
              <div key={code} className="contents">
                <dt className="text-sm font-semibold text-stone-600">{name}</dt>
                <dd lang={version.alts[code] ? code : undefined}>
                  {version.alts[code] ?? text.earlierEmpty}
                </dd>
              </div>
            ))}
          </dl>
          <PostForm csrf={csrf} intent="alts">
            <input type="hidden" name="revision" value={revision} />
            {languages.map(({ code }) => (
              <input
                key={code}
                type="hidden"
                name={`alt.${code}`}
                value={version.alts[code] ?? ""}
              />
            ))}
            <button type="submit" className={buttonClasses("outline")}>
              {text.putBack}
              <span className="sr-only">{text.putBackOf(version.by, version.at)}</span>
            </button>
          </PostForm>
        </article>
      ))}
    </div>
  );
}
