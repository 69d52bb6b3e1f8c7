import { Form, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { LogoMark } from "~/components/layout/logo";
import { SkipLink } from "~/components/layout/skip-link";
import { StaffRefusal } from "~/components/staff/staff-refusal";
import { UnsentForms } from "~/components/staff/unsent-forms";
import { staffText } from "~/content/staff";
import { passHeaders } from "~/lib/route-headers";
import { showCurrentPage } from "~/lib/staff-menu";
import { staffMeta } from "~/lib/staff-meta";
import { readCookie, SESSION_COOKIE } from "~/server/staff-auth.server";
import { readSession } from "~/server/staff.server";
import { getRuntime } from "~/server/runtime.server";

/** The menu's row brought to the current page's link, as the page is read (`showCurrentPage`). */
const showCurrentPageScript = `(${String(showCurrentPage)})(document.currentScript.parentElement)`;

/** The inbox is rendered on the server and sent without the site's JavaScript or chrome. */
export const handle = { bare: true };

/**
 * Never stored, never indexed; with what the layout's own loader sets. Its pages pass theirs on
 * (`passHeaders` in pages.tsx and the routes that set headers), so these stay on every answer.
 */
export function headers(args: Route.HeadersArgs) {
  const headers = passHeaders(args);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return headers;
}

export const meta = () => staffMeta(staffText.title);

export function loader({ request }: Route.LoaderArgs) {
  const rt = getRuntime();
  const session = readSession(rt.db, readCookie(request, SESSION_COOKIE));
  // Awaiting the second factor: not signed in yet (the code page has its own "Cancel").
  if (!session || session.stage === "code") return null;
  const { role, twoFactor } = session.staff;
  // Links to what this role may use, once fully signed in (not while a code is awaited or an
  // administrator still has to set up two-factor sign-in).
  const signedIn = session.stage === "full" && (role !== "administrator" || twoFactor);
  return {
    email: session.staff.email,
    csrf: session.csrfToken,
    links: signedIn
      ? [
          ...(role === "administrator" || role === "sales"
            ? [
                { to: "/staff", label: staffText.nav.leads },
                { to: "/staff?assignee=me", label: staffText.nav.mine },
                { to: "/staff/dashboard", label: staffText.nav.dashboard },
              ]
            : []),
          ...(role === "administrator" || role === "editor"
            ? [{ to: "/staff/content", label: staffText.nav.content }]
            : []),
          ...(role === "administrator"
            ? [
                { to: "/staff/accounts", label: staffText.nav.accounts },
                { to: "/staff/access-log", label: staffText.nav.accessLog },
                { to: "/staff/security-log", label: staffText.nav.securityLog },
              ]
            : []),
          { to: "/staff/security", label: staffText.nav.security },
        ]
      : [],
  };
}

/** A link of the staff menu is the current page: "My leads" is /staff with assignee=me only. */
function isCurrent(to: string, { pathname, search }: { pathname: string; search: string }) {
  const [path, query] = to.split("?");
  if (pathname !== path) return false;
  const mine = new URLSearchParams(search).get("assignee") === "me";
  return query ? mine : !mine;
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    // What staff typed shows everywhere (titles, e-mail addresses): a word longer than a phone's
    // line breaks where it must instead of widening the page; a table's figures stay whole.
    <div
      data-staff=""
      className="min-h-dvh bg-earth-50 text-stone-900 wrap-anywhere [&_table]:wrap-normal"
    >
      <SkipLink label={staffText.skipLink} />
      {/*
       * The brand and who is signed in on one line, the pages on the next. On a phone the pages
       * are one row that scrolls sideways (the last one in sight cut at the edge shows there are
       * more) rather than three rows that fill a third of the screen; from `sm` they wrap.
       */}
      <header className="on-dark bg-field-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
            <Link to="/staff" className="flex items-center gap-2 font-bold text-white">
              <LogoMark size={32} />
              {staffText.title}
            </Link>
            {loaderData ? (
              <Form
                method="post"
                action="/staff/sign-out"
                className="flex min-w-0 items-center gap-3 text-sm"
              >
                {/* A long address wraps on a phone rather than widen every staff page. */}
                <span className="min-w-0 text-field-100 wrap-anywhere">{loaderData.email}</span>
                <input type="hidden" name="csrf" value={loaderData.csrf} />
                <button
                  type="submit"
                  className="shrink-0 rounded-full border border-white/60 px-3 py-1.5 font-semibold hover:bg-white/10"
                >
                  {staffText.signOut}
                </button>
              </Form>
            ) : null}
          </div>
          {loaderData && loaderData.links.length > 0 ? (
            <nav aria-label="Staff" className="-mx-4 mt-2 sm:mx-0">
              {/* Padded inside its scrolling box, so a focused link's ring is not cut. On a phone
                  the links scroll sideways, a light shade at the edge that has more (an
                  administrator's seven links are wider than a 390 px screen). */}
              <ul className="flex scroll-shadows gap-1 overflow-x-auto px-1.5 py-1.5 text-sm whitespace-nowrap [--scroll-cover:var(--color-field-900)] [--scroll-shade:rgb(255_255_255/0.45)] sm:-mx-3 sm:flex-wrap sm:overflow-visible sm:bg-none sm:px-0 sm:whitespace-normal">
                {loaderData.links.map((link) => (
                  <li key={link.to} className="shrink-0">
                    <Link
                      to={link.to}
                      aria-current={isCurrent(link.to, location) ? "page" : undefined}
                      className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-field-50 hover:bg-white/10 aria-[current=page]:bg-white/15 aria-[current=page]:text-white"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <script dangerouslySetInnerHTML={{ __html: showCurrentPageScript }} />
            </nav>
          ) : null}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
        <Outlet />
      </main>
      <UnsentForms />
    </div>
  );
}

/** A failure of the layout itself (its session lookup): the refusal, without the header. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <StaffRefusal error={error} />
    </main>
  );
}
