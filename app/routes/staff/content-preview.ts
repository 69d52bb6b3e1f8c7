import { data } from "react-router";
import type { Route } from "./+types/content-preview";
import { staffText } from "~/content/staff";
import { isLocale, localizePath } from "~/i18n/locales";
import { contentSecurityPolicy } from "../../../scripts/post-build";
import { PROJECT, projectItem } from "~/server/projects.server";
import { renderPreview } from "~/server/publish.server";
import { getRuntime } from "~/server/runtime.server";
import { access, requireStaff } from "~/server/staff-auth.server";

/**
 * A project's draft on its real public page, in the language asked for, to signed-in editors
 * only. The page is sent without its scripts (it is a picture of the page, never cached, never
 * indexed) and with a banner saying it is a preview.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const rt = getRuntime();
  requireStaff(request, rt, access.content);
  const item = projectItem(rt.db, params.id);
  if (!item) throw data({ message: staffText.content.notFound }, { status: 404 });
  const lang = new URL(request.url).searchParams.get("lang");
  const locale = isLocale(lang) ? lang : "en";
  const html = await renderPreview(localizePath(`/projects/${item.id}`, locale), {
    kind: PROJECT,
    id: item.id,
    document: item.current,
  });
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": contentSecurityPolicy(""),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
