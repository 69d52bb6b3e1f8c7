import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";
import { projectDetailPage } from "~/content/projects-page";

/** What an unknown project id shows. Fixed texts only: the id itself is never echoed. */
export function ProjectNotFound() {
  const { notFound, backLabel } = projectDetailPage;
  return (
    <PageHero
      eyebrow="Projects"
      title={notFound.title}
      lead={notFound.text}
      actions={
        <ButtonLink to="/projects" variant="primary">
          <Icon name="arrow-left" size={18} />
          {backLabel}
        </ButtonLink>
      }
    />
  );
}
