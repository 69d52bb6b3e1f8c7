// PLACEHOLDER: replaced by the page's own issue.
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Services", description: "Services page placeholder." });

export default function Page() {
  return <PageHero title="Services" />;
}
