/**
 * The company's demo video is a YouTube video, stored by its id (`aqz-KE-bpKQ`) and played from
 * YouTube's privacy-enhanced host, the only one the pages' Content-Security-Policy lets a frame
 * load (`frame-src`, scripts/security-headers.mjs). Staff paste the video's address in whatever
 * form YouTube gave it to them; the server keeps only the id.
 */

/** The host the video plays from, in the dialog and behind the no-JavaScript link. */
export const videoEmbedOrigin = "https://www.youtube-nocookie.com";

/** A YouTube video id: 11 letters, digits, `_` or `-`. */
const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;

/** The hosts of YouTube's addresses, and what their paths look like. */
const watchHosts = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const embedHosts = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const shortHosts = new Set(["youtu.be", "www.youtu.be"]);

/** The paths that name a video in their second part: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const idPaths = new Set(["embed", "shorts", "live", "v"]);

/**
 * The id of the video a YouTube address points at, or undefined for anything else:
 * `https://www.youtube.com/watch?v=ID`, `https://youtu.be/ID`, `https://www.youtube.com/embed/ID`,
 * `https://www.youtube-nocookie.com/embed/ID` (and /shorts/, /live/), with or without `https://`,
 * `www.` and extra parameters (`&t=42s`, `?si=…`). A bare id is not an address and is refused.
 */
export function youtubeVideoId(address: string): string | undefined {
  const typed = address.trim();
  if (!typed || /\s/.test(typed)) return undefined;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:/i.test(typed) ? typed : `https://${typed}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined;
  if (shortHosts.has(host)) {
    id = parts.length === 1 ? parts[0] : undefined;
  } else if (watchHosts.has(host) || embedHosts.has(host)) {
    if (watchHosts.has(host) && parts.length === 1 && parts[0] === "watch")
      id = url.searchParams.get("v");
    else if (parts.length === 2 && idPaths.has(parts[0] ?? "")) id = parts[1];
  }
  return id && videoIdPattern.test(id) ? id : undefined;
}

/** Where the video plays: `https://www.youtube-nocookie.com/embed/<id>`. */
export function videoEmbedUrl(id: string): string {
  return `${videoEmbedOrigin}/embed/${id}`;
}

/** The video's address as people know it, shown in the staff form. */
export function videoWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
