import { PostForm } from "~/components/staff/post-form";
import { StaffSection } from "~/components/staff/staff-section";
import { buttonClasses } from "~/components/ui/button";
import type { FieldChange } from "~/content/project-changes";
import { staffText } from "~/content/staff";
import { localeInfo, locales, type Locale } from "~/i18n/locales";

const text = staffText.content;

/**
 * The language of a field's texts: every history names a text's field with its language's own
 * name ("Title (አማርኛ)", "Office 2 · Opening hours (Afaan Oromoo)"), so a screen reader reads
 * its before and after in that language's voice. Other fields (a date, a phone) have none.
 */
export function languageOfField(field: string): Locale | undefined {
  return locales.find((locale) => field.endsWith(`(${localeInfo[locale].name})`));
}

/** One published version as a history lists it. */
export interface VersionEntry {
  readonly version: number;
  readonly by: string;
  /** When, as staff read it (Addis Ababa time). */
  readonly at: string;
  readonly restoredFrom: number | null;
  /** What changed from the version before, field by field. */
  readonly changes: readonly FieldChange[];
  /** What the version did when no field changed (translations confirmed), if anything. */
  readonly note?: string;
  /** How many of its photos were deleted from the library since (projects, posts). */
  readonly photosGone?: number;
}

/**
 * The versions of an item, newest first: who published each and when, what changed field by
 * field, and a plain form that restores it (every history page: projects, posts, settings).
 */
export function VersionList({
  csrf,
  revision,
  current,
  versions,
  draft,
}: {
  csrf: string;
  /** The item's revision the page showed (a stale restore is refused). */
  revision: number;
  /** The version on the site now (0: none). */
  current: number;
  versions: readonly VersionEntry[];
  /** A draft waiting in the editor: each restore asks for a tick to discard it. */
  draft?: { readonly by: string } | null;
}) {
  return versions.map((version) => (
    <StaffSection
      key={version.version}
      id={`version-${version.version}`}
      title={text.versionLine(
        version.version,
        version.by === "seed" ? text.seedAuthor : version.by,
        version.at,
      )}
    >
      {version.restoredFrom ? (
        <p className="text-stone-700">{text.restoredFrom(version.restoredFrom)}</p>
      ) : null}
      {version.by === "seed" ? <p className="text-stone-700">{text.seedVersion}</p> : null}
      {version.by === "seed" ? null : version.changes.length > 0 ? (
        <dl className="mt-2 grid gap-4">
          {version.changes.map((change) => (
            <div key={change.field} className="border-t border-stone-200 pt-3">
              <dt className="font-semibold wrap-anywhere">{change.field}</dt>
              <dd className="mt-1 grid gap-2 sm:grid-cols-2">
                {(["before", "after"] as const).map((side) => (
                  <p
                    key={side}
                    className={`min-w-0 wrap-anywhere whitespace-pre-line ${side === "before" ? "text-stone-700" : ""}`}
                  >
                    <span className="block text-xs font-semibold text-stone-600 uppercase">
                      {text[side]}
                    </span>
                    {change[side] ? (
                      <span lang={languageOfField(change.field)}>{change[side]}</span>
                    ) : (
                      text.empty
                    )}
                  </p>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-stone-700">{version.note ?? text.noChanges}</p>
      )}
      {version.version === current ? (
        <p className="mt-3 font-semibold">{text.current}</p>
      ) : (
        <PostForm csrf={csrf} className="mt-3">
          {version.photosGone ? (
            <p
              id={`version-${version.version}-photos-gone`}
              className="mb-3 rounded-xl bg-sun-50 p-3 text-stone-800 ring-1 ring-sun-200"
            >
              {text.restoreWithoutPhotos(version.photosGone)}
            </p>
          ) : null}
          <input type="hidden" name="version" value={version.version} />
          <input type="hidden" name="revision" value={revision} />
          {draft ? (
            <label className="mb-3 flex items-start gap-3 font-medium">
              <input type="checkbox" name="discardDraft" value="yes" className="mt-0.5 size-5" />
              {text.restoreDiscardConfirm(draft.by)}
            </label>
          ) : null}
          <button
            type="submit"
            className={buttonClasses("outline")}
            aria-describedby={
              version.photosGone ? `version-${version.version}-photos-gone` : undefined
            }
          >
            {text.restore(version.version)}
          </button>
        </PostForm>
      )}
    </StaffSection>
  ));
}
