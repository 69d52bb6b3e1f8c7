import { staffText } from "~/content/staff";

/**
 * Notification e-mails are not going out (`mailDelayNotice`): said at the top of the leads list
 * and the dashboard, so someone fixes the mail settings. Nothing when they go out.
 */
export function MailDelayNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <section
      aria-labelledby="mail-delay-title"
      className="rounded-xl border-l-4 border-red-700 bg-red-50 p-4 text-red-950 ring-1 ring-red-700/30"
    >
      <h2 id="mail-delay-title" className="font-bold">
        {staffText.mailDelayedTitle}
      </h2>
      <p className="mt-1">{notice}</p>
    </section>
  );
}
