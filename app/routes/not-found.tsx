import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/content/site";
import { requestLocale } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";
import { notFoundText } from "~/content/catalogues";

/** Translated: its texts come from `notFoundText`. */
export const handle = { translated: true };

/** The page's language and its texts in that language only (the pattern of every page). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { locale, text: notFoundText[locale] };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        ...pageMeta({
          locale: loaderData.locale,
          title: loaderData.text.title,
          description: fill(loaderData.text.description, { brand: site.brand }),
        }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function NotFound({ loaderData: { text } }: Route.ComponentProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: no page exists at", pathname);
  }, [pathname]);
  return (
    <PageHero
      eyebrow={text.eyebrow}
      title={text.heading}
      lead={text.lead}
      actions={
        <ButtonLink to="/" variant="primary">
          {text.home}
        </ButtonLink>
      }
    />
  );
}
