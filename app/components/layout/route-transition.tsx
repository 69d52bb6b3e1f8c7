import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useLocation, useMatches, useNavigationType } from "react-router";
import { defaultLocale } from "~/i18n/locales";
import { useChrome } from "~/i18n/use-chrome";
import { useLocale } from "~/i18n/use-locale";
import { site } from "~/content/site";
import { useTimeout } from "~/hooks/use-interval";
import { LogoMark } from "./logo";

/** How long the gold splash covers the screen after an in-site navigation (spec section 9). */
export const SPLASH_MS = 1500;

/**
 * On every in-site navigation to another page: the gold splash with the pulsing logo for 1.5 s,
 * the window scrolled to the top, then the new page fading in over 0.5 s and focus moved to it,
 * scrolled to the part its address names (`#faq`, kept by the language switch) when it has one.
 * The window is moved by React Router's `<ScrollRestoration>` (root.tsx): to the top, or to the
 * part the address names, and by Back and Forward to where the page was left, as a browser does
 * without scripts.
 * The first load of a page shows its prerendered content at once (decisions.md). Pulsing and
 * fading only happen under `prefers-reduced-motion: no-preference`.
 */
/**
 * The language of the page's own content: a route whose texts are not translated yet (no
 * `handle.translated`) shows its English content, marked `lang="en"` on an Amharic page, so
 * screen readers and the font follow it; the frame around it is translated.
 */
function useContentLanguage(): string | undefined {
  const locale = useLocale();
  const leaf = useMatches().at(-1);
  const translated = (leaf?.handle as { translated?: boolean } | undefined)?.translated;
  return locale !== defaultLocale && !translated ? defaultLocale : undefined;
}

/** The element an address's anchor names (`#faq`), if the page has one. */
function partNamedBy(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape (`#%E0`) names nothing.
    return null;
  }
}

/**
 * Focuses a part of the page that is not a control (a section), as following an anchor does: for
 * as long as it has the focus it takes it (`tabindex="-1"`), without a ring around the section.
 */
function focusWithoutRing(part: HTMLElement) {
  if (!part.hasAttribute("tabindex")) {
    part.setAttribute("tabindex", "-1");
    part.style.outline = "none";
    part.addEventListener(
      "blur",
      () => {
        part.removeAttribute("tabindex");
        part.style.removeProperty("outline");
      },
      { once: true },
    );
  }
  part.focus({ preventScroll: true });
}

export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname, hash, key, state } = useLocation();
  const contentLanguage = useContentLanguage();
  const { ui } = useChrome();
  const [shownPath, setShownPath] = useState(pathname);
  const [splash, setSplash] = useState(false);
  const [navigations, setNavigations] = useState(0);
  const mainRef = useRef<HTMLElement>(null);
  const navigationType = useNavigationType();

  // A new path: start the splash (state adjusted during render, no effect needed).
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setSplash(true);
    setNavigations((count) => count + 1);
  }

  // Under the splash the window moves at once, not with the page's smooth scrolling (app.css),
  // wherever `<ScrollRestoration>` takes it: this layout effect runs before that one's, which
  // comes after the page in root.tsx. The style is read back so that it applies to that scroll:
  // Chromium's `scrollTo` goes by the style as last computed.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.scrollBehavior = splash ? "auto" : "";
    void getComputedStyle(root).scrollBehavior;
  }, [splash]);

  useTimeout(() => setSplash(false), splash ? SPLASH_MS : null, navigations);

  // Once the splash has gone and the page shows: focus on it, so the next Tab starts there and a
  // screen reader reads the new page, and the part its address names in view. Not in the
  // timeout: <main> is still `invisible` there, and a browser ignores focus on a hidden element.
  // The address's anchor as it is then (the language switch keeps it), read from the address:
  // focus goes to that part, so the next Tab goes on from there, as after a page load, and the
  // part is scrolled to again: the page may have moved under the splash since `<ScrollRestoration>`
  // took the window there (its fonts and pictures). Back and Forward leave the window where that
  // put it, where the page was left.
  useEffect(() => {
    if (navigations === 0 || splash) return;
    const part = partNamedBy(window.location.hash);
    if (part) {
      focusWithoutRing(part);
      if (navigationType !== "POP") part.scrollIntoView({ behavior: "instant", block: "start" });
    } else mainRef.current?.focus({ preventScroll: true });
  }, [splash, navigations, navigationType]);

  useEffect(() => {
    // A link's state `{ focusAnchor: true }` asks for the part its anchor names to take focus
    // when the link stays on the same page (a filter's link to `#portfolio`), as a link to
    // another page's part does.
    const part = (state as { focusAnchor?: true } | null)?.focusAnchor ? partNamedBy(hash) : null;
    if (part) focusWithoutRing(part);
  }, [key, hash, state]);

  return (
    <>
      {splash ? (
        <div
          role="status"
          data-testid="route-splash"
          className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-sun-500 text-stone-950"
        >
          <LogoMark size={96} className="motion-safe:animate-pulse-logo" />
          <span className="text-xl font-extrabold tracking-tight">{site.brand}</span>
          <span className="sr-only">{ui.loadingPage}</span>
        </div>
      ) : null}
      <main
        id="main"
        lang={contentLanguage}
        ref={mainRef}
        tabIndex={-1}
        className={`outline-none ${navigations > 0 && !splash ? "motion-safe:animate-fade-in" : ""} ${
          splash ? "invisible" : ""
        }`}
      >
        {children}
      </main>
    </>
  );
}
