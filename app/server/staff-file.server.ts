/**
 * The staff routes that answer a file (a draft's preview, a CSV, the place picker's map, a
 * person's export) are pages that answer their file from their middleware: a refusal (a role
 * without them, a preview gone, no such item) is then the staff page every other refusal is,
 * with the header and menu, never the data React Router sends for a resource route's error
 * (docs/decisions/0065-staff-files-refuse-with-a-page.md).
 */
import { createContext, data, type RouterContextProvider } from "react-router";
import { staffText } from "~/content/staff";
import { eatDay } from "~/lib/staff-time";

/** What the file's answer threw, for the page to throw again. */
const refusal = createContext<{ readonly error: unknown } | null>(null);

/**
 * A route's middleware that answers its file to a request of its method, or lets the page answer
 * (`undefined`). A file read with GET is answered to GET and HEAD only: a form sent to its
 * address goes to the page, which takes none (405 with `Allow: GET, HEAD`, as every staff page
 * without a form answers it); a file made by a form (`"POST"`) is answered to POST only. What the
 * answer throws goes to the page, which throws it (`throwRefusal`): the staff pages' error
 * boundary shows it. A redirect (to sign-in) stays a redirect.
 */
export function staffFile<
  Args extends {
    readonly request: Request;
    readonly context: Readonly<RouterContextProvider>;
  },
>(
  answer: (args: Args) => Response | undefined | Promise<Response | undefined>,
  method: "GET" | "POST" = "GET",
): (args: Args, next: () => Promise<Response>) => Promise<Response> {
  const methods = method === "GET" ? ["GET", "HEAD"] : [method];
  return async (args, next) => {
    if (!methods.includes(args.request.method)) return next();
    let file: Response | undefined;
    try {
      file = await answer(args);
    } catch (error) {
      if (error instanceof Response) throw error;
      args.context.set(refusal, { error });
    }
    return file ?? next();
  };
}

/** The loader or action of a file's page: the refusal its answer threw. */
export function throwRefusal({ context }: { context: Readonly<RouterContextProvider> }): never {
  throw context.get(refusal)?.error ?? data({ message: staffText.noSuchPage }, { status: 404 });
}

/**
 * A list's CSV to download (`csvRows`): `name` and the office's day (East Africa Time, as staff
 * date everything) name the file ("access-log-2026-11-30.csv"); a byte-order mark makes
 * spreadsheets read it as UTF-8; never kept by a cache nor indexed.
 */
export function csvFile(name: string, csv: string): Response {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${eatDay(new Date())}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
