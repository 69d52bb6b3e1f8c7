/**
 * The team in the content store (a document of the `settings` kind, published like the birr
 * rate): what the About page reads, the seed of a new installation (the About texts' leaders in
 * every language, with their illustrated portraits), and the staff form read and checked on the
 * way in.
 */
import { teamSeed } from "~/content/about";
import { aboutText } from "~/content/catalogues";
import type { Words } from "~/content/company";
import {
  memberTexts,
  teamList,
  type MemberTextField,
  type TeamDocument,
  type TeamMember,
} from "~/content/team-document";
import { defaultLocale, locales, type Locale } from "~/i18n/locales";
import { keyFrom, wordsFields, wordsFromForm } from "./company.server";
import { seedKind, type ContentItem } from "./content-store.server";
import type { PhotoLibrary } from "./content-form.server";
import type { Db } from "./db.server";
import { publishedSetting, settingItem, SETTINGS } from "./settings.server";

export const TEAM_ID = "team";

/** The English paths that show the team (every language is rendered). */
export const teamPaths = ["/about"] as const;

/** The team a new installation starts with: the About texts' leaders, with their portraits. */
export function teamSeedDocument(): TeamDocument {
  const words = (pick: (locale: Locale) => string): Words =>
    Object.fromEntries(locales.map((locale) => [locale, pick(locale)])) as Words;
  return {
    id: TEAM_ID,
    members: teamSeed.map(({ id, portrait }): TeamMember => {
      const text = (locale: Locale) => aboutText[locale].team.members[id];
      return {
        id,
        portrait,
        name: words((locale) => text(locale).name),
        role: words((locale) => text(locale).role),
        bio: words((locale) => text(locale).bio),
        expertise: words((locale) => text(locale).expertise.join("\n")),
        achievements: words((locale) => text(locale).achievements.join("\n")),
      };
    }),
  };
}

export function seedTeam(db: Db): void {
  seedKind<TeamDocument>(db, SETTINGS, [teamSeedDocument()]);
}

/** The published team (a preview's version inside `withPreview`). */
export function publishedTeam(db: Db): TeamDocument {
  return publishedSetting<TeamDocument>(db, TEAM_ID) ?? teamSeedDocument();
}

export function teamItem(db: Db): ContentItem<TeamDocument> | undefined {
  return settingItem(db, TEAM_ID);
}

/** Whether the published team shows a photo of the library. */
export function teamShowsPhoto(db: Db, photoId: string): boolean {
  return publishedTeam(db).members.some((member) => member.photo === photoId);
}

/** The most characters each text keeps. */
const limits: Readonly<Record<MemberTextField, number>> = {
  name: 120,
  role: 160,
  bio: 1200,
  expertise: 600,
  achievements: 1200,
};

/** The texts English is required for. */
const required = ["name", "role", "bio"] as const satisfies MemberTextField[];

export const teamMessages = {
  name: "Write the name in English (the other languages show it until they have theirs), or empty the member to remove them.",
  role: "Write the role in English, or empty the member to remove them.",
  bio: "Write a few words about them in English, or empty the member to remove them.",
  photo: "Choose a photo of the library, or none.",
  undescribed: "This photo has no English description yet: describe it in the photo library first.",
  noMember: "Keep at least one person: the About page introduces the team.",
} as const;

/**
 * The team form read and checked: the members in their rows' order, English required for the
 * name, role and bio; a member left wholly empty is dropped. A photo must be one of the library
 * with an English description; the seed's portrait stays with its member.
 */
export function teamFromForm(
  form: Readonly<Record<string, string>>,
  rows: readonly number[],
  library: PhotoLibrary,
): { document: TeamDocument; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const members: TeamMember[] = [];
  const taken = new Set<string>();
  for (const row of rows) {
    const field = (part: string) => `${teamList}.${row}.${part}`;
    const texts = Object.fromEntries(
      memberTexts.map((part) => [part, wordsFromForm(form, field(part), limits[part])]),
    ) as Record<MemberTextField, Words>;
    const photo = (form[field("photo")] ?? "").trim();
    const empty = memberTexts.every((part) => locales.every((locale) => !texts[part][locale]));
    if (empty && !photo) continue;
    for (const part of required)
      if (!texts[part].en) errors[`${field(part)}.${defaultLocale}`] = teamMessages[part];
    const chosen = photo ? library.get(photo) : undefined;
    if (photo && !chosen) errors[field("photo")] = teamMessages.photo;
    else if (chosen && !chosen.hasEnglishAlt) errors[field("photo")] = teamMessages.undescribed;
    const typedId = (form[field("id")] ?? "").trim();
    const id =
      /^[a-z][\w-]{0,59}$/.test(typedId) && !taken.has(typedId)
        ? typedId
        : keyFrom(texts.name.en, `member-${row + 1}`, taken);
    taken.add(id);
    const portrait = portraitOf(form[field("portrait")]);
    members.push({
      id,
      ...texts,
      ...(portrait ? { portrait } : {}),
      ...(photo ? { photo } : {}),
    });
  }
  if (members.length === 0) errors[`${teamList}.0.name.${defaultLocale}`] = teamMessages.noMember;
  return { document: { id: TEAM_ID, members }, errors };
}

/** A portrait a hidden field names, if it is one the seed gave. */
function portraitOf(value: string | undefined): TeamMember["portrait"] {
  return teamSeed.find(({ portrait }) => portrait === value)?.portrait;
}

/** The team form's field values of a document. */
export function teamFields(document: TeamDocument): Record<string, string> {
  const fields: Record<string, string> = {};
  document.members.forEach((member, index) => {
    const name = `${teamList}.${index}`;
    for (const part of memberTexts)
      Object.assign(fields, wordsFields(`${name}.${part}`, member[part]));
    fields[`${name}.id`] = member.id;
    fields[`${name}.portrait`] = member.portrait ?? "";
    fields[`${name}.photo`] = member.photo ?? "";
  });
  return fields;
}

/** The fields of a new, empty member. */
export const blankMember: readonly string[] = [
  ...memberTexts.flatMap((part) => locales.map((locale) => `${part}.${locale}`)),
  "id",
  "portrait",
  "photo",
];
