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
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { contentSecurityPolicy, inlineScriptHashes } from "../scripts/post-build";

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
          console.error(error);
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
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  const html = await renderDocument(request, routerContext);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", contentSecurityPolicy(inlineScriptHashes(html).join(" ")));
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return new Response(html, { status, headers });
}

export {
  getLoadContext,
  refuseAtTheDoor,
  refuseCrossSite,
  serverOptions,
} from "./server/context.server";
export { startServerRuntime, stopServerRuntime } from "./server/runtime.server";
export { runStaffCommand } from "./server/staff-cli.server";
export { backupDatabase } from "./server/backup.server";
