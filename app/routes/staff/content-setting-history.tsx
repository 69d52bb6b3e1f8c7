import { data, redirect } from "react-router";
import type { Route } from "./+types/content-setting-history";
import { DraftNotice } from "~/components/staff/setting-page";
import { StaffPageHead } from "~/components/staff/staff-page-head";
import { VersionList } from "~/components/staff/version-list";
import type { WithSources } from "~/content/setting-texts";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import { waitingDraft } from "~/server/content-form.server";
import { history } from "~/server/content-store.server";
import { restoreSetting } from "~/server/publish.server";
import { getRuntime } from "~/server/runtime.server";
import { historyPath, settingKind, settingVersions } from "~/server/setting-kinds.server";
import { SETTINGS, settingItem } from "~/server/settings.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";

const text = staffText.content;
const words = text.settingHistory;

/** The setting of the address (/staff/content/settings/{id}/history) and its item, or 404. */
function settingOr404(id: string) {
  const kind = settingKind(id);
  const item = kind ? settingItem(getRuntime().db, id) : undefined;
  if (!kind || !item) throw data({ message: words.notFound }, { status: 404 });
  return { kind, item };
}

export function loader({ request, params }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.content);
  const { kind, item } = settingOr404(params.id);
  const restored = Number(new URL(request.url).searchParams.get("restored"));
  return {
    csrf: session.csrfToken,
    name: kind.name,
    editPath: kind.editPath,
    revision: item.revision,
    // Restoring discards a stored draft: the page says whose, before anyone restores.
    draft: waitingDraft(item),
    current: item.state === "published" ? item.version : 0,
    restored: Number.isInteger(restored) && restored > 0 ? restored : null,
    versions: settingVersions(rt.db, kind).map(({ version, before, changes }) => {
      const sources = (entry: { document: WithSources } | undefined) =>
        JSON.stringify(entry?.document.sources ?? null);
      return {
        version: version.version,
        by: version.publishedBy,
        at: formatEat(version.publishedAt),
        restoredFrom: version.restoredFrom,
        changes,
        note: before && sources(before) !== sources(version) ? words.confirmed : undefined,
      };
    }),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.content);
  const { kind, item } = settingOr404(params.id);
  const version = Number(form.version);
  const old = history(rt.db, SETTINGS, item.id).find((entry) => entry.version === version);
  if (!old) return data({ message: `There is no version ${form.version}.` }, { status: 404 });
  // A draft the page showed is discarded by a restore only once its box is ticked (a page
  // older than the draft is refused as stale by the restore itself).
  const waiting = waitingDraft(item);
  if (waiting && form.discardDraft !== "yes" && Number(form.revision) === item.revision)
    return data({ message: text.restoreUnconfirmed(waiting.by) }, { status: 422 });
  const refusal = await restoreSetting(
    rt.db,
    item.id,
    old,
    Number(form.revision),
    session.staff.email,
    kind.pages,
  );
  if (refusal) return data({ message: refusal.message }, { status: refusal.status });
  return redirect(`${historyPath(item.id)}?restored=${version}`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(text.historyTitle(loaderData?.name ?? ""));
}

export default function ContentSettingHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, name, editPath, revision, current, versions, restored, draft } = loaderData;
  const message = (actionData as { message?: string } | undefined)?.message;
  return (
    <div className="grid gap-6">
      <StaffPageHead
        back={{ to: editPath, label: `${text.edit}: ${name}` }}
        title={text.historyTitle(name)}
        intro={text.historyIntro}
        status={restored && !message ? words.restored(restored) : undefined}
      >
        {message ? (
          <p
            role="alert"
            // The page opens on the refusal (no script moves the focus), as on an error summary.
            tabIndex={-1}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            className="mt-3 rounded-xl border-2 border-red-700 bg-red-50 p-3"
          >
            {message}
          </p>
        ) : null}
        <DraftNotice draft={draft} say={text.settingDraft.restoreDiscards} className="mt-3" />
      </StaffPageHead>
      <VersionList
        csrf={csrf}
        revision={revision}
        current={current}
        versions={versions}
        draft={draft}
      />
    </div>
  );
}
