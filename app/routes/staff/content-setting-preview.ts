import { data } from "react-router";
import type { Route } from "./+types/content-setting-preview";
import { staffText } from "~/content/staff";
import { isLocale, localizePath } from "~/i18n/locales";
import { previewAnswer, renderPreview } from "~/server/publish.server";
import { getRuntime } from "~/server/runtime.server";
import { staffFile, throwRefusal } from "~/server/staff-file.server";
import { settingKind } from "~/server/setting-kinds.server";
import { keptPreview } from "~/server/setting-preview.server";
import { SETTINGS } from "~/server/settings.server";
import { access, requireStaff, takesNoForm } from "~/server/staff-auth.server";

/**
 * A setting as its editor typed it (kept by the form's Preview button, never saved) on the public
 * page that shows it best, in the language asked for, to that editor only: sent without scripts,
 * never cached or indexed, under a banner saying it is a preview.
 */
async function preview({ request, params }: Route.LoaderArgs) {
  const session = requireStaff(request, getRuntime(), access.content);
  const kind = settingKind(params.id);
  const query = new URL(request.url).searchParams;
  const document = kind
    ? keptPreview(query.get("t") ?? "", kind.id, session.staff.email)
    : undefined;
  if (!kind || !document)
    throw data({ message: staffText.content.settingPreviewGone }, { status: 404 });
  const lang = query.get("lang");
  const html = await renderPreview(
    localizePath(kind.previewPath, isLocale(lang) ? lang : "en"),
    {
      kind: SETTINGS,
      id: kind.id,
      document,
    },
    new URL(request.url),
  );
  return previewAnswer(html);
}

export const middleware: Route.MiddlewareFunction[] = [staffFile(preview)];
export const loader = throwRefusal;

/** A form sent here: checked as a reader would be, then refused (`takesNoForm`). */
export const action = ({ request }: Route.ActionArgs) =>
  takesNoForm(request, getRuntime(), access.content);

/**
 * Never shown: the middleware answers the file, or the loader throws its refusal. A component
 * makes this a page, so the refusal is the staff page (header, menu), not data.
 */
export default function SettingPreview() {
  return null;
}
