import { useEffect, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { getStartedLink, primaryNav } from "~/content/navigation";
import { site } from "~/content/site";
import { useHydrated } from "~/hooks/use-hydrated";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { LogoMark } from "./logo";

const PANEL_ID = "mobile-menu";

/**
 * The small-screen menu: a button that opens a full-screen panel sliding in (0.3 s, links
 * staggered by 0.1 s). Close button, any link and Escape close it; focus returns to the button.
 * Without JavaScript the button is a link to the footer's navigation.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDialogElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (open) {
      panel.showModal();
      wasOpen.current = true;
    } else if (panel.open) {
      panel.close();
    }
    if (!open && wasOpen.current) {
      wasOpen.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  const triggerClasses =
    "inline-flex size-11 items-center justify-center rounded-full hover:bg-black/10 lg:hidden";

  if (!hydrated) {
    return (
      <a href="#footer-nav" className={triggerClasses}>
        <Icon name="menu" size={24} label="Menu" />
      </a>
    );
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(true)}
        className={triggerClasses}
      >
        <Icon name="menu" size={24} label="Open menu" />
      </button>
      <dialog
        ref={panelRef}
        id={PANEL_ID}
        aria-label="Menu"
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        className="m-0 h-dvh max-h-none w-full max-w-none flex-col bg-field-900 p-0 text-white open:flex backdrop:bg-transparent motion-safe:open:animate-[menu-in_0.3s_ease-out_both] lg:hidden"
      >
        <div className="on-dark flex h-16 shrink-0 items-center justify-between px-4 sm:h-18 sm:px-6">
          <Link
            to="/"
            onClick={() => setOpen(false)}
            className="flex items-center gap-2.5 rounded-lg"
          >
            <LogoMark size={38} />
            <span className="text-lg font-extrabold">{site.brand}</span>
          </Link>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
          >
            <Icon name="close" size={24} label="Close menu" />
          </button>
        </div>
        <nav aria-label="Mobile" className="on-dark flex-1 overflow-y-auto px-6 pt-6">
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
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    `block rounded-lg px-2 py-3 text-2xl font-bold tracking-wide uppercase ${
                      isActive ? "text-sun-300" : "text-white hover:text-sun-200"
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li
              className="pt-4 motion-safe:animate-[menu-item-in_0.3s_ease-out_both]"
              style={{ animationDelay: `${(primaryNav.length + 1) * 100}ms` }}
            >
              <Link
                to={getStartedLink.to}
                onClick={() => setOpen(false)}
                className={buttonClasses("primary", "w-full text-base tracking-wide uppercase")}
              >
                {getStartedLink.label}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="border-t border-white/15 px-6 py-5 text-sm text-field-100">
          © {new Date().getFullYear()} {site.legalName}
        </p>
      </dialog>
    </>
  );
}
