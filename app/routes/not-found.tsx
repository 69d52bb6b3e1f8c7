import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { site } from "~/content/site";
import { formTooLargePath, unavailablePath } from "~/content/site-map";
import { requestLocale, unlocalizedPath } from "~/i18n/locales";
import { fill } from "~/i18n/translation";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/not-found";
import { notFoundText } from "~/content/catalogues";

/** Translated: its texts come from `notFoundText`. */
export const handle = { translated: true };

/**
 * The page's language and its texts in that language only (the pattern of every page). At
 * `formTooLargePath` it is the 413 page instead: the servers answer a form's post over their body
 * limit with its file, in the post's language; at `unavailablePath` the 503 page, nginx's answer
 * when the Node server does not answer (nothing sent was received). Both start no scripts. A
 * route of its own would add to every page's first-load manifest for a page nobody navigates to.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  // Prerendering asks for "/am/413/".
  const path = unlocalizedPath(new URL(request.url).pathname.replace(/(.)\/+$/, "$1"));
  const tooLarge = path === formTooLargePath;
  const unavailable = path === unavailablePath;
  return { locale, text: notFoundText[locale], tooLarge, unavailable };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        ...pageMeta({
          locale: loaderData.locale,
          title: loaderData.tooLarge
            ? loaderData.text.tooLarge.title
            : loaderData.unavailable
              ? loaderData.text.unavailable.title
              : loaderData.text.title,
          description: loaderData.tooLarge
            ? loaderData.text.tooLarge.lead
            : loaderData.unavailable
              ? loaderData.text.unavailable.lead
              : fill(loaderData.text.description, { brand: site.brand }),
        }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function NotFound({
  loaderData: { text, tooLarge, unavailable },
}: Route.ComponentProps) {
  if (tooLarge) return <TooLarge text={text.tooLarge} />;
  if (unavailable)
    return <Answer text={{ ...text.unavailable, link: text.home }} to="/" scriptless />;
  return <NoSuchPage text={text} />;
}

function NoSuchPage({ text }: { text: Route.ComponentProps["loaderData"]["text"] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: no page exists at", pathname);
  }, [pathname]);
  return <Answer text={{ ...text, link: text.home }} to="/" />;
}

/**
 * The 413 page: nothing was sent, the text is in the form the browser's Back returns to. A
 * static file cannot know which form it was: the contact page is the one with the long message.
 */
function TooLarge({ text }: { text: Route.ComponentProps["loaderData"]["text"]["tooLarge"] }) {
  return <Answer text={{ ...text, link: text.contact }} to="/contact" scriptless />;
}

/**
 * What each page says, and the one way on it offers. `scriptless`: an answer to a post (413,
 * 503), shown at the address the post went to, where the browser's router would find another
 * page; it reads without scripts, and its mark (`data-scriptless`) keeps the page's boot from
 * starting them (scripts/post-build.ts, decision 0077).
 */
function Answer({
  text,
  to,
  scriptless = false,
}: {
  text: { eyebrow: string; heading: string; lead: string; link: string };
  to: string;
  scriptless?: boolean;
}) {
  const hero = (
    <PageHero
      eyebrow={text.eyebrow}
      title={text.heading}
      lead={text.lead}
      actions={
        <ButtonLink to={to} variant="primary">
          {text.link}
        </ButtonLink>
      }
    />
  );
  return scriptless ? <div data-scriptless="">{hero}</div> : hero;
}
