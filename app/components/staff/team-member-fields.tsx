import { Choice } from "~/components/staff/editor-fields";
import { editorLanguages, RowButtons, WordsField } from "~/components/staff/words-field";
import { staffText } from "~/content/staff";
import { teamList, type MemberTextField } from "~/content/team-document";

const words = staffText.content.team;

/** How each text of a member is edited: its label, and its lines when it is more than one. */
const texts: readonly { part: MemberTextField; lines?: number; hint?: string }[] = [
  { part: "name" },
  { part: "role" },
  { part: "bio", lines: 4 },
  { part: "expertise", lines: 3, hint: words.listHint },
  { part: "achievements", lines: 3, hint: words.listHint },
];

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
  photos: readonly { id: string; label: string }[];
}) {
  const name = `${teamList}.${row}`;
  const portrait = values[`${name}.portrait`] ?? "";
  return (
    <div className="grid gap-4 rounded-xl border border-stone-300 p-4">
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
      <div className="max-w-xl">
        <Choice
          hint={words.photoHint}
          name={`${name}.photo`}
          label={`${words.photo} (${words.member(position).toLowerCase()})`}
          value={values[`${name}.photo`] ?? ""}
          choices={photos.map((photo) => photo.id)}
          labels={Object.fromEntries(photos.map((photo) => [photo.id, photo.label]))}
          errors={errors}
          allowNone
          noneLabel={portrait ? words.portrait : words.noPhoto}
        />
      </div>
      <RowButtons
        list={teamList}
        index={row}
        count={count}
        what={words.member(position).toLowerCase()}
      />
    </div>
  );
}
