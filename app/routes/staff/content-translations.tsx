import { Link } from "react-router";
import type { Route } from "./+types/content-translations";
import { StaffPageHead } from "~/components/staff/staff-page-head";
import { StaffSection } from "~/components/staff/staff-section";
import { postTranslationsToDo } from "~/content/post-document";
import { translationsToDo } from "~/content/project-document";
import { staffText } from "~/content/staff";
import type { ToDoState } from "~/content/translation-state";
import { localeInfo, type Locale } from "~/i18n/locales";
import type { ContentItem } from "~/server/content-store.server";
import { postItems } from "~/server/posts.server";
import { projectItems } from "~/server/projects.server";
import { getRuntime } from "~/server/runtime.server";
import { settingsToDo } from "~/server/setting-kinds.server";
import { access, requireStaff, takesNoForm } from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";

const text = staffText.content;

/**
 * A part's language and state, as the page lists them, and the address of its field on its
 * editor (the control's id, `field-<name>`), where the link opens instead of the form's top.
 */
function entryOf(locale: Locale, part: string, state: ToDoState, editPath: string, field: string) {
  return {
    language: `${localeInfo[locale].name} (${locale})`,
    part,
    state: text[state],
    at: `${editPath}#field-${field}`,
  };
}

/** An item's texts to translate, as the page lists them; none when all are done. */
function toDoOf<T extends { words: { en: { title: string } } }, P extends string>(
  item: ContentItem<T>,
  segment: string,
  toDo: (document: T) => readonly { locale: Locale; part: P; state: ToDoState }[],
  label: (part: P) => string,
) {
  const parts = toDo(item.current);
  const editPath = `/staff/content/${segment}/${item.id}`;
  return parts.length === 0
    ? []
    : [
        {
          id: item.id,
          editPath,
          title: item.current.words.en.title || item.id,
          // An editor's text in a language is the field `{part}.{language}` (`WordsRow`).
          toDo: parts.map(({ locale, part, state }) =>
            entryOf(locale, label(part), state, editPath, `${part}.${locale}`),
          ),
        },
      ];
}

/** Every text missing in a language or translated from an older English, item by item. */
export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  requireStaff(request, rt, access.content);
  return {
    items: [
      ...projectItems(rt.db).flatMap((item) =>
        toDoOf(item, "projects", translationsToDo, (part) => text.fields[part]),
      ),
      ...postItems(rt.db).flatMap((item) =>
        toDoOf(item, "posts", postTranslationsToDo, (part) => text.posts.fields[part]),
      ),
      // The settings' texts (offices, questions, product words…), each with its page.
      ...settingsToDo(rt.db).map((setting) => ({
        id: setting.id,
        editPath: setting.editPath,
        title: setting.name,
        toDo: setting.toDo.map(({ locale, label, state, field }) =>
          entryOf(locale, label, state, setting.editPath, field),
        ),
      })),
    ],
  };
}

export const meta = () => staffMeta(text.translationsTitle);

/** A form sent here: checked as a reader would be, then refused (`takesNoForm`). */
export const action = ({ request }: Route.ActionArgs) =>
  takesNoForm(request, getRuntime(), access.content);

export default function ContentTranslations({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <div className="grid gap-6">
      <StaffPageHead
        back={{ to: "/staff/content", label: text.backToList }}
        title={text.translationsTitle}
        intro={text.translationsIntro}
      />
      {items.length === 0 ? <p>{text.noTranslations}</p> : null}
      {items.map((item) => (
        <StaffSection
          key={`${item.editPath}#${item.id}`}
          id={`to-do-${item.id}`}
          title={item.title}
        >
          <ul className="grid gap-1">
            {item.toDo.map((entry) => (
              <li key={entry.at}>
                <Link to={entry.at} className="font-semibold text-field-800 underline">
                  {entry.part}
                </Link>
                , {entry.language}: {entry.state}
              </li>
            ))}
          </ul>
          <p className="mt-3">
            {/* At the first text to do: the editor's form is long (3,700 px for a project). */}
            <Link
              to={item.toDo[0]?.at ?? item.editPath}
              className="font-semibold text-field-800 underline"
            >
              {text.edit}
            </Link>
          </p>
        </StaffSection>
      ))}
    </div>
  );
}
