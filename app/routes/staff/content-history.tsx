import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/content-history";
import { DraftNotice } from "~/components/staff/setting-page";
import { VersionList } from "~/components/staff/version-list";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import { photoNames, photosGoneFrom, waitingDraft } from "~/server/content-form.server";
import { history } from "~/server/content-store.server";
import { kindAt } from "~/server/content-kinds.server";
import { restoreVersion } from "~/server/publish.server";
import { getRuntime } from "~/server/runtime.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";

const text = staffText.content;

/** The kind of content of the address (projects or posts), and its item. */
function itemOr404(url: string, id: string) {
  const kind = kindAt(url);
  const item = kind.item(getRuntime().db, id);
  if (!item) throw data({ message: kind.notFound }, { status: 404 });
  return { kind, item };
}

export function loader({ request, params }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = requireStaff(request, rt, access.content);
  const { kind, item } = itemOr404(request.url, params.id);
  const versions = history(rt.db, kind.kind, item.id);
  const photoName = photoNames(rt.db);
  const photosGone = photosGoneFrom(rt.db);
  return {
    csrf: session.csrfToken,
    editPath: `/staff/content/${kind.segment}/${item.id}`,
    title: kind.title(item.current),
    revision: item.revision,
    // Restoring discards a stored draft: the page says whose, before anyone restores.
    draft: waitingDraft(item),
    current: item.state === "published" ? item.version : 0,
    versions: versions.map((version, index) => ({
      version: version.version,
      by: version.publishedBy,
      at: formatEat(version.publishedAt),
      restoredFrom: version.restoredFrom,
      changes: kind.changes(versions[index + 1]?.document, version.document, photoName),
      photosGone: photosGone(version.document),
    })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.content);
  const { kind, item } = itemOr404(request.url, params.id);
  const version = Number(form.version);
  const old = history(rt.db, kind.kind, item.id).find((entry) => entry.version === version);
  if (!old) return data({ message: `There is no version ${form.version}.` }, { status: 404 });
  // A draft the page showed is discarded by a restore only once its box is ticked (a page
  // older than the draft is refused as stale by the restore itself).
  const waiting = waitingDraft(item);
  if (waiting && form.discardDraft !== "yes" && Number(form.revision) === item.revision)
    return data({ message: text.restoreUnconfirmed(waiting.by) }, { status: 422 });
  const refusal = await restoreVersion(
    rt.db,
    { kind: kind.kind, id: item.id },
    old,
    Number(form.revision),
    session.staff.email,
    // A version restored while the item is off the site brings it back: the other items' pages
    // that count it are rendered too, as for its first publication.
    [
      ...kind.pathsOf(old.document),
      ...(item.state === "published" ? [] : (kind.othersOf?.(rt.db, item.id) ?? [])),
    ],
    { stale: text.restoreStale, failed: text.settingHistory.restoreFailed },
  );
  if (refusal) return data({ message: refusal.message }, { status: refusal.status });
  // The editor says so when the version came back without photos deleted since.
  const gone = photosGoneFrom(rt.db)(old.document);
  return redirect(
    `/staff/content/${kind.segment}/${item.id}?done=restored&from=${version}${gone ? `&gone=${gone}` : ""}`,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(text.historyTitle(loaderData?.title ?? ""));
}

export default function ContentHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, editPath, title, revision, draft, current, versions } = loaderData;
  const message = (actionData as { message?: string } | undefined)?.message;
  return (
    <div className="grid gap-6">
      <div>
        <p>
          <Link to={editPath} className="font-semibold text-field-800 underline">
            {text.edit}: {title}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{text.historyTitle(title)}</h1>
        <p className="mt-2 max-w-3xl text-stone-700">{text.historyIntro}</p>
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
        <DraftNotice draft={draft} say={text.restoreDiscards} className="mt-3" />
      </div>
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
