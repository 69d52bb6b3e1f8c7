import { PostForm } from "~/components/staff/post-form";
import {
  DraftNotice,
  ReplaceBox,
  SettingButtons,
  type SettingDraft,
} from "~/components/staff/setting-page";
import type { StaleChange } from "~/server/staff-forms.server";
import { fieldLabels } from "~/components/staff/editor-fields";
import { ErrorSummary, Field } from "~/components/ui/field";
import { socialNetworks } from "~/content/company";
import { staffText } from "~/content/staff";
import { rowIndexes } from "~/lib/form-rows";
import {
  AddRowButton,
  editorLanguages,
  EnterSubmits,
  RowButtons,
  rowLanding,
  WordsField,
} from "./words-field";

/** The ids of the rows of business hours and of the offices, by place (1 for the first). */
const hoursAnchor = (place: number) => `hours-${place}`;
const officeAnchor = (place: number) => `office-${place}`;

const text = staffText.content;
const words = text.company;

/** "Office 2 · City": a part of a row, as a label. */
const within = (...parts: string[]) => parts.join(" · ");

/**
 * The company's contact details as one plain form: main phone and e-mail, head office line,
 * business hours and offices (lists with add, move and remove buttons), social links, the home
 * page's demo video (its YouTube address).
 */
export function CompanyContactForm({
  action,
  csrf,
  revision,
  unsaved,
  replace,
  base,
  values,
  errors,
  message,
  marks,
  draft,
}: {
  /** Where the form sends: its page, at its section (`#contact`). */
  action: string;
  csrf: string;
  revision: number;
  /** The values are what was sent and not saved: leaving the page asks first. */
  unsaved: boolean;
  /** A stale save's colleague's change, which the form may replace once its box is ticked. */
  replace?: StaleChange;
  /** What the fields held when the page was loaded (`fieldBase`). */
  base: string;
  /** The fields by name, as typed or as stored. */
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  message?: string;
  /** The stored translations that are out of date, by field name. */
  marks?: Readonly<Record<string, string>>;
  /** The stored draft the values come from. */
  draft?: SettingDraft;
}) {
  const problems = Object.entries(errors);
  const hours = rowIndexes(values, "hours");
  const offices = rowIndexes(values, "office");
  // Each field's label, in the page's order, for the summary to name it ("Main phone: Type…").
  const labels = fieldLabels(
    editorLanguages,
    {
      headOffice: words.headOffice,
      ...Object.fromEntries(
        hours.flatMap((row, position) => [
          [`hours.${row}.days`, within(words.hoursRow(position + 1), words.days)],
          [`hours.${row}.hours`, within(words.hoursRow(position + 1), words.time)],
        ]),
      ),
      ...Object.fromEntries(
        offices.flatMap((row, position) =>
          (
            [
              ["city", words.city],
              ["address", words.address],
              ["hours", words.officeHours],
            ] as const
          ).map(([field, label]) => [
            `office.${row}.${field}`,
            within(words.office(position + 1), label),
          ]),
        ),
      ),
    },
    {
      phone: words.phone,
      email: words.email,
      ...Object.fromEntries(
        offices.flatMap((row, position) =>
          (
            [
              ["phone", words.officePhone],
              ["email", words.officeEmail],
              ["openingHours", words.openingHours],
            ] as const
          ).map(([field, label]) => [
            `office.${row}.${field}`,
            within(words.office(position + 1), label),
          ]),
        ),
      ),
      ...Object.fromEntries(
        socialNetworks.map((network) => [`social.${network}`, words.socialLink(network)]),
      ),
      video: words.videoLink,
    },
  );
  const input = (name: string, label: string, hint?: string, type = "text") => (
    <Field key={name} label={label} name={name} hint={hint} error={errors[name]} required>
      {(props) => <input {...props} type={type} defaultValue={values[name] ?? ""} />}
    </Field>
  );
  const words3 = (name: string, label: string, lines?: number) => (
    <WordsField
      name={name}
      label={label}
      languages={editorLanguages}
      values={values}
      errors={errors}
      lines={lines}
      marks={marks}
    />
  );
  return (
    <PostForm csrf={csrf} action={action} unsaved={unsaved} noValidate className="grid gap-6">
      <input type="hidden" name="revision" value={revision} />
      <input type="hidden" name="base" value={base} />
      <EnterSubmits />
      {problems.length > 0 || message ? (
        <ErrorSummary
          errors={problems}
          labels={labels}
          message={message ?? text.invalid(problems.length)}
        />
      ) : null}
      {/* A form given back shows what was sent, not the stored draft. */}
      <DraftNotice draft={draft} say={unsaved ? text.mergedDraft : undefined} />
      <div className="grid max-w-xl gap-4">
        {input("phone", words.phone, words.phoneHint, "tel")}
        {input("email", words.email, undefined, "email")}
      </div>
      {words3("headOffice", words.headOffice)}
      <fieldset id="hours" className="grid min-w-0 gap-4">
        <legend className="mb-2 text-lg font-bold">{words.hours}</legend>
        <p className="text-sm text-stone-600">{words.hoursHint}</p>
        {hours.map((row, position) => (
          <div
            key={row}
            id={hoursAnchor(position + 1)}
            className="grid gap-3 rounded-xl border border-stone-300 p-4"
          >
            <h3 className="font-bold">{words.hoursRow(position + 1)}</h3>
            {words3(`hours.${row}.days`, words.days)}
            {words3(`hours.${row}.hours`, words.time)}
            <RowButtons
              list="hours"
              index={row}
              count={hours.length}
              what={words.hoursRow(position + 1).toLowerCase()}
              landing={rowLanding(hoursAnchor, position, hours.length, "hours")}
            />
          </div>
        ))}
        <div>
          <AddRowButton
            list="hours"
            label={words.addHours}
            landing={hoursAnchor(hours.length + 1)}
          />
        </div>
      </fieldset>
      <fieldset id="offices" className="grid min-w-0 gap-4">
        <legend className="mb-2 text-lg font-bold">{words.offices}</legend>
        <p className="text-sm text-stone-600">{words.officesHint}</p>
        {offices.map((row, position) => {
          const name = (field: string) => `office.${row}.${field}`;
          return (
            <div
              key={row}
              id={officeAnchor(position + 1)}
              className="grid gap-4 rounded-xl border border-stone-300 p-4"
            >
              <h3 className="font-bold">{words.office(position + 1)}</h3>
              <input type="hidden" name={name("id")} value={values[name("id")] ?? ""} />
              {words3(name("city"), words.city)}
              {words3(name("address"), words.address, 3)}
              {words3(name("hours"), words.officeHours)}
              <div className="grid gap-4 md:grid-cols-3">
                {input(name("phone"), words.officePhone, undefined, "tel")}
                {input(name("email"), words.officeEmail, undefined, "email")}
                {input(name("openingHours"), words.openingHours, words.openingHoursHint)}
              </div>
              <RowButtons
                list="office"
                index={row}
                count={offices.length}
                what={words.office(position + 1).toLowerCase()}
                landing={rowLanding(officeAnchor, position, offices.length, "offices")}
              />
            </div>
          );
        })}
        <div>
          <AddRowButton
            list="office"
            label={words.addOffice}
            landing={officeAnchor(offices.length + 1)}
          />
        </div>
      </fieldset>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 text-lg font-bold">{words.social}</legend>
        <p className="text-sm text-stone-600">{words.socialHint}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {socialNetworks.map((network) => (
            <Field
              key={network}
              label={words.socialLink(network)}
              name={`social.${network}`}
              error={errors[`social.${network}`]}
              markOptional
            >
              {(props) => (
                <input {...props} type="url" defaultValue={values[`social.${network}`] ?? ""} />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 text-lg font-bold">{words.video}</legend>
        <Field
          label={words.videoLink}
          name="video"
          hint={words.videoHint}
          error={errors.video}
          className="max-w-xl"
          required
        >
          {(props) => <input {...props} type="url" defaultValue={values.video ?? ""} />}
        </Field>
      </fieldset>
      {replace ? <ReplaceBox change={replace} /> : null}
      <SettingButtons publish={words.publish} draft={Boolean(draft)} what={words.contact} />
    </PostForm>
  );
}
