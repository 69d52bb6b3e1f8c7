import { Link } from "react-router";
import type { Route } from "./+types/content-translations";
import { StaffPageHead } from "~/components/staff/staff-page-head";
import { StaffSection } from "~/components/staff/staff-section";
import { translationsToDo } from "~/content/project-document";
import { staffText } from "~/content/staff";
import { localeInfo } from "~/i18n/locales";
import { projectItems } from "~/server/projects.server";
import { getRuntime } from "~/server/runtime.server";
import { access, requireStaff } from "~/server/staff-auth.server";

const text = staffText.content;

/** Every text missing in a language or translated from an older English, item by item. */
export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  requireStaff(request, rt, access.content);
  return {
    items: projectItems(rt.db).flatMap((item) => {
      const toDo = translationsToDo(item.current);
      return toDo.length === 0
        ? []
        : [
            {
              id: item.id,
              title: item.current.words.en.title || item.id,
              toDo: toDo.map(({ locale, part, state }) => ({
                language: `${localeInfo[locale].name} (${locale})`,
                part: text.fields[part],
                state: state === "missing" ? text.missing : text.outdated,
              })),
            },
          ];
    }),
  };
}

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
        <StaffSection key={item.id} id={`to-do-${item.id}`} title={item.title}>
          <ul className="grid gap-1">
            {item.toDo.map((entry) => (
              <li key={`${entry.language}-${entry.part}`}>
                <span className="font-semibold">{entry.part}</span>, {entry.language}: {entry.state}
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <Link
              to={`/staff/content/projects/${item.id}`}
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
