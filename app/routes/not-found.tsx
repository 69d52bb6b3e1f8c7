import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";

export const meta = () => [
  ...pageMeta({
    title: "Page not found",
    description: `The page you asked for does not exist. Return to the home page of ${site.brand}.`,
  }),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: no page exists at", pathname);
  }, [pathname]);
  return (
    <PageHero
      eyebrow="Error 404"
      title="Oops! Page not found"
      lead="The page you are looking for does not exist or has moved. Everything we do is one click away from the home page."
      actions={
        <ButtonLink to="/" variant="primary">
          Return to Home
        </ButtonLink>
      }
    />
  );
}
