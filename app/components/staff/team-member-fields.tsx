import { PictureChoice } from "~/components/staff/picture-choice";
import {
  editorLanguages,
  RowButtons,
  rowLanding,
  WordsField,
} from "~/components/staff/words-field";
import { illustrations } from "~/content/illustrations";
import { staffText } from "~/content/staff";
import { teamList, type MemberTextField } from "~/content/team-document";
import type { ImageAsset, PictureOption } from "~/lib/image";

const words = staffText.content.team;

/** How each text of a member is edited: its label, and its lines when it is more than one. */
const texts: readonly { part: MemberTextField; lines?: number; hint?: string }[] = [
  { part: "name" },
  { part: "role" },
  { part: "bio", lines: 4 },
  { part: "expertise", lines: 3, hint: words.listHint },
  { part: "achievements", lines: 3, hint: words.listHint },
];

/** The seed's illustrated portrait a member shows without a photo, by its key; none for another. */
const portraitImage = (key: string): ImageAsset | undefined =>
  key in illustrations ? illustrations[key as keyof typeof illustrations] : undefined;

/** The id of the person in a place of the team's list (from 1): where a row's button lands. */
export const memberAnchor = (place: number) => `member-${place}`;

/**
 * One person of the team on the staff form: each text in every language side by side, the photo
 * chosen from the library, and the buttons that move or remove them. The member's key and the
 * seed's portrait travel in hidden fields.
 */
export function TeamMemberFields({
  row,
  position,
  count,
  values,
  errors,
  marks,
  photos,
}: {
  /** The row's index in the field names (`member.{row}.name.en`). */
  row: number;
  /** Its place on the page, from 1. */
  position: number;
  count: number;
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  /** The stored translations' marks by field (missing, out of date). */
  marks?: Readonly<Record<string, string>>;
  photos: readonly PictureOption[];
}) {
  const name = `${teamList}.${row}`;
  const portrait = values[`${name}.portrait`] ?? "";
  return (
    <div
      id={memberAnchor(position)}
      className="grid scroll-mt-4 gap-4 rounded-xl border border-stone-300 p-4"
    >
      <h2 className="text-lg font-bold">{words.member(position)}</h2>
      <input type="hidden" name={`${name}.id`} value={values[`${name}.id`] ?? ""} />
      <input type="hidden" name={`${name}.portrait`} value={portrait} />
      {texts.map(({ part, lines, hint }) => (
        <WordsField
          key={part}
          name={`${name}.${part}`}
          label={words[part]}
          languages={editorLanguages}
          values={values}
          errors={errors}
          marks={marks}
          lines={lines}
          hint={hint}
        />
      ))}
      <PictureChoice
        hint={words.photoHint}
        name={`${name}.photo`}
        label={`${words.photo} (${words.member(position).toLowerCase()})`}
        value={values[`${name}.photo`] ?? ""}
        options={photos}
        error={errors[`${name}.photo`]}
        none={portrait ? words.portrait : words.noPhoto}
        noneImage={portraitImage(portrait)}
      />
      <RowButtons
        list={teamList}
        index={row}
        count={count}
        what={words.member(position).toLowerCase()}
        landing={rowLanding(memberAnchor, position - 1, count, "main")}
      />
    </div>
  );
}
