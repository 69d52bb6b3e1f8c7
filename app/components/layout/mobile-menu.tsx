import { useRef } from "react";
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
 * The small-screen menu: a full-screen modal `<dialog>` opened by an invoker command
 * (`command="show-modal"`). It works from the prerendered HTML before any script runs: the
 * browser opens it, keeps focus inside it while the page behind is inert, closes it on Escape and
 * returns focus to the menu button; browsers without invoker commands get the same from the inline
 * fallback (invoker-fallback.tsx). Scripts only close it when a link inside it navigates within the
 * page (client-side navigation). It slides in (0.3 s, links staggered by 0.1 s) unless reduced
 * motion is asked for. Decision 0021. Its look is in app.css (`#mobile-menu`): not in this
 * component's classes, which every page's first script carries.
 */
export function MobileMenu() {
  const panelRef = useRef<HTMLDialogElement>(null);
  const chrome = useChrome();
  const close = () => panelRef.current?.close();

  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={PANEL_ID}
        aria-haspopup="dialog"
        aria-label={chrome.menu.open}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-black/10 lg:hidden"
      >
        <Icon name="menu" size={24} />
      </button>
      {/* Not hidden from lg: a menu left open when a tablet turns stays there to be closed. */}
      <dialog ref={panelRef} id={PANEL_ID} aria-label={chrome.menu.label}>
        <div className="on-dark flex h-16 shrink-0 items-center justify-between px-4 sm:h-18 sm:px-6">
          <Link to="/" onClick={close} className="flex items-center gap-2.5 rounded-lg">
            <LogoMark size={38} />
            <span className="text-lg font-extrabold">{site.brand}</span>
          </Link>
          <button
            type="button"
            command="close"
            commandfor={PANEL_ID}
            aria-label={chrome.menu.close}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
          >
            <Icon name="close" size={24} />
          </button>
        </div>
        <nav aria-label={chrome.menu.nav} className="on-dark flex-1 overflow-y-auto px-6 pt-6">
          <ul className="space-y-1">
            {primaryNav.map((link, index) => (
              <li key={link.to} style={{ animationDelay: `${(index + 1) * 100}ms` }}>
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
            <li className="pt-4" style={{ animationDelay: `${(primaryNav.length + 1) * 100}ms` }}>
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
      </dialog>
    </>
  );
}
