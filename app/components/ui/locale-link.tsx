import type { ComponentProps } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, type To } from "react-router";
import { useLocalizePath } from "~/i18n/use-locale";

/** A `to` in the page's language: in-site string paths get the page's language prefix. */
function useLocalizedTo(): (to: To) => To {
  const localize = useLocalizePath();
  return (to) =>
    typeof to === "string"
      ? localize(to)
      : to.pathname
        ? { ...to, pathname: localize(to.pathname) }
        : to;
}

/**
 * React Router's `Link`, staying in the page's language: `<Link to="/projects">` goes to
 * /projects in English and /am/projects in Amharic. Components name English paths only.
 */
export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={useLocalizedTo()(to)} {...props} />;
}

/** React Router's `NavLink`, staying in the page's language (see `Link`). */
export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={useLocalizedTo()(to)} {...props} />;
}
