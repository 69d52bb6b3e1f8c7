import { data } from "react-router";
import type { Route } from "./+types/content-settings";
import { PostForm } from "~/components/staff/post-form";
import { StaffPageHead } from "~/components/staff/staff-page-head";
import { HistoryLinks } from "~/components/staff/history-links";
import { historyLinks } from "~/server/setting-kinds.server";
import { StaffSection } from "~/components/staff/staff-section";
import {
  DraftNotice,
  SettingButtons,
  settingStatus,
  unsavedAnswer,
} from "~/components/staff/setting-page";
import { ErrorSummary, Field } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import { history } from "~/server/content-store.server";
import { getRuntime } from "~/server/runtime.server";
import { catalogueNames } from "~/server/catalogue-names.server";
import { packages } from "~/content/packages";
import { catalogueFields, engineFields, pricingSeed } from "~/content/pricing";
import { products } from "~/content/products";
import {
  CATALOGUE_ID,
  catalogueFormFields,
  catalogueFromForm,
  catalogueItem,
  PRICES_ID,
  priceSettingsFromForm,
  rateJump,
  priceSettingsItem,
  rateFormFields,
  SETTINGS,
} from "~/server/settings.server";
import { fieldBase } from "~/server/field-merge.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import {
  everyPage,
  draftState,
  publishSettingForm,
  settingIntent,
  sentFrom,
  typedFields,
  type SettingAnswer,
} from "~/server/staff-forms.server";
import { staffMeta } from "~/lib/staff-meta";

const text = staffText.content;

/** The engine prices' fields, petrol's then diesel's. */
const engineKinds = ["petrol", "diesel"] as const;
const engineParts = ["usdPerKw", "minimumUsd"] as const;

function itemOrFail() {
  const item = priceSettingsItem(getRuntime().db);
  if (!item) throw data({ message: "The price settings are missing." }, { status: 500 });
  return item;
}

function catalogueOrFail() {
  const item = catalogueItem(getRuntime().db);
  if (!item) throw data({ message: "The list prices are missing." }, { status: 500 });
  return item;
}

export function loader({ request }: Route.LoaderArgs) {
  const session = requireStaff(request, getRuntime(), access.content);
  const item = itemOrFail();
  const catalogue = catalogueOrFail();
  const names = catalogueNames();
  const [lastPublished = { publishedBy: item.updatedBy, publishedAt: item.updatedAt }] = history(
    getRuntime().db,
    SETTINGS,
    PRICES_ID,
  );
  return {
    catalogue: {
      revision: catalogue.revision,
      base: fieldBase(catalogueFormFields(catalogue.current)),
      packages: packages.map(({ id }) => ({
        id,
        name: names.packages[id].name,
        priceUsd: catalogue.current.packages[id].priceUsd,
        recommended: catalogue.current.packages[id].recommended,
      })),
      products: products.map(({ id }) => ({
        id,
        title: names.products[id].name,
        fromUsd: catalogue.current.products[id],
      })),
    },
    listDone: new URL(request.url).searchParams.has("list"),
    listState: draftState(request, catalogue),
    rateState: draftState(request, item),
    history: historyLinks(PRICES_ID, CATALOGUE_ID),
    csrf: session.csrfToken,
    revision: item.revision,
    base: fieldBase(rateFormFields(item.current)),
    usdToBirr: item.current.usdToBirr,
    drillingBirr: (item.current.drillingPerMetre ?? pricingSeed.drillingPerMetre).birr,
    fuel: item.current.fuelPerLitre ?? pricingSeed.fuelPerLitre,
    engines: item.current.enginePumpSets ?? pricingSeed.enginePumpSets,
    published: item.published?.usdToBirr ?? null,
    // Who published what the site shows (a draft saved since is the draft notice's).
    by: lastPublished.publishedBy === "seed" ? text.seedAuthor : lastPublished.publishedBy,
    at: formatEat(lastPublished.publishedAt),
    done: new URL(request.url).searchParams.has("done"),
  };
}

