import { ReportList } from "~/components/blog/report-list";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { reportSummaryList } from "~/content/report-summaries";
import { pageMeta } from "~/lib/meta";
import { articlesJsonLd } from "~/lib/structured-data";

export const meta = () => [
  ...pageMeta({
    locale: "en",
    title: "Project Reports & Updates",
    description:
      "Field reports from our solar irrigation work: 60 pump sets delivered in 8 days for the Ministry of Agriculture, and our borehole drilling partnership for cooperatives.",
    path: "/blog",
  }),
  articlesJsonLd(reportSummaryList),
];

export default function BlogPage() {
  return (
    <>
      <PageHero
        eyebrow="From the field"
        title="Project Reports & Updates"
        lead="What we delivered, what got in the way, and what the farmers harvested: reports from our project teams."
        actions={
          <ButtonLink to="/projects" variant="ghost-light">
            See all projects
          </ButtonLink>
        }
      />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <ReportList />
      </div>
    </>
  );
}
