import { QuotedWords } from "~/components/ui/quoted-words";
import { FigureList } from "~/components/ui/figure-list";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-paths";
import { Picture } from "~/components/ui/picture";
import { illustrations } from "~/content/illustrations";
import type { PostView } from "~/content/post-views";
import type { ReportSection } from "~/content/reports";
import { fill } from "~/i18n/translation";
import { paragraphs } from "~/lib/paragraphs";
import { useText } from "~/i18n/use-text";
import { TaskStatusBadge } from "./task-status";

interface ReportContentProps {
  report: PostView;
  /** Level of the report's own headings: 2 on its page, 3 inside the dialog (titled by an h2). */
  level: 2 | 3;
}

/** The lists a section may have; each list's heading is the text of the same key. */
const lists = [
  { key: "challenges", icon: "alert-circle", tint: "text-red-700" },
  { key: "solutions", icon: "check-circle", tint: "text-field-600" },
  { key: "recommendations", icon: "lightbulb", tint: "text-sun-700" },
  { key: "deliverables", icon: "package", tint: "text-water-600" },
] as const satisfies readonly {
  key: keyof ReportSection;
  icon: IconName;
  tint: string;
}[];

/**
 * The full text of a post: introduction, sections (with figures, challenges, solutions,
 * recommendations and deliverables), progress by phase, conclusion and testimonial, each shown
 * when the post has it. The same component fills the post's page and the dialog on /blog. The
 * body is in English (lang="en") where its translation is missing.
 */
export function ReportContent({ report, level }: ReportContentProps) {
  const H = level === 2 ? "h2" : "h3";
  const Sub = level === 2 ? "h3" : "h4";
  const { introduction, sections, phases, conclusion, testimonial } = report.content;
  const { report: labels, statuses } = useText("blog");
  const pictures = useText("pictures");
  const heading = "text-2xl font-bold tracking-tight";
  return (
    // Its sections never widen for a long word (a link pasted into a post): the word breaks.
    <div
      lang={report.english?.body}
      className="grid gap-12 leading-relaxed text-stone-700 *:min-w-0"
    >
      {introduction ? (
        <section>
          <H className={heading}>{labels.introduction}</H>
          {paragraphs(introduction).map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-lg">
              {paragraph}
            </p>
          ))}
        </section>
      ) : null}

      {sections.map((section) => (
        <section key={section.title}>
          <H className={heading}>{section.title}</H>
          {section.content.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4">
              {paragraph}
            </p>
          ))}
          {section.image ? (
            <Picture
              image={illustrations[section.image]}
              alt={pictures[section.image]}
              className="mt-6 aspect-[16/9] w-full rounded-2xl bg-earth-100 object-cover"
            />
          ) : null}
          {section.stats ? (
            <FigureList
              figures={section.stats}
              className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] max-sm:[&>:last-child:nth-child(odd)]:col-span-2"
              itemClassName="rounded-2xl bg-field-50 p-4 ring-1 ring-field-100"
              labelClassName="mt-1 text-sm text-stone-600"
              valueClassName="text-2xl font-extrabold text-field-800 min-[360px]:text-3xl"
            />
          ) : null}
          <div className="grid gap-6 sm:grid-cols-2">
            {lists.map(({ key, icon, tint }) => {
              const items = section[key];
              if (!items) return null;
              return (
                <div key={key} className="mt-6">
                  <Sub className="text-base font-bold">{labels[key]}</Sub>
                  <ul className="mt-3 grid gap-2">
                    {items.map((item) => (
                      <li key={item} className="flex gap-2.5">
                        <Icon name={icon} size={18} className={`mt-1 shrink-0 ${tint}`} />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        </section>
      ))}

      {phases.length > 0 ? (
        <section>
          <H className={heading}>{labels.status}</H>
          <ol className="mt-6 grid gap-4">
            {phases.map((phase, index) => (
              <li key={phase.title} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
                <Sub className="text-base font-bold">
                  <span className="text-field-600">
                    {fill(labels.phase, { number: index + 1 })}
                  </span>{" "}
                  {phase.title}
                </Sub>
                <p className="text-sm text-stone-500">{phase.period}</p>
                <ul className="mt-4 grid gap-3">
                  {phase.tasks.map((task) => (
                    <li
                      key={task.name}
                      className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1.5 border-t border-stone-100 pt-3"
                    >
                      <span>
                        {task.name}
                        {task.note ? (
                          <span className="block text-sm text-stone-500">{task.note}</span>
                        ) : null}
                      </span>
                      <TaskStatusBadge status={task.status} label={statuses[task.status]} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {conclusion ? (
        <section>
          <H className={heading}>{labels.conclusion}</H>
          {paragraphs(conclusion).map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4">
              {paragraph}
            </p>
          ))}
        </section>
      ) : null}

      {testimonial ? (
        <figure className="rounded-3xl bg-field-900 p-8 text-field-50 sm:p-10">
          <blockquote className="text-xl leading-snug font-semibold text-white sm:text-2xl">
            <QuotedWords>{testimonial.quote}</QuotedWords>
          </blockquote>
          <figcaption className="mt-5 text-sm">
            <span className="font-bold text-sun-300">{testimonial.name}</span>
            <span className="block text-field-100">{testimonial.role}</span>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
