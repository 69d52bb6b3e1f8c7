import { describe, expect, it } from "vitest";
import { passHeaders } from "./route-headers";

describe("passHeaders", () => {
  it("keeps the parent's headers and adds those the action, loader or error set", () => {
    const headers = passHeaders({
      parentHeaders: new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }),
      loaderHeaders: new Headers(),
      actionHeaders: new Headers({ "Retry-After": "900", "Set-Cookie": "ts_staff=; Max-Age=0" }),
      errorHeaders: undefined,
    });
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("x-robots-tag")).toBe("noindex");
    expect(headers.get("retry-after")).toBe("900");
    // React Router adds each route's cookies itself; doubled here they would be sent twice.
    expect(headers.get("set-cookie")).toBeNull();
  });

  it("passes a refusal's headers, thrown by a loader", () => {
    const headers = passHeaders({
      parentHeaders: new Headers({ "Cache-Control": "no-store" }),
      loaderHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: new Headers({ "Retry-After": "60" }),
    });
    expect(headers.get("retry-after")).toBe("60");
    expect(headers.get("cache-control")).toBe("no-store");
  });
});
