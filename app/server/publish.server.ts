/**
 * Publishing keeps the site static: when staff publish, the server renders every public file the
 * change affects, in every language, exactly as the build's prerendering does (the page's HTML
 * with its deferred boot, and its route data for in-site navigation), and replaces each file
 * atomically. Then the sitemap and every page's Content-Security-Policy (the `_headers` file and
 * nginx's map) are written again, and the web servers are told to pick them up. No rebuild, no
 * restart. A failed render leaves every file as it was and says why.
 *
 * At start, the server brings the files in line with the store the same way: the build
 * prerenders the repository's seed, and `content-fingerprint.txt` records which content the files
 * show once the server has rendered them.
 */
import { existsSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { postPath } from "~/content/post-document";
import { staffText } from "~/content/staff";
import { englishNotFoundPaths, notFoundPaths, staticPaths } from "~/content/site-map";
import { defaultLocale, localeInfo, localizePath, locales } from "~/i18n/locales";
import {
  contentSecurityPolicy,
  deferHydration,
  replaceFile,
  stageFile,
  writeSecurityFiles,
  type StagedFile,
  writeSitemap,
} from "../../scripts/post-build";
import {
  discardDraft,
  getItem,
  NothingToPublish,
  publish,
  publishedFingerprint,
  restore,
  saveDraft,
  showsAlready,
  StaleEdit,
  unpublish,
  type ContentKind,
} from "./content-store.server";
import { formatEat } from "~/lib/staff-time";
import { SETTINGS } from "./settings.server";
import { openDatabase, type Db } from "./db.server";
import { ensureRenditions, renditionsFolder, type PhotoFolders } from "./photos.server";
import { publishedPosts, withdrawnPostPaths } from "./posts.server";
import { publishedProjects, seedContent } from "./projects.server";
import { withPreview, type Preview } from "./preview.server";
import { getRuntime } from "./runtime.server";

/** What the Node server lends the publisher: its build folder and its request handler. */
export interface SiteHost {
  /** The build folder (holding client/ and server/). */
  readonly buildDirectory: string;
  /** Renders a request as the server would answer it. */
  readonly render: (request: Request) => Promise<Response>;
  /** Called after files changed: drop cached files and headers, tell nginx to reload. */
  readonly changed: () => void;
}

let host: SiteHost | undefined;

/** Called once by the Node server at start. */
export function attachSiteHost(site: SiteHost): void {
  host = site;
}

/**
 * Called once by the Node server at start: lends the publisher its files and renderer, then
 * renders the pages again if the store's published content is not what they show.
 */
export async function startPublishing(site: SiteHost): Promise<void> {
  attachSiteHost(site);
  const written = await ensureRenditions(getRuntime().db, photoFolders());
  if (written > 0) console.log(`Photos written again from their originals: ${written}.`);
  if (await syncSiteWithStore(getRuntime().db))
    console.log("Pages rendered again from the published content.");
}

/** Where photos live: originals privately, renditions in the served build folder. */
export function photoFolders(): PhotoFolders {
  return {
    originals: getRuntime().config.photosDirectory,
    renditions: renditionsFolder(host?.buildDirectory ?? "build"),
  };
}

/** A page that could not be rendered: nothing was replaced. */
export class PublishError extends Error {
  override name = "PublishError";
}

export const FINGERPRINT_FILE = "content-fingerprint.txt";

/**
 * Every public page's English path, with the store's projects and posts: what the sitemap lists
 * and more.
 */
export function publicPaths(db: Db): { pages: string[]; canonical: string[] } {
  const projects = publishedProjects(db);
  const canonical = [
    ...staticPaths,
    ...projects.map((project) => `/projects/${project.id}`),
    ...publishedPosts(db).map((post) => postPath(post.id)),
  ];
  return {
    canonical,
    pages: [
      ...canonical,
      ...projects.map((project) => `/projects/${project.serialNumber}`),
      // The pages unknown addresses answer with: their frame shows the phone, figures and prices too.
      ...englishNotFoundPaths(),
    ],
  };
}

/** The English paths a change to a post shows on: the blog and its own page. */
export function pathsOfPost(post: { id: string }): string[] {
  return ["/blog", postPath(post.id)];
}

/** The English paths a change to a project shows on. */
export function pathsOfProject(project: { id: string; serialNumber: number }): string[] {
  return ["/", "/projects", `/projects/${project.id}`, `/projects/${project.serialNumber}`];
}

/**
 * The English paths of every published project's own pages but `except`'s. Each says "#N of M",
 * M the projects on the site: a project joining the site or leaving it renders them too.
 */
export function otherProjectPages(db: Db, except: string): string[] {
  return publishedProjects(db)
    .filter((project) => project.id !== except)
    .flatMap((project) => pathsOfProject(project).slice(2));
}

interface RenderedPage {
  readonly html: string;
  readonly data: string;
  readonly htmlFile: string;
  readonly dataFile: string;
}

async function renderPage(site: SiteHost, path: string): Promise<RenderedPage> {
  const client = join(site.buildDirectory, "client");
  const dataPath = path === "/" ? "/_.data" : `${path}.data`;
  // A 404 page renders with status 404, and is the file the servers answer unknown paths with.
  const notFound = notFoundPaths().includes(path);
  const get = async (url: string) => {
    const response = await site.render(new Request(`http://localhost${url}`));
    const body = await response.text();
    // Its route data is the not-found route's own (200 for the catch-all's).
    if (response.status !== 200 && !(notFound && response.status === 404))
      throw new PublishError(`the page ${url} could not be rendered (${response.status}).`);
    return body;
  };
  const data = await get(dataPath);
  const html = deferHydration(await get(path === "/" ? "/" : `${path}/`));
  return {
    html,
    data,
    htmlFile: join(
      client,
      path === "/" ? "index.html" : `${path.slice(1)}${notFound ? ".html" : "/index.html"}`,
    ),
    dataFile: join(client, dataPath.slice(1)),
  };
}

/** How a regeneration renders and what it commits. */
export interface RegenerateOptions {
  /** English paths whose files are removed (a withdrawn project's pages). */
  readonly withdrawn?: readonly string[];
  /** The change to render before it is committed (the version being published). */
  readonly preview?: Preview;
  /** Commits the change to the store, once every page has rendered. */
  readonly commit?: () => void;
}

/**
 * Renders these English paths in every language with the change, then commits it, replaces the
 * pages' files, and writes the sitemap and the security headers again. Every page is rendered
 * before anything is committed or replaced: a failure leaves the store and the site as they were.
 */
/**
 * The English paths of the pages a change renders, or how to list them: a list worked out when
 * the change's turn comes (every page, for a setting the frame shows), so a project another
 * editor published while this change waited is rendered with it too, not left showing the old.
 */
export type PagePaths = readonly string[] | (() => readonly string[]);

export function regenerate(
  db: Db,
  paths: PagePaths,
  options: RegenerateOptions = {},
): Promise<{ files: number }> {
  // One at a time: two editors publishing at once each render, commit and write in turn.
  const run = queue.then(() => regenerateNow(db, paths, options));
  queue = run.catch(() => undefined);
  return run;
}

let queue: Promise<unknown> = Promise.resolve();

async function regenerateNow(
  db: Db,
  paths: PagePaths,
  { withdrawn = [], preview, commit }: RegenerateOptions,
): Promise<{ files: number }> {
  const listed = typeof paths === "function" ? paths() : paths;
  const site = host;
  if (!site) throw new PublishError("the site's files are not attached to this server.");
  const localized = [...new Set(listed)].flatMap((path) =>
    locales.map((locale) => localizePath(path, locale)),
  );
  const renderAll = async () => {
    const pages: RenderedPage[] = [];
    for (const path of localized) pages.push(await renderPage(site, path));
    return pages;
  };
  const pages = preview ? await withPreview(preview, renderAll) : await renderAll();
  // Every page's files written beside them before anything is committed: a full disk, or a
  // folder the server cannot write, fails here, with the store and the site as they were, not
  // after the store has the change and half its pages are new.
  const staged: StagedFile[] = [];
  try {
    for (const page of pages) {
      staged.push(await stageFile(page.dataFile, page.data));
      staged.push(await stageFile(page.htmlFile, page.html));
    }
    commit?.();
  } catch (error) {
    for (const file of staged.reverse()) await file.discard();
    if (error instanceof Error && "code" in error)
      throw new PublishError(`a page's file could not be written (${String(error.code)}).`);
    throw error;
  }
  for (const file of staged) await file.put();
  const client = join(site.buildDirectory, "client");
  for (const path of withdrawn.flatMap((gone) => locales.map((l) => localizePath(gone, l)))) {
    await rm(join(client, path.slice(1)), { recursive: true, force: true });
    await rm(join(client, `${path.slice(1)}.data`), { force: true });
  }
  await writeSitemap(client, publicPaths(db).canonical);
  await writeSecurityFiles(
    site.buildDirectory,
    withdrawnPaths(db).flatMap((path) => locales.map((locale) => localizePath(path, locale))),
  );
  await replaceFile(join(client, FINGERPRINT_FILE), `${publishedFingerprint(db)}\n`);
  site.changed();
  return { files: pages.length * 2 };
}

/**
 * A public page as it would be with the preview's change, for staff to look at: rendered like a
 * published page, without its scripts (the page is a picture, not a working copy of the site),
 * with a banner that says it is a preview.
 */
export async function renderPreview(
  path: string,
  preview: Preview,
  /** The preview's own address: the banner links it in every language (`lang=`). */
  address?: URL,
): Promise<string> {
  const site = host;
  if (!site) throw new PublishError("the site's files are not attached to this server.");
  const response = await withPreview(preview, () =>
    site.render(new Request(`http://localhost${path === "/" ? "/" : `${path}/`}`)),
  );
  const html = await response.text();
  // At the foot of the screen: at its top it covered the site's own header (logo, languages, menu).
  const banner = `<div role="status" style="position:fixed;bottom:0;left:0;right:0;z-index:100;margin:0;padding:.75rem 1rem;background:#1c1917;color:#fff;font-weight:600;font-size:1rem;line-height:1.4;text-align:center"><p style="margin:0">${escapeText(staffText.content.previewBanner)}</p>${address ? previewLanguages(address) : ""}</div>`;
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<body([^>]*)>/, (body) => `${body}${banner}`);
}

