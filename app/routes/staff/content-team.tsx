import { data } from "react-router";
import type { Route } from "./+types/content-team";
import { PostForm } from "~/components/staff/post-form";
import { StaffPageHead } from "~/components/staff/staff-page-head";
import { TeamMemberFields } from "~/components/staff/team-member-fields";
import { AddRowButton, EnterSubmits } from "~/components/staff/words-field";
import { buttonClasses } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import { teamList } from "~/content/team-document";
import { applyRowChange, rowChange, rowIndexes, ROWS_BUTTON } from "~/lib/form-rows";
import { photoLibrary, photoOptions } from "~/server/content-form.server";
import { getRuntime } from "~/server/runtime.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import { publishSettingForm, typedFields } from "~/server/staff-forms.server";
import { blankMember, teamFields, teamFromForm, teamItem, teamPaths } from "~/server/team.server";

const text = staffText.content;
const words = text.team;

function itemOrFail() {
  const item = teamItem(getRuntime().db);
  if (!item) throw data({ message: "The team is missing." }, { status: 500 });
  return item;
}

export function loader({ request }: Route.LoaderArgs) {
  const session = requireStaff(request, getRuntime(), access.content);
  const item = itemOrFail();
  return {
    csrf: session.csrfToken,
    revision: item.revision,
    values: teamFields(item.current),
    photos: photoOptions(getRuntime().db),
    done: new URL(request.url).searchParams.has("done"),
  };
}

interface ActionResult {
  readonly typed: Record<string, string>;
  readonly errors?: Record<string, string>;
  readonly message?: string;
  readonly changed?: boolean;
}

export async function action({ request }: Route.ActionArgs) {
  const { session, form } = await requireStaffPost(request, getRuntime(), access.content);
  const typed = typedFields(form);
  const change = rowChange(form[ROWS_BUTTON]);
  if (change?.list === teamList)
    return data<ActionResult>({ typed: applyRowChange(typed, change, blankMember), changed: true });
  const db = getRuntime().db;
  return publishSettingForm(
    teamFromForm(form, rowIndexes(form, teamList), photoLibrary(db)),
    typed,
    {
      revision: form.revision,
      by: session.staff.email,
      pages: teamPaths,
      done: "/staff/content/team?done",
    },
  );
}

export function meta() {
  return [{ title: `${words.title} | Tsehay Solar` }];
}

export default function ContentTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, revision, done, photos } = loaderData;
  const result = actionData as ActionResult | undefined;
  const values = result?.typed ?? loaderData.values;
  const errors = result?.errors ?? {};
  const problems = Object.entries(errors);
  const rows = rowIndexes(values, teamList);
  return (
    <div className="grid gap-6">
      <StaffPageHead
        back={{ to: "/staff/content", label: text.backToList }}
        title={words.title}
        intro={words.intro}
        status={result?.changed ? text.rows.changed : done && !result ? words.published : undefined}
      />
      <PostForm
        // A new answer renders the fields anew: a moved row's inputs show its values.
        key={result ? JSON.stringify(values).length + problems.length : "stored"}
        csrf={csrf}
        noValidate
        className="grid gap-6"
      >
        <input type="hidden" name="revision" value={revision} />
        <EnterSubmits label={words.publish} />
        {problems.length > 0 || result?.message ? (
          <ErrorSummary
            errors={problems}
            message={result?.message ?? text.invalid(problems.length)}
          />
        ) : null}
        {rows.map((row, position) => (
          <TeamMemberFields
            key={row}
            row={row}
            position={position + 1}
            count={rows.length}
            values={values}
            errors={errors}
            photos={photos}
          />
        ))}
        <div>
          <AddRowButton list={teamList} label={words.add} />
        </div>
        <div>
          <button type="submit" className={buttonClasses("primary")}>
            {words.publish}
          </button>
        </div>
      </PostForm>
    </div>
  );
}
