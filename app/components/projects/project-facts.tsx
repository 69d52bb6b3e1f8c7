import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { ProjectDetailData } from "~/content/project-views";
import { involvedLinks } from "~/content/projects-page";
import { fill } from "~/i18n/translation";
import { useText } from "~/i18n/use-text";
import { StatusBadge } from "./project-card";

function Fact({ term, lang, children }: { term: string; lang?: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-t border-stone-100 py-3 first:border-t-0 first:pt-0">
      <dt className="text-xs font-semibold tracking-wider text-stone-500 uppercase">{term}</dt>
      {/* An editor's words (a customer, a cost): a long one breaks rather than widen the card. */}
      <dd lang={lang} className="font-medium text-stone-900 wrap-anywhere">
        {children}
      </dd>
    </div>
  );
}

/** The side card of a project page: its statistics and the "Get Involved" actions. */
export function ProjectFacts({ project, total }: { project: ProjectDetailData; total: number }) {
  const { statsTitle, involved, terms, numberOf } = useText("projectDetail");
  return (
    <div className="grid gap-6 self-start lg:sticky lg:top-24">
      <section
        aria-labelledby="project-stats-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <h2 id="project-stats-heading" className="text-lg font-bold">
          {statsTitle}
        </h2>
        <dl className="mt-4">
          <Fact term={terms.number}>{fill(numberOf, { number: project.serialNumber, total })}</Fact>
          <Fact term={terms.customer} lang={project.english?.customer}>
            {project.customer}
          </Fact>
          <Fact term={terms.cost} lang={project.english?.estimatedCost}>
            {project.estimatedCost}
          </Fact>
          <Fact term={terms.status}>
            <StatusBadge category={project.statusCategory} label={project.statusLabel} />
          </Fact>
          <Fact term={terms.period} lang={project.english?.period}>
            {project.period}
          </Fact>
          <Fact term={terms.clientType}>{project.categoryLabel}</Fact>
        </dl>
      </section>
      <section
        aria-labelledby="get-involved-heading"
        className="on-dark rounded-2xl bg-field-900 p-6 text-field-50"
      >
        <h2 id="get-involved-heading" className="text-lg font-bold text-white">
          {involved.title}
        </h2>
        <p className="mt-2 text-sm">{involved.text}</p>
        <div className="mt-5 grid gap-3">
          <ButtonLink to={involvedLinks.contact} variant="primary">
            <Icon name="mail" size={18} />
            {involved.contact}
          </ButtonLink>
          <ButtonLink to={involvedLinks.services} variant="ghost-light">
            {involved.services}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