/** A settings form's answer (`SettingAnswer`): which of the page's forms, and a rate to confirm. */
type ActionResult = Partial<SettingAnswer> & {
  readonly form?: "rate" | "list";
  /** A rate far from the site's, to confirm before it is published (`rateJump`). */
  readonly confirmRate?: number;
};

export async function action({ request }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.content);
  if (form.intent === "list") return publishListPrices(form, session.staff.email);
  const stored = itemOrFail();
  // A new rate is dated today unless another day is picked; the rate the form showed keeps its day.
  const read = priceSettingsFromForm(form, undefined, stored.current.usdToBirr);
  const intent = settingIntent(form);
  // A rate far from the site's is published once confirmed: a slipped digit changes every price.
  const onSite = stored.published?.usdToBirr.rate;
  const typedRate = read.document.usdToBirr.rate;
  const jump =
    intent === "publish" && onSite !== undefined && !read.errors.rate
      ? rateJump(onSite, typedRate)
      : undefined;
  // The tick confirms the rate it was offered for: another rate typed since is asked again.
  if (jump !== undefined && Number(form.confirmRate) !== typedRate)
    return data<ActionResult>(
      {
        form: "rate",
        ...sentFrom(form),
        typed: typedFields(form),
        errors: { ...read.errors, rate: text.settings.rateJump(onSite!, typedRate, jump) },
        confirmRate: typedRate,
      },
      { status: 422 },
    );
  // Published, previewed, saved as a draft or its draft discarded, as every settings form is.
  return publishSettingForm(read, typedFields(form), {
    form,
    intent,
    by: session.staff.email,
    // Every page: the chat in every page's frame names the cheapest package's price in birr.
    pages: everyPage,
    // Back at the page's top, where its status is (not at the form's section).
    done: "/staff/content/settings?done#main",
    extra: { form: "rate" },
    merge: {
      sent: form,
      stored: () => rateFormFields(itemOrFail().current),
      labels: rateLabels(),
    },
  });
}

/** Publishes the list prices: renders the pages that show them, then commits. */
function publishListPrices(form: Record<string, string>, by: string) {
  const names = catalogueNames().packages;
  const read = catalogueFromForm(form, catalogueOrFail().current, (id) => names[id].name);
  return publishSettingForm(read, typedFields(form), {
    form,
    intent: settingIntent(form),
    by,
    pages: everyPage,
    done: "/staff/content/settings?list#main",
    extra: { form: "list" },
    merge: {
      sent: form,
      stored: () => catalogueFormFields(catalogueOrFail().current),
      labels: listLabels(names, catalogueNames().products),
    },
  });
}

/** The rate form's labels by field name, for its summary and a merge's message. */
const rateLabels = (): Record<string, string> => ({
  rate: text.settings.rate,
  setOn: text.settings.setOn,
  drilling: text.settings.drilling,
  diesel: text.settings.fuel.diesel,
  petrol: text.settings.fuel.petrol,
  ...Object.fromEntries(
    engineKinds.flatMap((kind) =>
      engineParts.map((part) => [engineFields[kind][part], text.settings.engine[kind][part]]),
    ),
  ),
});

/** The list prices form's labels by field name, from the packages' and products' names. */
const listLabels = (
  packageNames: Readonly<Record<string, { name: string }>>,
  productNames: Readonly<Record<string, { name: string }>>,
): Record<string, string> => ({
  ...Object.fromEntries(
    packages.map(({ id }) => [
      catalogueFields.package(id),
      text.settings.packagePrice(packageNames[id]?.name ?? id),
    ]),
  ),
  [catalogueFields.recommended]: text.settings.recommended,
  ...Object.fromEntries(
    products.map(({ id }) => [catalogueFields.product(id), productNames[id]?.name ?? id]),
  ),
});

export const meta = () => staffMeta(text.settings.title);