/** A preview as the browser gets it: never cached, never indexed, no script allowed. */
export function previewAnswer(html: string): Response {
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": contentSecurityPolicy(""),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The same preview in each language: its address with `lang=`, the one shown marked. */
function previewLanguages(address: URL): string {
  const shown = address.searchParams.get("lang") ?? defaultLocale;
  const links = locales.map((locale) => {
    const url = new URL(address);
    url.searchParams.set("lang", locale);
    const href = escapeText(`${url.pathname}${url.search}`).replace(/"/g, "&quot;");
    const current = locale === shown ? ' aria-current="page"' : "";
    return `<a href="${href}" lang="${locale}" hreflang="${locale}"${current} style="color:#fff;margin:0 .5rem">${escapeText(localeInfo[locale].name)}</a>`;
  });
  return `<p style="margin:.25rem 0 0">${escapeText(staffText.content.previewLanguages)} ${links.join(" · ")}</p>`;
}

/**
 * At start: when the store's published content differs from what the files show (a new
 * installation's edits, a restored backup), renders every public page again.
 */
export async function syncSiteWithStore(db: Db): Promise<boolean> {
  const site = host;
  if (!site) return false;
  const file = join(site.buildDirectory, "client", FINGERPRINT_FILE);
  // Without the file, the files are the build's: the repository's seed.
  const shown = existsSync(file) ? readFileSync(file, "utf8").trim() : seedFingerprint();
  if (shown === publishedFingerprint(db)) return false;
  const { pages } = publicPaths(db);
  const withdrawn = withdrawnPaths(db);
  await regenerate(db, pages, { withdrawn });
  return true;
}

/** The fingerprint of the repository's seed content, which the build prerenders. */
function seedFingerprint(): string {
  const seed = openDatabase(":memory:");
  try {
    seedContent(seed);
    return publishedFingerprint(seed);
  } finally {
    seed.close();
  }
}

/** The English paths of projects and posts taken off the site. */
export function withdrawnPaths(db: Db): string[] {
  return [...withdrawnProjectPaths(db), ...withdrawnPostPaths(db)];
}

function withdrawnProjectPaths(db: Db): string[] {
  const rows = db
    .prepare("SELECT id FROM content_items WHERE kind = 'project' AND state = 'unpublished'")
    .all() as { id: string }[];
  return rows.flatMap(({ id }) => {
    const serial = /^project-(\d+)$/.exec(id)?.[1];
    return serial ? [`/projects/${id}`, `/projects/${serial}`] : [`/projects/${id}`];
  });
}

/**
 * A document sent that is what the site shows, from the revision stored now, is kept as no draft:
 * an earlier draft of the item is dropped instead, so no "Unpublished changes" stays behind that
 * could never be published. True when so (nothing is saved, nothing published).
 */
export function keepsNoDraft(
  db: Db,
  change: { readonly kind: ContentKind; readonly id: string; readonly document: unknown },
  baseRevision: number,
  by: string,
): boolean {
  const item = getItem(db, change.kind, change.id);
  if (item?.revision !== baseRevision || !showsAlready(item, change.document)) return false;
  if (item.draft !== null) discardDraft(db, change.kind, change.id, baseRevision, by);
  return true;
}

/** Why a setting was not published: the message for its staff page, with its status. */
export interface SettingRefusal {
  readonly message: string;
  readonly status: 409 | 500;
  /** A page older than the last change: the change it was refused for. */
  readonly stale?: StaleChange;
}

/**
 * A colleague's change a stale save was refused for: who, when (East Africa Time), and the
 * revision it made, which a save that replaces their change names (`replace`).
 */
export interface StaleChange {
  readonly by: string;
  readonly at: string;
  readonly revision: number;
}

/**
 * Publishes a company setting edited on a staff page: saved from the revision the page showed,
 * the pages that show it rendered with it, then committed. A stale edit (409) or a page that
 * would not render (500) comes back as the message to show, the site unchanged: a stale edit
 * stores nothing, and after a page that would not render the setting is kept as a draft.
 */
export async function publishSetting(
  db: Db,
  document: { readonly id: string },
  baseRevision: number,
  by: string,
  pages: PagePaths,
): Promise<SettingRefusal | undefined> {
  const text = staffText.content;
  return settingRefusal(
    async () => {
      // What the site shows already is not saved as a draft, nor published as an empty version.
      if (keepsNoDraft(db, { kind: SETTINGS, id: document.id, document }, baseRevision, by))
        throw new NothingToPublish();
      const revision = saveDraft(db, SETTINGS, document.id, document, baseRevision, by);
      await regenerate(db, pages, {
        preview: { kind: SETTINGS, id: document.id, document },
        commit: () => publish(db, SETTINGS, document.id, revision, by),
      });
    },
    { stale: text.settingStale, failed: text.publishFailed },
  );
}

/**
 * Saves a setting edited on a staff page as its draft, from the revision the page showed: the
 * settings page shows it to every editor until it is published or discarded; the site is
 * unchanged. A stale edit comes back as the message to show (409).
 */
export async function saveSettingDraft(
  db: Db,
  document: { readonly id: string },
  baseRevision: number,
  by: string,
): Promise<SettingRefusal | undefined> {
  const text = staffText.content;
  return settingRefusal(
    async () => saveDraft(db, SETTINGS, document.id, document, baseRevision, by),
    { stale: text.settingStale, failed: text.publishFailed },
  );
}

/**
 * Drops a setting's draft, from the revision the page showed: the page shows the published
 * document again. A stale page comes back as the message to show (409).
 */
export async function discardSettingDraft(
  db: Db,
  id: string,
  baseRevision: number,
  by: string,
): Promise<SettingRefusal | undefined> {
  const text = staffText.content;
  return settingRefusal(async () => discardDraft(db, SETTINGS, id, baseRevision, by), {
    stale: text.settingDiscardStale,
    failed: text.publishFailed,
  });
}

/**
 * Publishes an earlier version of a setting again, as a new version (`restoreVersion`); any
 * stored draft is discarded, which its history page says before anyone restores.
 */
export async function restoreSetting(
  db: Db,
  id: string,
  version: { readonly version: number; readonly document: unknown },
  baseRevision: number,
  by: string,
  pages: PagePaths,
): Promise<SettingRefusal | undefined> {
  const text = staffText.content.settingHistory;
  return restoreVersion(db, { kind: SETTINGS, id }, version, baseRevision, by, pages, {
    stale: text.stale,
    failed: text.restoreFailed,
  });
}

/**
 * Publishes an earlier version of an item again, as a new version (every history page:
 * projects, posts, settings): the pages that show it rendered with it first, then committed,
 * discarding any stored draft. A page older than the last change (a draft saved, a version
 * published) is refused before anything renders (409); a page that would not render (500) comes
 * back as the message to show; the store and the site are unchanged.
 */
export async function restoreVersion(
  db: Db,
  item: { readonly kind: ContentKind; readonly id: string },
  version: { readonly version: number; readonly document: unknown },
  baseRevision: number,
  by: string,
  pages: PagePaths,
  messages: { stale: (by: string, at: string) => string; failed: (why: string) => string },
): Promise<SettingRefusal | undefined> {
  const { kind, id } = item;
  return settingRefusal(() => {
    // A page older than the last change is refused before every page is rendered for nothing.
    const current = getItem(db, kind, id);
    if (current && current.revision !== baseRevision)
      throw new StaleEdit(current.updatedBy, current.updatedAt, current.revision);
    if (showsAlready(current, version.document)) throw new NothingToPublish();
    return regenerate(db, pages, {
      preview: { kind, id, document: version.document },
      commit: () => restore(db, kind, id, version.version, baseRevision, by),
    });
  }, messages);
}

/** A setting's change run, with a refusal staff can read in place of a stale edit or a failure. */
async function settingRefusal(
  change: () => Promise<unknown>,
  messages: { stale: (by: string, at: string) => string; failed: (why: string) => string },
): Promise<SettingRefusal | undefined> {
  try {
    await change();
    return undefined;
  } catch (error) {
    if (error instanceof StaleEdit) {
      const stale = { by: error.by, at: formatEat(error.at), revision: error.revision };
      return { message: messages.stale(stale.by, stale.at), status: 409, stale };
    }
    // Nothing to do conflicts with what was asked: 409, as a stale edit, the text kept.
    if (error instanceof NothingToPublish)
      return { message: staffText.content.nothingToPublish, status: 409 };
    if (error instanceof PublishError) {
      console.error(`settings: ${error.message}`);
      return { message: messages.failed(error.message), status: 500 };
    }
    throw error;
  }
}

/**
 * An editor's Save draft or Save and publish: the draft saved over the revision the editor
 * started from (a stale one throws `StaleEdit`), then, to publish, every page it shows on
 * rendered with it before it is committed. A page that would not render comes back as the
 * reason (the draft is saved, the site unchanged).
 */
export async function saveFromEditor(
  db: Db,
  change: { readonly kind: ContentKind; readonly id: string; readonly document: unknown },
  baseRevision: number,
  by: string,
  /** The English paths to render, or null to save the draft only. */
  publishTo: readonly string[] | null,
): Promise<
  | { readonly files: number }
  | { readonly failed: string }
  | { readonly nothing: true }
  | { readonly unchanged: true }
> {
  const { kind, id, document } = change;
  // What the site already shows is kept as no draft, and published as no empty version.
  if (keepsNoDraft(db, change, baseRevision, by))
    return publishTo ? { nothing: true } : { unchanged: true };
  const revision = saveDraft(db, kind, id, document, baseRevision, by);
  if (!publishTo) return { files: 0 };
  try {
    return await regenerate(db, publishTo, {
      preview: change,
      commit: () => publish(db, kind, id, revision, by),
    });
  } catch (error) {
    if (!(error instanceof PublishError)) throw error;
    console.error(`publishing ${kind} ${id}: ${error.message}`);
    return { failed: error.message };
  }
}

/** Takes an item off the site: the pages listing it rendered without it, its own pages removed. */
export async function withdraw(
  db: Db,
  item: { readonly kind: ContentKind; readonly id: string },
  baseRevision: number,
  by: string,
  lists: readonly string[],
  ownPages: readonly string[],
): Promise<void> {
  await regenerate(db, lists, {
    withdrawn: ownPages,
    preview: { ...item, document: null },
    commit: () => unpublish(db, item.kind, item.id, baseRevision, by),
  });
}
