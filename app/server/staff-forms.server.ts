/**
 * What the staff pages of company settings share: the fields as typed (to show them again), and
 * publishing a setting that every public page shows.
 */
import { publicPaths, publishSetting, type SettingRefusal } from "./publish.server";
import { getRuntime } from "./runtime.server";

/** The fields staff typed, without the form's own (token, intent, revision, list buttons). */
export function typedFields(form: Readonly<Record<string, string>>): Record<string, string> {
  const own = new Set(["csrf", "intent", "revision", "rows"]);
  return Object.fromEntries(Object.entries(form).filter(([name]) => !own.has(name)));
}

/**
 * Publishes a setting the frame or many pages show (contact details, figures): every public page
 * in every language is rendered with it before it is committed.
 */
export function publishToEveryPage(
  document: { readonly id: string },
  revision: string | undefined,
  by: string,
): Promise<SettingRefusal | undefined> {
  const db = getRuntime().db;
  return publishSetting(db, document, Number(revision), by, publicPaths(db).pages);
}
