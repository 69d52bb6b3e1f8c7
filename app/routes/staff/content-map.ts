import type { Route } from "./+types/content-map";
import { ethiopiaPath, MAP_HEIGHT, MAP_WIDTH, project } from "~/lib/geo";
import { getRuntime } from "~/server/runtime.server";
import { staffFile, throwRefusal } from "~/server/staff-file.server";
import { access, requireStaff, takesNoForm } from "~/server/staff-auth.server";

/**
 * The map the project editor's place picker shows (`/staff/content/map.svg?lat=…&lon=…`): the
 * country's outline with the project's place marked. The editor clicks it to choose a place, with
 * or without JavaScript (an `<input type="image">` sends where it was clicked). Its ground is
 * transparent: the editor's scroll shadows show through it where the map is cut off.
 */
function map({ request }: Route.LoaderArgs) {
  requireStaff(request, getRuntime(), access.content);
  const params = new URL(request.url).searchParams;
  const lat = Number(params.get("lat"));
  const lon = Number(params.get("lon"));
  const marked = params.has("lat") && params.has("lon") && Number.isFinite(lat + lon);
  const point = marked ? project({ lat, lon }) : undefined;
  const marker = point
    ? `<circle cx="${point.x}" cy="${point.y}" r="9" fill="#f2a900" stroke="#fff" stroke-width="3"/><circle cx="${point.x}" cy="${point.y}" r="2.5" fill="#1c1917"/>`
    : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"><path d="${ethiopiaPath}" fill="#dcefe2" stroke="#2e7d4f" stroke-width="1.5" stroke-linejoin="round"/>${marker}</svg>`;
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "private, max-age=300",
    },
  });
}

export const middleware: Route.MiddlewareFunction[] = [staffFile(map)];
export const loader = throwRefusal;

/** A form sent here: checked as a reader would be, then refused (`takesNoForm`). */
export const action = ({ request }: Route.ActionArgs) =>
  takesNoForm(request, getRuntime(), access.content);

/**
 * Never shown: the middleware answers the file, or the loader throws its refusal. A component
 * makes this a page, so the refusal is the staff page (header, menu), not data.
 */
export default function PlaceMap() {
  return null;
}
