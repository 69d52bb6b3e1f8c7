/**
 * Server rendering: the prerendered pages at build time, and at run time the few pages the
 * server renders itself (the answer to a form sent without JavaScript, the staff inbox).
 * A page is rendered whole before it is sent, so its Content-Security-Policy can carry the
 * hashes of its inline scripts, exactly as the prerendered pages' policies do.
 *
 * Besides the renderer, this module is how the Node server (scripts/serve.mjs) and the command
 * line tools reach the server code in the build: see their named exports below.
 */
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "../scripts/post-build";
import { requestLocale } from "./i18n/locales";
import { faultPage } from "./server/fault-page.server";

export const streamTimeout = 5_000;

function renderDocument(request: Request, context: EntryContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new PassThrough();
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    body.on("error", reject);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={context} url={request.url} />,
      {
        // Never move a finished Suspense boundary out of place (React does that for large ones
        // and swaps them in with a script): the page must read complete with JavaScript off.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          // A refusal that a route's boundary passed on is logged by `handleError` (below).
          if (isRouteErrorResponse(error) && error.status < 500) return;
          const id = request.headers.get("x-request-id") ?? "-";
          console.error(`[${id}] rendering ${new URL(request.url).pathname}:`, error);
        },
      },
    );
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // A form sent to a page that takes none: say which methods it does take.
  if (status === 405) headers.set("Allow", "GET, HEAD");
  // The frame's own data failed: whatever the page's status was, the answer is the fault page.
  const fault = rootFailed(routerContext);
  if (fault) status = 500;
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const html = fault
    ? faultPage(
        requestLocale(request),
        request.headers.get("x-request-id"),
        routerContext.manifest.routes.root?.css ?? [],
      )
    : await renderDocument(request, routerContext);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html).join(" ")));
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(html, { status, headers });
}

/** Whether the root route's own data failed: the frame cannot render, only the fault page. */
function rootFailed(context: EntryContext): boolean {
  const error: unknown = context.staticHandlerContext.errors?.root;
  return error !== undefined && !(isRouteErrorResponse(error) && error.status < 500);
}

/**
 * How the server logs a failed request, by the request's id (scripts/serve.mjs sets it and sends
 * it back as X-Request-Id). A refusal a visitor can cause (a form sent to a page that takes none,
 * an unknown address) is answered with its designed page and logged in one line; anything else
 * is a fault, logged with its stack.
 */
const logged = new WeakSet<object>();
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // A route's boundary may pass an error on to the frame's: one line for it is enough.
  if (typeof error === "object" && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  const id = request.headers.get("x-request-id") ?? "-";
  const what = `[${id}] ${request.method} ${new URL(request.url).pathname}`;
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`${what}: ${error.status} ${error.statusText}`);
    return;
  }
  console.error(`${what}:`, error);
};

export {
  getLoadContext,
  refuseAtTheDoor,
  refuseCrossSite,
  serverOptions,
} from "./server/context.server";
export { startServerRuntime, stopServerRuntime } from "./server/runtime.server";
export { enquiryBodyLimit, tooLargePage } from "./server/intake.server";
// The pages the server answers with itself, never at their own address (scripts/serve.mjs).
export { notFoundPaths } from "./content/site-map";
export { runStaffCommand } from "./server/staff-cli.server";
export { backupDatabase } from "./server/backup.server";
export { startPublishing } from "./server/publish.server";
