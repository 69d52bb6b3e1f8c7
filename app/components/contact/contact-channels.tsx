import { openChat } from "~/components/chat/chat-events";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/locale-link";
import type { ContactChannel } from "~/content/contact";
import { mailtoHref, phoneText, telHref } from "~/content/site";
import { useCompany } from "~/i18n/use-chrome";
import { useHydrated } from "~/hooks/use-hydrated";
import { useText } from "~/i18n/use-text";
import { EmailText } from "~/components/ui/email-text";

const actionClasses =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-field-800 underline decoration-field-300 underline-offset-4 hover:decoration-field-700";

/** What a channel's card lets the visitor do. */
function ChannelAction({ id }: { id: ContactChannel["id"] }) {
  const hydrated = useHydrated();
  const { actions } = useText("contact");
  const { phone, email } = useCompany();
  switch (id) {
    case "phone":
      return (
        <a href={telHref(phone)} className={actionClasses}>
          {phoneText(phone)}
        </a>
      );
    case "email":
      return (
        <a href={mailtoHref(email)} className={`${actionClasses} [overflow-wrap:anywhere]`}>
          <EmailText email={email} />
        </a>
      );
    case "chat":
      // The chat assistant needs JavaScript; until it runs, the message form is the way in.
      return hydrated ? (
        <button type="button" onClick={openChat} className={actionClasses}>
          <Icon name="chat" size={18} />
          {actions.chat}
        </button>
      ) : (
        <a href="#contact-form" className={actionClasses}>
          {actions.chatWithoutScript}
        </a>
      );
    case "visit":
      // The visit request (region, preferred week), as the home page's "Schedule Site Visit".
      return (
        <Link to="/site-visit" className={actionClasses}>
          {actions.visit}
          <Icon name="arrow-right" size={18} />
        </Link>
      );
  }
}

/** The four ways to reach the company, each with its hours and its action. */
export function ContactChannels({
  channels,
}: {
  /** The channels in order; their words come from the page's texts. */
  channels: readonly Pick<ContactChannel, "id" | "icon">[];
}) {
  const text = useText("contact").channels;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {channels.map((channel) => (
        <li
          key={channel.id}
          className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-field-50 text-field-700 ring-1 ring-field-100">
            <Icon name={channel.icon} size={24} />
          </span>
          <h3 className="mt-4 text-lg font-bold">{text[channel.id].title}</h3>
          <p className="mt-1.5 text-stone-600">{text[channel.id].description}</p>
          <p className="mt-3 flex items-center gap-2 text-sm font-medium text-stone-700">
            <Icon name="clock" size={16} className="shrink-0 text-sun-600" />
            {text[channel.id].availability}
          </p>
          <div className="mt-auto pt-4">
            <ChannelAction id={channel.id} />
          </div>
        </li>
      ))}
    </ul>
  );
}
