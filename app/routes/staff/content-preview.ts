import { data } from "react-router";
import type { Route } from "./+types/content-preview";
import { isLocale, localizePath } from "~/i18n/locales";
import { kindAt } from "~/server/content-kinds.server";
import { previewAnswer, renderPreview } from "~/server/publish.server";
import { getRuntime } from "~/server/runtime.server";
import { staffFile, throwRefusal } from "~/server/staff-file.server";
import { access, requireStaff, takesNoForm } from "~/server/staff-auth.server";

/**
 * A project's or post's draft on its real public page, in the language asked for, to signed-in editors
 * only. The page is sent without its scripts (it is a picture of the page, never cached, never
 * indexed) and with a banner saying it is a preview.
 */
async function preview({ request, params }: Route.LoaderArgs) {
  const rt = getRuntime();
  requireStaff(request, rt, access.content);
  const kind = kindAt(request.url);
  const item = kind.item(rt.db, params.id);
  if (!item) throw data({ message: kind.notFound }, { status: 404 });
  const lang = new URL(request.url).searchParams.get("lang");
  const locale = isLocale(lang) ? lang : "en";
  const html = await renderPreview(
    localizePath(kind.publicPath(item.current), locale),
    {
      kind: kind.kind,
      id: item.id,
      document: kind.preview?.(item.current) ?? item.current,
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
export default function DraftPreview() {
  return null;
}
