import { data } from "react-router";
import { staffText } from "~/content/staff";

/**
 * Any address under /staff that no page of the inbox has: 404, answered by the staff layout's
 * error boundary with the message (never the public site's 404 page with status 200).
 */
function notFound(): never {
  throw data({ message: staffText.noSuchPage }, { status: 404 });
}

export const loader = notFound;
export const action = notFound;

/** Never shown: the loader always answers 404 (a route with a component is a page, not a resource). */
export default function StaffNotFound() {
  return null;
}
