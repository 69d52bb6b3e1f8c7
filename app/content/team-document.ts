/**
 * The team staff edit at /staff/content/team (`team.server.ts`), shown on the About page. The page
 * receives it in its language through its loader; the About texts' members (`about.ts`) only seed
 * a new installation.
 */
import type { Locale } from "~/i18n/locales";
import { linesIn, textIn, type LocalText, type Words } from "./company";
import type { IllustrationKey } from "./illustrations";
import { photoIn, type PhotoShelf, type PhotoView } from "./photo-view";

/** The staff form's list of members: fields `member.0.name.en`, `member.0.photo`… */
export const teamList = "member";

/** The texts of a member, each in every language (English required for the first three). */
export const memberTexts = ["name", "role", "bio", "expertise", "achievements"] as const;
export type MemberTextField = (typeof memberTexts)[number];

/** The texts written one item a line. */
export const memberLists = ["expertise", "achievements"] as const satisfies MemberTextField[];

/** One person of the team, as the store keeps them. */
export type TeamMember = Readonly<Record<MemberTextField, Words>> & {
  /** Stable key, made from the English name when staff add the member. */
  readonly id: string;
  /** The illustrated portrait the seed gave the member, shown when no photo is chosen. */
  readonly portrait?: IllustrationKey;
  /** A photo of the library, shown instead of the portrait. */
  readonly photo?: string;
};

/** The "team" settings document: the people the About page introduces, in order. */
export interface TeamDocument {
  readonly id: "team";
  readonly members: readonly TeamMember[];
}

/** What shows a member's face: a library photo, the seed's portrait, or the neutral placeholder. */
export type MemberPicture =
  | ({ readonly kind: "photo" } & PhotoView)
  | { readonly kind: "portrait"; readonly portrait: IllustrationKey }
  | { readonly kind: "none" };

/** A member as a page in one language shows them. */
export interface TeamMemberView {
  readonly id: string;
  readonly name: LocalText;
  readonly role: LocalText;
  readonly bio: LocalText;
  readonly expertise: readonly LocalText[];
  readonly achievements: readonly LocalText[];
  readonly picture: MemberPicture;
}

function pictureOf(member: TeamMember, shelf: PhotoShelf, locale: Locale): MemberPicture {
  const photo = member.photo ? photoIn(shelf, member.photo, locale) : undefined;
  if (photo) return { kind: "photo", ...photo };
  return member.portrait ? { kind: "portrait", portrait: member.portrait } : { kind: "none" };
}

/** The team in a page's language (English, marked, where a text is not translated). */
export function teamIn(
  document: TeamDocument,
  locale: Locale,
  shelf: PhotoShelf,
): TeamMemberView[] {
  return document.members.map((member) => ({
    id: member.id,
    name: textIn(member.name, locale),
    role: textIn(member.role, locale),
    bio: textIn(member.bio, locale),
    expertise: linesIn(member.expertise, locale),
    achievements: linesIn(member.achievements, locale),
    picture: pictureOf(member, shelf, locale),
  }));
}
