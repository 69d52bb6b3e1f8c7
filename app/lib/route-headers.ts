import type { HeadersArgs } from "react-router";

/**
 * A route's response headers: its parent route's (the staff layout's fixed ones), then those its
 * loader, action or thrown refusal set (`Retry-After` of a throttled sign-in). React Router takes
 * the headers of the deepest matched route that exports `headers` and passes on only the cookies
 * of the others, so a route whose answers carry headers exports this. Cookies are left to React
 * Router, which adds every route's `Set-Cookie` itself.
 */
export function passHeaders({
  parentHeaders,
  loaderHeaders,
  actionHeaders,
  errorHeaders,
}: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, name) => {
      if (name !== "set-cookie") headers.set(name, value);
    });
  }
  return headers;
}
