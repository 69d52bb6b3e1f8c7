import { Outlet } from "react-router";
import type { Route } from "./+types/pages";
import { refusalHeading, StaffRefusal } from "~/components/staff/staff-refusal";
import { staffText } from "~/content/staff";
import { passHeaders } from "~/lib/route-headers";
import { staffMeta } from "~/lib/staff-meta";

/**
 * Every page of the inbox, inside the staff layout: a page's refusal (403, 404, 413) or failure is
 * answered here, so it keeps the layout's header, its menu and Sign out.
 */
/** The layout's headers, with those of a page's thrown refusal (its `Retry-After`). */
export const headers = passHeaders;

export function meta({ error }: Route.MetaArgs) {
  return staffMeta(error ? refusalHeading(error) : staffText.title);
}

export default function StaffPages() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffRefusal error={error} />;
}
