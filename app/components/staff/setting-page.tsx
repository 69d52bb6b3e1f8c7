import type { ReactNode } from "react";
import { PostForm } from "~/components/staff/post-form";
import { HistoryLinks, type HistoryLink } from "~/components/staff/history-links";
import { StaffPageHead } from "~/components/staff/staff-page-head";
import { buttonClasses } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/field";
import { staffText } from "~/content/staff";

const text = staffText.content;

interface SettingPageProps {
  readonly title: string;
  readonly intro: string;
  /** The links to the histories of what the page edits. */
  readonly history: readonly HistoryLink[];
  /** What the last publication did, once the browser came back from it. */
  readonly status?: string;
  readonly csrf: string;
  /** The revision the form was filled from (a stale one is refused). */
  readonly revision: number;
  /** Each refused field's message, by field name. */
  readonly errors: Readonly<Record<string, string>>;
  /** Why the whole form was refused (a stale edit, a page that would not render). */
  readonly message?: string;
  /** The publish button's label. */
  readonly publish: string;
  readonly children: ReactNode;
}

/**
 * A settings page with one form that publishes its setting (`publishSettingForm` answers it): the
 * page's head, the summary of what was refused, the fields, and the publish button.
 */
export function SettingPage({
  title,
  intro,
  history,
  status,
  csrf,
  revision,
  errors,
  message,
  publish,
  children,
}: SettingPageProps) {
  const problems = Object.entries(errors);
  return (
    <div className="grid gap-6">
      <StaffPageHead
        back={{ to: "/staff/content", label: text.backToList }}
        title={title}
        intro={intro}
        status={status}
      >
        <HistoryLinks links={history} />
      </StaffPageHead>
      <PostForm csrf={csrf} noValidate className="grid gap-6">
        <input type="hidden" name="revision" value={revision} />
        {problems.length > 0 || message ? (
          <ErrorSummary errors={problems} message={message ?? text.invalid(problems.length)} />
        ) : null}
        {children}
        <div>
          <button type="submit" className={buttonClasses("primary")}>
            {publish}
          </button>
        </div>
      </PostForm>
    </div>
  );
}
