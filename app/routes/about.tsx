// PLACEHOLDER: replaced by the page's own issue.
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "About", description: "About page placeholder." });

export default function Page() {
  return <PageHero title="About" />;
}
