import { Picture } from "~/components/ui/picture";
import type { AboutText } from "~/content/about";
import { illustrations, type IllustrationKey } from "~/content/illustrations";
import { CheckList } from "~/components/ui/check-list";
import { fill } from "~/i18n/translation";

/** One leader: illustrated portrait, name, role, bio, expertise and achievements. */
export function TeamCard({
  portrait,
  member,
  text,
}: {
  portrait: IllustrationKey;
  /** The leader's words in the page's language. */
  member: AboutText["team"]["members"][keyof AboutText["team"]["members"]];
  /** The card's labels and the portrait's alt template. */
  text: Pick<AboutText["team"], "portrait" | "expertise" | "achievements">;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="bg-gradient-to-b from-field-100 to-field-50 px-6 pt-6">
        <Picture
          image={illustrations[portrait]}
          alt={fill(text.portrait, { name: member.name })}
          className="mx-auto aspect-square w-40 rounded-full bg-white object-cover ring-4 ring-white"
        />
        <div className="pt-4 pb-5 text-center">
          <h3 className="text-xl font-bold">{member.name}</h3>
          <p className="mt-0.5 font-medium text-field-700">{member.role}</p>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-5 p-6">
        <p className="text-stone-700">{member.bio}</p>
        <div>
          <h4 className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
            {text.expertise}
          </h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {member.expertise.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-earth-100 px-3 py-1 text-sm font-medium text-stone-700"
              >
                {skill}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
            {text.achievements}
          </h4>
          <CheckList items={member.achievements} className="mt-2 text-stone-700" />
        </div>
      </div>
    </li>
  );
}
