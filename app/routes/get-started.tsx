// PLACEHOLDER: replaced by the page's own issue.
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Get Started", description: "Get Started page placeholder." });

export default function Page() {
  return <PageHero title="Get Started" />;
}