/**
 * Where a form of this long page sends: the page, at the form's section, so the browser shows a
 * refused form's answer there, its summary of problems first.
 */
const sectionAction = (section: "rate" | "list-prices") => `/staff/content/settings#${section}`;

export default function ContentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, revision, usdToBirr, drillingBirr, published, by, at, done, catalogue, listDone } =
    loaderData;
  const { fuel, engines } = loaderData;
  const { history, listState, rateState } = loaderData;
  const answer = actionData as ActionResult | undefined;
  // Each form shows its own answer.
  const result = answer?.form === "list" ? undefined : answer;
  const list = answer?.form === "list" ? answer : undefined;
  const errors = result?.errors ?? {};
  const problems = Object.entries(errors);
  const listErrors = list?.errors ?? {};
  const listProblems = Object.entries(listErrors);
  /** A list price in whole dollars: what was typed if the form came back, else the stored one. */
  const dollars = (name: string, label: string, stored: number) => (
    <Field key={name} label={label} name={name} error={listErrors[name]} markOptional={false}>
      {(props) => (
        <input
          {...props}
          type="text"
          inputMode="numeric"
          defaultValue={list?.typed?.[name] ?? String(stored)}
        />
      )}
    </Field>
  );
  /** A field of the rate form: what was typed if the form came back, else the stored value. */
  const rateField = (
    name: string,
    label: string,
    hint: string,
    stored: string | number,
    /** What is typed: a number (the phone's keyboard for it) or a day. */
    kind?: "decimal" | "numeric" | "date",
  ) => (
    <Field key={name} label={label} name={name} hint={hint} error={errors[name]} required>
      {(props) => (
        <input
          {...props}
          // A day is picked from a calendar, as a post's date is; it is sent as YYYY-MM-DD.
          type={kind === "date" ? "date" : "text"}
          inputMode={kind === "date" ? undefined : kind}
          defaultValue={result?.typed?.[name] ?? String(stored)}
        />
      )}
    </Field>
  );
  return (
    <div className="grid gap-6">
      <StaffPageHead
        back={{ to: "/staff/content", label: text.backToList }}
        title={text.settings.title}
        intro={text.settings.intro}
        status={
          answer
            ? undefined
            : done
              ? text.settings.published
              : (settingStatus({ ...rateState, done: false }, text.settings.published) ??
                settingStatus({ ...listState, done: listDone }, text.settings.listPublished))
        }
      >
        {published ? (
          <p className="mt-2 text-stone-700">
            {text.settings.current(published.rate, published.setOn, by, at)}
          </p>
        ) : null}
        <HistoryLinks links={history} />
      </StaffPageHead>
      <StaffSection id="rate" title={text.settings.section}>
        <PostForm
          csrf={csrf}
          action={sectionAction("rate")}
          unsaved={unsavedAnswer(result)}
          noValidate
          className="grid max-w-xl gap-4"
        >
          <input type="hidden" name="revision" value={result?.revision ?? revision} />
          <input type="hidden" name="base" value={result?.base ?? loaderData.base} />
          {/* First under the section's heading, where a refused form's answer opens (#rate). */}
          {problems.length > 0 || result?.message ? (
            <ErrorSummary
              errors={problems}
              labels={rateLabels()}
              message={result?.message ?? text.invalid(problems.length)}
            />
          ) : null}
          {/* A refused form shows what was sent, not the draft: it offers no discarding unseen. */}
          <DraftNotice
            draft={rateState.draft}
            say={unsavedAnswer(result) ? text.mergedDraft : undefined}
          />
          {rateField("rate", text.settings.rate, text.settings.rateHint, usdToBirr.rate, "decimal")}
          {result?.confirmRate === undefined ? null : (
            <label className="flex items-start gap-3 font-medium">
              <input
                type="checkbox"
                name="confirmRate"
                value={result.confirmRate}
                className="mt-0.5 size-5"
              />
              {text.settings.rateConfirm(result.confirmRate)}
            </label>
          )}
          {rateField(
            "setOn",
            text.settings.setOn,
            text.settings.setOnHint,
            usdToBirr.setOn,
            "date",
          )}
          {rateField(
            "drilling",
            text.settings.drilling,
            text.settings.drillingHint,
            drillingBirr,
            "numeric",
          )}
          {(["diesel", "petrol"] as const).map((name) =>
            rateField(
              name,
              text.settings.fuel[name],
              text.settings.fuelHint,
              fuel[name],
              "decimal",
            ),
          )}
          <fieldset className="grid gap-4" aria-describedby="engine-intro">
            <legend className="mb-2 text-lg font-bold">{text.settings.engineLegend}</legend>
            <p id="engine-intro" className="text-stone-700">
              {text.settings.engineIntro}
            </p>
            {engineKinds.flatMap((kind) =>
              engineParts.map((part) =>
                rateField(
                  engineFields[kind][part],
                  text.settings.engine[kind][part],
                  part === "usdPerKw"
                    ? text.settings.enginePerKwHint
                    : text.settings.engineMinimumHint,
                  engines[kind][part],
                  // Whole dollars: the phone's number pad.
                  "numeric",
                ),
              ),
            )}
          </fieldset>
          <SettingButtons
            publish={text.settings.publish}
            draft={Boolean(rateState.draft) && !result}
            what={text.settings.section}
          />
        </PostForm>
      </StaffSection>
      <StaffSection id="list-prices" title={text.settings.listSection}>
        {/* First under the section's heading, where a refused form's answer opens (#list-prices). */}
        {listProblems.length > 0 || list?.message ? (
          <div className="mb-4 max-w-xl">
            <ErrorSummary
              errors={listProblems}
              labels={Object.fromEntries([
                ...catalogue.packages.map((item) => [
                  catalogueFields.package(item.id),
                  text.settings.packagePrice(item.name),
                ]),
                [catalogueFields.recommended, text.settings.recommended],
                ...catalogue.products.map((item) => [catalogueFields.product(item.id), item.title]),
              ])}
              message={list?.message ?? text.invalid(listProblems.length)}
            />
          </div>
        ) : null}
        <p className="max-w-3xl text-stone-700">{text.settings.listIntro}</p>
        <PostForm
          csrf={csrf}
          intent="list"
          action={sectionAction("list-prices")}
          unsaved={unsavedAnswer(list)}
          noValidate
          className="mt-4 grid max-w-xl gap-6"
        >
          <input type="hidden" name="revision" value={list?.revision ?? catalogue.revision} />
          <input type="hidden" name="base" value={list?.base ?? catalogue.base} />
          <DraftNotice
            draft={listState.draft}
            say={unsavedAnswer(list) ? text.mergedDraft : undefined}
          />
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-bold">{text.settings.packagesLegend}</legend>
            {catalogue.packages.map((item) =>
              dollars(
                catalogueFields.package(item.id),
                text.settings.packagePrice(item.name),
                item.priceUsd,
              ),
            )}
            <Field
              label={text.settings.recommended}
              name={catalogueFields.recommended}
              error={listErrors[catalogueFields.recommended]}
              markOptional={false}
            >
              {(props) => (
                <select
                  {...props}
                  defaultValue={
                    list?.typed?.[catalogueFields.recommended] ??
                    catalogue.packages.find((item) => item.recommended)?.id ??
                    ""
                  }
                >
                  <option value="">{text.settings.noRecommended}</option>
                  {catalogue.packages.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </fieldset>
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-bold">{text.settings.productsLegend}</legend>
            {catalogue.products.map((item) =>
              dollars(catalogueFields.product(item.id), item.title, item.fromUsd),
            )}
          </fieldset>
          <SettingButtons
            publish={text.settings.publishList}
            draft={Boolean(listState.draft) && !list}
            what={text.settings.listSection}
          />
        </PostForm>
      </StaffSection>
    </div>
  );
}
