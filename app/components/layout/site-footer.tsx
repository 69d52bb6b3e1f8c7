import { Fragment } from "react";
import { Link } from "~/components/ui/locale-link";
import {
  footerMoreNav,
  footerNav,
  legalNav,
  legalPlaceholders,
  type NavLink,
} from "~/content/navigation";
import { mailtoHref, phoneText, site, telHref } from "~/content/site";
import type { SocialNetwork } from "~/content/company";
import { Icon } from "~/components/ui/icon";
import { TemplateText } from "~/components/ui/template-text";
import { useChrome, useCompany } from "~/i18n/use-chrome";
import { fill } from "~/i18n/translation";
import type { IconName } from "~/components/ui/icon-paths";
import { Copyright } from "./copyright";
import { LogoMark } from "./logo";

const socialIcons: Record<SocialNetwork, IconName> = {
  Facebook: "facebook",
  Telegram: "telegram",
  LinkedIn: "linkedin",
  YouTube: "youtube",
};

/** A titled list of footer links, as its own navigation landmark. */
function FooterLinks(props: {
  id?: string;
  label: string;
  title: string;
  links: readonly NavLink[];
}) {
  const chrome = useChrome();
  return (
    <nav id={props.id} aria-label={props.label}>
      <h2 className="text-sm font-bold tracking-wider text-white uppercase">{props.title}</h2>
      <ul className="mt-4 space-y-1">
        {props.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-block py-1.5 hover:text-sun-300">
              {chrome.nav[link.label]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer: brand, quick links, contact details, social links and legal notes. */
export function SiteFooter() {
  const chrome = useChrome();
  const company = useCompany();
  const { footer } = chrome;
  return (
    <footer className="on-dark bg-field-950 text-field-100 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2.5 rounded-lg text-white">
            <LogoMark size={40} />
            <span className="text-xl font-extrabold">{site.brand}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            {fill(chrome.ui.labelled, { label: chrome.company.tagline, value: footer.about })}
          </p>
          <ul className="mt-5 flex gap-2" aria-label={footer.social}>
            {company.social.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(footer.socialLink, { network: link.name })}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-sun-500 hover:text-stone-950"
                >
                  <Icon name={socialIcons[link.name]} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks
          id="footer-nav"
          label={footer.footerNav}
          title={footer.quickLinks}
          links={footerNav}
        />
        <FooterLinks label={footer.moreNav} title={footer.more} links={footerMoreNav} />
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">
            {footer.contact}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2.5">
              <Icon name="phone" size={18} className="mt-0.5 shrink-0 text-sun-400" />
              <a href={telHref(company.phone)} className="hover:text-sun-300">
                {phoneText(company.phone)}
              </a>
            </li>
            <li className="flex gap-2.5">
              <Icon name="mail" size={18} className="mt-0.5 shrink-0 text-sun-400" />
              {/* CSS alone (no EmailText): the footer is on every page, in every page's budget. */}
              <a
                href={mailtoHref(company.email)}
                className="min-w-0 [overflow-wrap:anywhere] hover:text-sun-300"
              >
                {company.email}
              </a>
            </li>
            <li className="flex gap-2.5">
              <Icon name="map-pin" size={18} className="mt-0.5 shrink-0 text-sun-400" />
              <span lang={company.headOffice.lang}>{company.headOffice.text}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* The page's last lines stand above the chat button in the bottom right corner (3.75 rem
            high with its margin on a phone, 4.5 rem from sm): scrolled to the end, it covers
            none of them, as it covers nothing for good higher up the page. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pt-6 pb-18 text-sm sm:px-6 sm:pb-20 md:flex-row md:items-center md:justify-between">
          <p>
            <Copyright />. {footer.rights}
          </p>
          <p>
            {legalNav.map((link) => (
              <Fragment key={link.to}>
                <Link to={link.to} className="underline hover:text-sun-300">
                  {chrome.nav[link.label]}
                </Link>
                {" · "}
              </Fragment>
            ))}
            <TemplateText
              template={footer.preparing}
              parts={{
                pages: legalPlaceholders.map((key) => footer[key]).join(" · "),
                email: (
                  <a
                    href={mailtoHref(company.email, footer.mailSubject)}
                    className="underline hover:text-sun-300"
                  >
                    {company.email}
                  </a>
                ),
              }}
            />
          </p>
        </div>
      </div>
    </footer>
  );
}
