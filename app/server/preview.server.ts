/**
 * Rendering public pages with one item changed, before it is published: a staff preview of a
 * draft, and the publisher, which renders every affected page with the new version (or without
 * a withdrawn item) before it commits anything. Inside `withPreview`, the content readers
 * (`publishedProjects`) let the given document stand in for its published version, or leave the
 * item out when the document is null. Nothing outside that one render sees it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { ContentKind } from "./content-store.server";

export interface Preview {
  readonly kind: ContentKind;
  readonly id: string;
  /** The version to show, or null to show the site without the item. */
  readonly document: unknown;
}

const storage = new AsyncLocalStorage<Preview>();

/** Runs `render` with the preview standing in for the published item. */
export function withPreview<R>(preview: Preview, render: () => R): R {
  return storage.run(preview, render);
}

/** The item standing in for its published version in this render, if it is of this kind. */
export function previewOf<T>(kind: ContentKind): { id: string; document: T | null } | undefined {
  const preview = storage.getStore();
  return preview?.kind === kind
    ? { id: preview.id, document: preview.document as T | null }
    : undefined;
}

/**
 * A kind's published documents as this render shows them: the previewed item stands in for its
 * published version, joins the list (a new item) or leaves it (a withdrawn one).
 */
export function previewed<T extends { readonly id: string }>(
  kind: ContentKind,
  published: readonly T[],
): T[] {
  const preview = previewOf<T>(kind);
  if (!preview) return [...published];
  return [
    ...published.filter((document) => document.id !== preview.id),
    ...(preview.document ? [preview.document] : []),
  ];
}
