import { buttonClasses } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { site } from "~/content/site";
import { staffText } from "~/content/staff";
import { PostForm } from "./post-form";

const text = staffText.security;

interface Enrolment {
  readonly secret: string;
  readonly qrSvg: string;
}

/**
 * Setting up an authenticator app: scan (or type the key), then confirm with a code and the
 * account's password.
 */
export function TwoFactorSetup({
  enrolment,
  csrf,
  passwordName,
  error,
  passwordError,
}: {
  enrolment: Enrolment;
  csrf: string;
  /** The password field's name (the page's error summary links to it). */
  passwordName: string;
  /** The code's problem. */
  error?: string;
  /** The password's problem (wrong, or too many wrong ones). */
  passwordError?: string;
}) {
  const [scan, type, confirm] = text.setupSteps;
  return (
    <>
      <p className="mt-2">{text.twoFactorOff}</p>
      <ol className="mt-4 grid list-decimal gap-4 pl-5">
        <li>
          {scan}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={text.qrAlt}
            width={200}
            height={200}
            className="mt-2 rounded-lg ring-1 ring-stone-200"
          />
        </li>
        <li>
          {type}
          <code className="mt-1 block font-mono text-sm font-semibold tracking-wider [overflow-wrap:anywhere] text-stone-900">
            {enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}
          </code>
        </li>
        <li>
          {confirm}
          <PostForm csrf={csrf} intent="enrol" className="mt-2 grid max-w-xs gap-4">
            <Field label={staffText.code} name="code" required error={error}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={10}
                />
              )}
            </Field>
            <Field
              label={text.twoFactorPassword}
              hint={text.enrolPasswordHint}
              name={passwordName}
              required
              error={passwordError}
            >
              {(control) => <input {...control} type="password" autoComplete="current-password" />}
            </Field>
            <button type="submit" className={buttonClasses("secondary", "justify-self-start px-7")}>
              {text.confirm}
            </button>
          </PostForm>
        </li>
      </ol>
    </>
  );
}

/** The ten recovery codes, shown once after they are made. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <section
      aria-labelledby="recovery-codes"
      className="rounded-2xl border-2 border-sun-600 bg-sun-50 p-5 sm:p-6"
    >
      <h2 id="recovery-codes" className="text-xl font-bold">
        {text.recoveryTitle}
      </h2>
      <p className="mt-2">{text.recoveryIntro}</p>
      {/* One click selects every code, to copy them all at once. */}
      <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-base font-semibold select-all sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      {/* The staff pages run no script: the file is the link's own address, saved by `download`. */}
      <p className="mt-4">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(
            [text.recoveryFileTitle(site.brand), "", ...codes, ""].join("\n"),
          )}`}
          download={text.recoveryFileName}
          className="font-semibold text-field-800 underline"
        >
          {text.recoveryDownload}
        </a>
      </p>
    </section>
  );
}

interface SessionRow {
  readonly key: string;
  readonly device: string;
  readonly signedIn: string;
  readonly lastUsed: string;
  readonly current: boolean;
}

/** The account's sessions: device, when it signed in and when it was last used. */
export function SessionList({ sessions }: { sessions: readonly SessionRow[] }) {
  return (
    <table className="mt-4 w-full text-left text-sm">
      <thead className="text-stone-600">
        <tr>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {text.device}
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            {text.signedIn}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {text.lastUsed}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {sessions.map((session) => (
          <tr key={session.key}>
            <th scope="row" className="py-2 pr-4 font-semibold">
              {session.device}
              {session.current ? (
                <span className="ml-2 inline-block rounded-full bg-field-50 px-2 py-0.5 text-xs whitespace-nowrap text-field-900 ring-1 ring-field-600/30">
                  {text.thisDevice}
                </span>
              ) : null}
            </th>
            <td className="py-2 pr-4">{session.signedIn}</td>
            <td className="py-2">{session.lastUsed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
