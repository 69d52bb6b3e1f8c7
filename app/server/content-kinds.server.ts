/**
 * What the staff pages shared by every kind of content (preview, history, the photo library)
 * need to know of each kind: how to find an item, what it is called, where it shows, and how
 * its versions differ. One entry per kind; the pages take the kind from their address
 * (/staff/content/projects/…, /staff/content/posts/…).
 */
import { postChanges } from "~/content/post-changes";
import { postPath, type PostDocument } from "~/content/post-document";
import { projectChanges, type FieldChange, type PhotoName } from "~/content/project-changes";
import type { ProjectDocument } from "~/content/project-document";
import { staffText } from "~/content/staff";
import { draftDocuments, type ContentItem, type ContentKind } from "./content-store.server";
import type { Db } from "./db.server";
import { POST, postItem, postsWithPhoto } from "./posts.server";
import { PROJECT, previewableProject, projectItem, projectsWithPhoto } from "./projects.server";
import { otherProjectPages, pathsOfPost, pathsOfProject } from "./publish.server";
import { teamPaths, teamShowsPhoto } from "./team.server";

/** One kind of content as the shared staff pages see it. */
export interface EditableKind<T = unknown> {
  readonly kind: ContentKind;
  /** Its part of the staff addresses: /staff/content/{segment}/{id}. */
  readonly segment: string;
  readonly item: (db: Db, id: string) => ContentItem<T> | undefined;
  /** Its English title, as staff lists name it. */
  readonly title: (document: T) => string;
  /** Its own public page (English path). */
  readonly publicPath: (document: T) => string;
  /** Every English path a change to it shows on. */
  readonly pathsOf: (document: T) => string[];
  /**
   * The other items' English paths that change when one joins the site or leaves it (a project's
   * "#4 of 21" on every other project's page); none for a kind whose pages do not count.
   */
  readonly othersOf?: (db: Db, id: string) => string[];
  /** What changed from the version before; photos named by `photoName` (`photoNames`). */
  readonly changes: (before: T | undefined, after: T, photoName: PhotoName) => FieldChange[];
  /** The document a preview renders (a project's unfinished texts as placeholders). */
  readonly preview?: (document: T) => T;
  /** "There is no such …". */
  readonly notFound: string;
  /** The message of a refused stale edit. */
  readonly stale: (by: string, at: string) => string;
}

const project: EditableKind<ProjectDocument> = {
  kind: PROJECT,
  segment: "projects",
  item: projectItem,
  title: (document) => document.words.en.title,
  publicPath: (document) => `/projects/${document.id}`,
  pathsOf: pathsOfProject,
  othersOf: otherProjectPages,
  changes: projectChanges,
  preview: previewableProject,
  notFound: staffText.content.notFound,
  stale: staffText.content.stale,
};

const post: EditableKind<PostDocument> = {
  kind: POST,
  segment: "posts",
  item: postItem,
  title: (document) => document.words.en.title,
  publicPath: (document) => postPath(document.id),
  pathsOf: pathsOfPost,
  changes: postChanges,
  notFound: staffText.content.posts.notFound,
  stale: staffText.content.posts.stale,
};

export const editableKinds = [project, post] as unknown as readonly EditableKind[];

/** The kind a staff address is about (/staff/content/posts/post-3/history → posts). */
export function kindAt(url: string): EditableKind {
  const segment = new URL(url).pathname.split("/")[3];
  const found = editableKinds.find((kind) => kind.segment === segment);
  if (!found) throw new Error(`no content kind at ${url}`);
  return found;
}

/**
 * The published items that show a photo: each one's title and English address for the library,
 * and the paths to render again when the photo changes.
 */
export function pagesWithPhoto(
  db: Db,
  photoId: string,
): { to: string; title: string; paths: string[] }[] {
  return [
    ...projectsWithPhoto(db, photoId).map((document) => ({
      to: project.publicPath(document),
      title: project.title(document),
      paths: project.pathsOf(document),
    })),
    ...postsWithPhoto(db, photoId).map((document) => ({
      to: post.publicPath(document),
      title: post.title(document),
      paths: post.pathsOf(document),
    })),
    ...(teamShowsPhoto(db, photoId)
      ? [{ to: teamPaths[0], title: staffText.content.team.usedOn, paths: [...teamPaths] }]
      : []),
  ];
}

/**
 * The drafts, not on the site yet, that show a photo: each one's title (its id while it has none)
 * and its editor's address. Deleting the photo would leave them without it.
 */
export function draftsWithPhoto(db: Db, photoId: string): { to: string; title: string }[] {
  return editableKinds.flatMap((kind) =>
    draftDocuments<{ readonly photos?: readonly string[] }>(db, kind.kind)
      .filter(({ draft }) => draft.photos?.includes(photoId))
      .map(({ id, draft }) => ({
        to: `/staff/content/${kind.segment}/${id}`,
        title: kind.title(draft) || id,
      })),
  );
}
