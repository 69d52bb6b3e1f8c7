import { Picture } from "~/components/ui/picture";
import type { AboutText } from "~/content/about";
import { illustrations } from "~/content/illustrations";
import type { TeamMemberView } from "~/content/team-document";
import { CheckList } from "~/components/ui/check-list";
import { fill } from "~/i18n/translation";

const pictureClasses =
  "mx-auto aspect-square w-40 rounded-full bg-white object-cover ring-4 ring-white";

/** The member's face: their photo, the seed's illustrated portrait, or a neutral circle. */
function MemberPicture({ member, portraitAlt }: { member: TeamMemberView; portraitAlt: string }) {
  const { picture } = member;
  if (picture.kind === "photo")
    return (
      <Picture
        image={picture.image}
        alt={picture.alt}
        altLang={picture.altLang}
        position={picture.position}
        sizes="160px"
        className={pictureClasses}
      />
    );
  if (picture.kind === "portrait")
    return (
      <Picture
        image={illustrations[picture.portrait]}
        alt={fill(portraitAlt, { name: member.name.text })}
        className={pictureClasses}
      />
    );
  // No picture: a neutral circle, which says nothing a screen reader should read.
  return (
    <div
      className={`${pictureClasses} bg-gradient-to-br from-field-200 to-earth-100`}
      aria-hidden="true"
    />
  );
}

/** One person: picture, name, role, bio, expertise and achievements (where written). */
export function TeamCard({
  member,
  text,
}: {
  /** The member in the page's language (English, marked, where not translated). */
  member: TeamMemberView;
  /** The card's labels and the portrait's alt template. */
  text: Pick<AboutText["team"], "portrait" | "expertise" | "achievements">;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="bg-gradient-to-b from-field-100 to-field-50 px-6 pt-6">
        <MemberPicture member={member} portraitAlt={text.portrait} />
        <div className="pt-4 pb-5 text-center">
          <h3 className="text-xl font-bold" lang={member.name.lang}>
            {member.name.text}
          </h3>
          <p className="mt-0.5 font-medium text-field-700" lang={member.role.lang}>
            {member.role.text}
          </p>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-5 p-6">
        <p className="text-stone-700" lang={member.bio.lang}>
          {member.bio.text}
        </p>
        {member.expertise.length > 0 ? (
          <div>
            <h4 className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
              {text.expertise}
            </h4>
            <ul className="mt-2 flex flex-wrap gap-2" lang={member.expertise[0]?.lang}>
              {member.expertise.map((skill, index) => (
                <li
                  key={`${index}-${skill.text}`}
                  className="rounded-full bg-earth-100 px-3 py-1 text-sm font-medium text-stone-700"
                >
                  {skill.text}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {member.achievements.length > 0 ? (
          <div>
            <h4 className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
              {text.achievements}
            </h4>
            <CheckList
              items={member.achievements.map((line) => line.text)}
              lang={member.achievements[0]?.lang}
              className="mt-2 text-stone-700"
            />
          </div>
        ) : null}
      </div>
    </li>
  );
}
