import type { Route } from "./+types/content-team";
import { fieldLabels } from "~/components/staff/editor-fields";
import { SettingPage, settingPageProps } from "~/components/staff/setting-page";
import { memberAnchor, TeamMemberFields } from "~/components/staff/team-member-fields";
import { AddRowButton, editorLanguages } from "~/components/staff/words-field";
import { staffText } from "~/content/staff";
import { memberTexts, teamList } from "~/content/team-document";
import { applyRowChange, rowChange, rowIndexes, ROWS_BUTTON } from "~/lib/form-rows";
import { photoLibrary, photoOptions } from "~/server/content-form.server";
import { getRuntime } from "~/server/runtime.server";
import { fieldBase } from "~/server/field-merge.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import {
  changedRows,
  draftState,
  publishSettingForm,
  settingIntent,
  settingOrFail,
  typedFields,
  type SettingAnswer,
} from "~/server/staff-forms.server";
import { historyLinks, settingMarks, settingPages } from "~/server/setting-kinds.server";
import { blankMember, TEAM_ID, teamFields, teamFromForm, teamItem } from "~/server/team.server";
import { staffMeta } from "~/lib/staff-meta";

const words = staffText.content.team;

export function loader({ request }: Route.LoaderArgs) {
  const { db } = getRuntime();
  const session = requireStaff(request, getRuntime(), access.content);
  const item = settingOrFail(teamItem(db), "team");
  return {
    csrf: session.csrfToken,
    revision: item.revision,
    ...draftState(request, item),
    values: teamFields(item.current),
    // What the fields hold, so the signed-out page lists what was changed first (`submittedFields`).
    base: fieldBase(teamFields(item.current)),
    photos: photoOptions(db),
    marks: settingMarks(TEAM_ID, item),
    history: historyLinks(TEAM_ID),
    done: new URL(request.url).searchParams.has("done"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireStaffPost(request, getRuntime(), access.content);
  const typed = typedFields(form);
  const change = rowChange(form[ROWS_BUTTON]);
  if (change?.list === teamList)
    return changedRows(form, applyRowChange(typed, change, blankMember), (applied) =>
      teamFromForm(applied, rowIndexes(applied, teamList), photoLibrary(getRuntime().db)),
    );
  const read = teamFromForm(form, rowIndexes(form, teamList), photoLibrary(getRuntime().db));
  return publishSettingForm(read, typed, {
    form,
    intent: settingIntent(form),
    by: session.staff.email,
    pages: settingPages(TEAM_ID),
    done: "/staff/content/team?done",
    fieldsOf: teamFields,
  });
}

export function meta() {
  return staffMeta(words.title);
}

export default function ContentTeam({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as SettingAnswer | undefined;
  const values = result?.typed ?? loaderData.values;
  const errors = result?.errors ?? {};
  const rows = rowIndexes(values, teamList);
  // The translations' marks of the form as typed, else of the stored document.
  const marks = result?.marks ?? loaderData.marks;
  return (
    <SettingPage
      {...settingPageProps(loaderData, result, words)}
      rows={{ typed: result?.typed, changed: Boolean(result?.changed) }}
      // "Person 2 · Name (English): …", in the page's order.
      labels={fieldLabels(
        editorLanguages,
        Object.fromEntries(
          rows.flatMap((row, position) =>
            memberTexts.map((part) => [
              `${teamList}.${row}.${part}`,
              `${words.member(position + 1)} · ${words[part]}`,
            ]),
          ),
        ),
        Object.fromEntries(
          rows.map((row, position) => [
            `${teamList}.${row}.photo`,
            `${words.member(position + 1)} · ${words.photo}`,
          ]),
        ),
      )}
    >
      {rows.map((row, position) => (
        <TeamMemberFields
          key={row}
          row={row}
          position={position + 1}
          count={rows.length}
          values={values}
          errors={errors}
          marks={marks}
          photos={loaderData.photos}
        />
      ))}
      <div>
        <AddRowButton list={teamList} label={words.add} landing={memberAnchor(rows.length + 1)} />
      </div>
    </SettingPage>
  );
}
