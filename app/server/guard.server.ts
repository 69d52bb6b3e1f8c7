/**
 * What every POST passes before anything is read or stored: the same-origin check (Origin and
 * Fetch Metadata), rate limits, and a bounded body. Each refusal has its own status code.
 */
import { isIPv6 } from "node:net";

/**
 * The client network a per-address limit counts: an IPv4 address itself (an IPv4-mapped IPv6
 * address too), and for IPv6 its /64, which a single home, phone or server is given whole: one
 * attacker could otherwise take a new address for every request.
 */
export function networkOf(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, "");
  if (!isIPv6(plain)) return address;
  // An IPv4 tail ("::ffff:192.0.2.1") as the two groups it stands for.
  const hex = plain.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(+a << 8) | +b, (+c << 8) | +d].map((n) => n.toString(16)).join(":"),
  );
  // Eight groups of 16 bits: "::" stands for as many zero groups as are missing.
  const [head, tail] = hex.split("::").map((part) => (part ? part.split(":") : []));
  const groups = (
    tail ? [...head!, ...Array<string>(8 - head!.length - tail.length).fill("0"), ...tail] : head!
  ).map((group) => Number.parseInt(group, 16));
  if (groups.slice(0, 5).every((n) => n === 0) && groups[5] === 0xffff) {
    const [a = 0, b = 0] = groups.slice(6);
    return [a >> 8, a & 255, b >> 8, b & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(":")}::/64`;
}

/** Counts events per key in fixed windows; cheap enough to run before anything else. */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one event for `key`; false when the key is over its limit in this window. */
  take(key: string, now = Date.now()): boolean {
    const entry = this.windows.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.prune(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limit;
  }

  /** Whether the key is over its limit, without counting. */
  blocked(key: string, now = Date.now()): boolean {
    const entry = this.windows.get(key);
    return Boolean(entry && now - entry.start < this.windowMs && entry.count >= this.limit);
  }

  /** How many events `key` has had in this window (those over the limit too). */
  count(key: string, now = Date.now()): number {
    const entry = this.windows.get(key);
    return entry && now - entry.start < this.windowMs ? entry.count : 0;
  }

  /** Seconds until the key's window ends. */
  retryAfter(key: string, now = Date.now()): number {
    const entry = this.windows.get(key);
    return entry ? Math.max(1, Math.ceil((entry.start + this.windowMs - now) / 1000)) : 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number) {
    for (const [key, entry] of this.windows) {
      if (now - entry.start >= this.windowMs) this.windows.delete(key);
    }
  }
}

/**
 * Whether a POST comes from a page of this site. Browsers send Fetch Metadata and Origin on every
 * cross-site form post; a request with neither (an old browser, a script) is let through to the
 * other checks.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  if (origin === "null") return false;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

export class BodyTooLarge extends Error {}

/** Reads a request body as text, refusing (before reading it all) one over `limit` bytes. */
export async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The fields of a url-encoded or multipart form body; the first value of each name. */
export async function parseForm(
  request: Request,
  limit: number,
): Promise<Record<string, string> | undefined> {
  return (await readForm(request, limit)).fields;
}

/** A form body's fields (`parseForm`; none when it is not a form) and its size in bytes. */
export async function readForm(
  request: Request,
  limit: number,
): Promise<{ fields: Record<string, string> | undefined; bytes: number }> {
  const text = await readBody(request, limit);
  return { fields: await formFields(request, text), bytes: Buffer.byteLength(text) };
}

async function formFields(
  request: Request,
  text: string,
): Promise<Record<string, string> | undefined> {
  const type = request.headers.get("content-type") ?? "";
  let entries: Iterable<[string, FormDataEntryValue]>;
  if (type.startsWith("application/x-www-form-urlencoded")) {
    entries = new URLSearchParams(text);
  } else if (type.startsWith("multipart/form-data")) {
    try {
      entries = await new Response(text, { headers: { "content-type": type } }).formData();
    } catch {
      return undefined;
    }
  } else {
    return undefined;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}
