import { Link, NavLink } from "~/components/ui/locale-link";
import { getStartedLink, primaryNav } from "~/content/navigation";
import { site } from "~/content/site";
import { useScrolledPast } from "~/hooks/use-scrolled-past";
import { useChrome } from "~/i18n/use-chrome";
import { LanguageSwitch } from "./language-switch";
import { buttonClasses } from "~/components/ui/button";
import { LogoMark } from "./logo";
import { MobileMenu } from "./mobile-menu";

/** Scroll distance (px) after which the header turns solid (spec section 9). */
export const SOLID_HEADER_THRESHOLD = 100;

/**
 * The site header: transparent over the dark page hero, white with a shadow and border once the
 * page has scrolled more than 100 px. Wide screens show the links; small screens the menu button.
 */
export function SiteHeader() {
  const solid = useScrolledPast(SOLID_HEADER_THRESHOLD);
  const chrome = useChrome();
  return (
    <header
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-300 print:hidden ${
        solid
          ? "border-stone-200 bg-white text-stone-900 shadow-md"
          : // See-through over the dark page hero, with a soft scrim so the links stay readable
            // over any illustration behind them; dark once scrolled before scripts run.
            "on-dark header-scrim border-transparent bg-linear-to-b from-field-950/45 to-transparent text-white"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:h-18 sm:px-6">
        {/* `brand` (app.css): the name on one line from 360 px, a little smaller below 390 px;
            beside the desktop menu it takes the room the menu leaves. */}
        <Link to="/" className="brand flex items-center gap-2.5 rounded-lg">
          <LogoMark size={38} />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-extrabold tracking-tight">{site.brand}</span>
            {/* In Amharic the brand in Ge'ez, at every width: narrower than the name above it. */}
            <span
              className={`hidden text-xs sm:block lg:hidden 2xl:block in-data-[script=ethiopic]:block! ${solid ? "text-stone-600" : "text-field-100"}`}
            >
              {chrome.header.brandLine}
            </span>
          </span>
        </Link>
        <nav aria-label={chrome.header.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === "/"}
                  className={({ isActive }) =>
                    `rounded-full px-1.5 py-2 text-[13px] font-semibold uppercase transition-colors in-data-[script=ethiopic]:text-[15px] xl:px-2.5 ${
                      isActive
                        ? solid
                          ? "text-field-700 underline decoration-sun-500 decoration-2 underline-offset-8"
                          : "text-sun-300 underline decoration-2 underline-offset-8"
                        : solid
                          ? "hover:text-field-700"
                          : "hover:text-sun-200"
                    }`
                  }
                >
                  {chrome.nav[link.label]}
                </NavLink>
              </li>
            ))}
            <li className="ml-2">
              <Link
                to={getStartedLink.to}
                className={buttonClasses(
                  "primary",
                  "uppercase whitespace-nowrap lg:px-3.5 xl:px-5",
                )}
              >
                {chrome.nav[getStartedLink.label]}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          {/* On a phone too, the other languages are on the first screen, not only in the menu.
              Small and stacked at every width: beside the desktop menu's longest words (Afaan
              Oromoo's) a wide one leaves the header no room. */}
          <LanguageSwitch compact className="flex" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
