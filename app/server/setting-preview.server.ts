/**
 * Settings as typed, kept for a preview: the Preview button of a settings form sends the form to
 * its own page (`publishSettingForm`), which keeps the typed document here under a random token
 * and sends the new tab to the preview's address; that address renders the public page with it.
 * Nothing is saved or published, the store's revision is untouched (the form that was typed can
 * still publish), and a preview is shown only to the staff member who asked for it, for a while.
 */
import { randomUUID } from "node:crypto";

/** How long a preview can be opened again (reloaded, or its language changed). */
export const PREVIEW_LIFETIME_MS = 30 * 60_000;
/** At most this many previews are kept; the oldest goes first. */
const MOST = 100;

interface KeptPreview {
  readonly id: string;
  readonly document: { readonly id: string };
  readonly by: string;
  readonly until: number;
}

const kept = new Map<string, KeptPreview>();

/** Keeps a setting's typed document for its author's preview; returns the preview's token. */
export function keepPreview(
  document: { readonly id: string },
  by: string,
  now = Date.now(),
): string {
  for (const [token, entry] of kept) if (entry.until < now) kept.delete(token);
  while (kept.size >= MOST) kept.delete(kept.keys().next().value as string);
  const token = randomUUID();
  kept.set(token, { id: document.id, document, by, until: now + PREVIEW_LIFETIME_MS });
  return token;
}

/** The document kept under this token for this setting and this staff member, while it lasts. */
export function keptPreview(
  token: string,
  id: string,
  by: string,
  now = Date.now(),
): { readonly id: string } | undefined {
  const entry = kept.get(token);
  return entry && entry.id === id && entry.by === by && entry.until >= now
    ? entry.document
    : undefined;
}
