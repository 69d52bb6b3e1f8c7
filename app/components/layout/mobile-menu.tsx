import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "~/components/ui/locale-link";
import { getStartedLink, primaryNav } from "~/content/navigation";
import { site } from "~/content/site";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { useChrome } from "~/i18n/use-chrome";
import { LanguageSwitch } from "./language-switch";
import { Copyright } from "./copyright";
import { LogoMark } from "./logo";

const PANEL_ID = "mobile-menu";

/**
 * The small-screen menu: a full-screen panel on the native `popover` attribute, opened by a
 * `popovertarget` button. It works from the prerendered HTML before any script runs: the browser
 * opens and closes it, closes it on Escape and on a click outside (light dismiss), and returns
 * focus to the menu button. Scripts only enhance it: `aria-expanded` follows the panel, and a
 * link followed inside the page (client-side navigation) closes it. It slides in (0.3 s, links
 * staggered by 0.1 s) unless reduced motion is asked for.
 */
export function MobileMenu() {
  const panelRef = useRef<HTMLDivElement>(null);
  const chrome = useChrome();
  // Unknown until scripts run; the browser exposes the popover's state to assistive technology
  // on its own before then.
  const [open, setOpen] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // A browser without popovers (Chromium before 114) cannot even parse `:popover-open`: there
    // the inline fallback opens the panel and keeps `aria-expanded` (invoker-fallback.tsx).
    const sync = () => setOpen("popover" in panel && panel.matches(":popover-open"));
    sync();
    panel.addEventListener("toggle", sync);
    return () => panel.removeEventListener("toggle", sync);
  }, []);

  const close = () => panelRef.current?.hidePopover?.();

  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-label={chrome.menu.open}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-black/10 lg:hidden"
      >
        <Icon name="menu" size={24} />
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        popover="auto"
        role="dialog"
        aria-label={chrome.menu.label}
        className="inset-0 m-0 h-dvh max-h-none w-full max-w-none flex-col border-0 bg-field-900 p-0 text-white open:flex motion-safe:open:animate-[menu-in_0.3s_ease-out_both] lg:hidden"
      >
        <div className="on-dark flex h-16 shrink-0 items-center justify-between px-4 sm:h-18 sm:px-6">
          <Link to="/" onClick={close} className="flex items-center gap-2.5 rounded-lg">
            <LogoMark size={38} />
            <span className="text-lg font-extrabold">{site.brand}</span>
          </Link>
          <button
            type="button"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label={chrome.menu.close}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
          >
            <Icon name="close" size={24} />
          </button>
        </div>
        <nav aria-label={chrome.menu.nav} className="on-dark flex-1 overflow-y-auto px-6 pt-6">
          <ul className="space-y-1">
            {primaryNav.map((link, index) => (
              <li
                key={link.to}
                className="motion-safe:animate-[menu-item-in_0.3s_ease-out_both]"
                style={{ animationDelay: `${(index + 1) * 100}ms` }}
              >
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  onClick={close}
                  className={({ isActive }) =>
                    `block rounded-lg px-2 py-3 text-2xl font-bold tracking-wide uppercase ${
                      isActive ? "text-sun-300" : "text-white hover:text-sun-200"
                    }`
                  }
                >
                  {chrome.nav[link.label]}
                </NavLink>
              </li>
            ))}
            <li
              className="pt-4 motion-safe:animate-[menu-item-in_0.3s_ease-out_both]"
              style={{ animationDelay: `${(primaryNav.length + 1) * 100}ms` }}
            >
              <Link
                to={getStartedLink.to}
                onClick={close}
                className={buttonClasses("primary", "w-full text-base tracking-wide uppercase")}
              >
                {chrome.nav[getStartedLink.label]}
              </Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitch onNavigate={close} className="border-t border-white/15 px-6 py-4" />
        <p className="border-t border-white/15 px-6 py-5 text-sm text-field-100">
          <Copyright />
        </p>
      </div>
    </>
  );
}
