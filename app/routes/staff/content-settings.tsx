import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/content-settings";
import { PostForm } from "~/components/staff/post-form";
import { StaffSection } from "~/components/staff/staff-section";
import { buttonClasses } from "~/components/ui/button";
import { ErrorSummary, Field } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import { publish, saveDraft, StaleEdit } from "~/server/content-store.server";
import { PublishError, regenerate } from "~/server/publish.server";
import { getRuntime } from "~/server/runtime.server";
import { productsText } from "~/content/catalogues";
import { packages } from "~/content/packages";
import { catalogueFields } from "~/content/pricing";
import { products } from "~/content/products";
import {
  CATALOGUE_ID,
  catalogueFromForm,
  catalogueItem,
  PRICES_ID,
  priceSettingsFromForm,
  priceSettingsItem,
  SETTINGS,
} from "~/server/settings.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";

const text = staffText.content;

/** The pages that show prices in birr. */
const pricedPages = ["/size-your-system", "/financing", "/products"];
/** The pages that show the list prices. */
const listPricedPages = ["/products"];

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
  return {
    catalogue: {
      revision: catalogue.revision,
      packages: packages.map(({ id }) => ({
        id,
        name: productsText.en.packages[id].name,
        priceUsd: catalogue.current.packages[id].priceUsd,
        recommended: catalogue.current.packages[id].recommended,
      })),
      products: products.map(({ id }) => ({
        id,
        title: productsText.en.products[id].title,
        fromUsd: catalogue.current.products[id],
      })),
    },
    listDone: new URL(request.url).searchParams.has("list"),
    csrf: session.csrfToken,
    revision: item.revision,
    usdToBirr: item.current.usdToBirr,
    published: item.published?.usdToBirr ?? null,
    by: item.updatedBy === "seed" ? text.seedAuthor : item.updatedBy,
    at: formatEat(item.updatedAt),
    done: new URL(request.url).searchParams.has("done"),
  };
}

interface ActionResult {
  readonly form?: "rate" | "list";
  /** What was typed in the list prices form, by field name. */
  readonly typed?: Record<string, string>;
  readonly rate?: string;
  readonly setOn?: string;
  readonly errors?: Record<string, string>;
  readonly message?: string;
}

export async function action({ request }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.content);
  if (form.intent === "list") return publishListPrices(form, session.staff.email);
  const today = new Date().toISOString().slice(0, 10);
  const { document, errors } = priceSettingsFromForm(form, today);
  const typed = { rate: form.rate ?? "", setOn: form.setOn ?? "" };
  if (Object.keys(errors).length > 0)
    return data<ActionResult>({ ...typed, errors }, { status: 422 });
  try {
    const revision = saveDraft(
      rt.db,
      SETTINGS,
      PRICES_ID,
      document,
      Number(form.revision),
      session.staff.email,
    );
    await regenerate(rt.db, pricedPages, {
      preview: { kind: SETTINGS, id: PRICES_ID, document },
      commit: () => publish(rt.db, SETTINGS, PRICES_ID, revision, session.staff.email),
    });
  } catch (error) {
    if (error instanceof StaleEdit)
      return data<ActionResult>(
        { ...typed, message: text.stale(error.by, formatEat(error.at)) },
        { status: 409 },
      );
    if (error instanceof PublishError)
      return data<ActionResult>(
        { ...typed, message: text.publishFailed(error.message) },
        { status: 500 },
      );
    throw error;
  }
  return redirect("/staff/content/settings?done");
}

/** Publishes the list prices: renders the pages that show them, then commits. */
async function publishListPrices(form: Record<string, string>, by: string) {
  const rt = getRuntime();
  const item = catalogueOrFail();
  const { document, errors } = catalogueFromForm(form, item.current);
  const typed = Object.fromEntries(
    Object.entries(form).filter(([name]) => name !== "csrf" && name !== "intent"),
  );
  if (Object.keys(errors).length > 0)
    return data<ActionResult>({ form: "list", typed, errors }, { status: 422 });
  try {
    const revision = saveDraft(rt.db, SETTINGS, CATALOGUE_ID, document, Number(form.revision), by);
    await regenerate(rt.db, listPricedPages, {
      preview: { kind: SETTINGS, id: CATALOGUE_ID, document },
      commit: () => publish(rt.db, SETTINGS, CATALOGUE_ID, revision, by),
    });
  } catch (error) {
    if (error instanceof StaleEdit)
      return data<ActionResult>(
        { form: "list", typed, message: text.stale(error.by, formatEat(error.at)) },
        { status: 409 },
      );
    if (error instanceof PublishError)
      return data<ActionResult>(
        { form: "list", typed, message: text.publishFailed(error.message) },
        { status: 500 },
      );
    throw error;
  }
  return redirect("/staff/content/settings?list");
}

export default function ContentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, revision, usdToBirr, published, by, at, done, catalogue, listDone } = loaderData;
  const answer = actionData as ActionResult | undefined;
  // Each form shows its own answer.
  const result = answer?.form === "list" ? undefined : answer;
  const list = answer?.form === "list" ? answer : undefined;
  const errors = result?.errors ?? {};
  const problems = Object.entries(errors);
  const listErrors = list?.errors ?? {};
  const listProblems = Object.entries(listErrors);
  const typed = (name: string, value: number) => list?.typed?.[name] ?? String(value);
  return (
    <div className="grid gap-6">
      <div>
        <p>
          <Link to="/staff/content" className="font-semibold text-field-800 underline">
            {text.backToList}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{text.settings.title}</h1>
        <p className="mt-2 max-w-3xl text-stone-700">{text.settings.intro}</p>
        {published ? (
          <p className="mt-2 text-stone-700">
            {text.settings.current(published.rate, published.setOn, by, at)}
          </p>
        ) : null}
        {(done || listDone) && !answer ? (
          <p role="status" className="mt-3 rounded-xl border-2 border-field-700 bg-field-50 p-3">
            {done ? text.settings.published : text.settings.listPublished}
          </p>
        ) : null}
      </div>
      <StaffSection id="rate" title={text.settings.section}>
        <PostForm csrf={csrf} noValidate className="grid max-w-md gap-4">
          <input type="hidden" name="revision" value={revision} />
          {problems.length > 0 || result?.message ? (
            <ErrorSummary
              errors={problems}
              message={result?.message ?? text.invalid(problems.length)}
            />
          ) : null}
          <Field
            label={text.settings.rate}
            name="rate"
            hint={text.settings.rateHint}
            error={errors.rate}
            required
          >
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode="decimal"
                defaultValue={result?.rate ?? String(usdToBirr.rate)}
              />
            )}
          </Field>
          <Field
            label={text.settings.setOn}
            name="setOn"
            hint={text.settings.setOnHint}
            error={errors.setOn}
            required
          >
            {(props) => (
              <input {...props} type="text" defaultValue={result?.setOn ?? usdToBirr.setOn} />
            )}
          </Field>
          <div>
            <button type="submit" className={buttonClasses("primary")}>
              {text.settings.publish}
            </button>
          </div>
        </PostForm>
      </StaffSection>
      <StaffSection id="list-prices" title={text.settings.listSection}>
        <p className="max-w-3xl text-stone-700">{text.settings.listIntro}</p>
        <PostForm csrf={csrf} intent="list" noValidate className="mt-4 grid max-w-xl gap-6">
          <input type="hidden" name="revision" value={catalogue.revision} />
          {listProblems.length > 0 || list?.message ? (
            <ErrorSummary
              errors={listProblems}
              message={list?.message ?? text.invalid(listProblems.length)}
            />
          ) : null}
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-bold">{text.settings.packagesLegend}</legend>
            {catalogue.packages.map((item) => (
              <Field
                key={item.id}
                label={text.settings.packagePrice(item.name)}
                name={catalogueFields.package(item.id)}
                error={listErrors[catalogueFields.package(item.id)]}
                markOptional={false}
              >
                {(props) => (
                  <input
                    {...props}
                    type="text"
                    inputMode="numeric"
                    defaultValue={typed(catalogueFields.package(item.id), item.priceUsd)}
                  />
                )}
              </Field>
            ))}
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
            {catalogue.products.map((item) => (
              <Field
                key={item.id}
                label={item.title}
                name={catalogueFields.product(item.id)}
                error={listErrors[catalogueFields.product(item.id)]}
                markOptional={false}
              >
                {(props) => (
                  <input
                    {...props}
                    type="text"
                    inputMode="numeric"
                    defaultValue={typed(catalogueFields.product(item.id), item.fromUsd)}
                  />
                )}
              </Field>
            ))}
          </fieldset>
          <div>
            <button type="submit" className={buttonClasses("primary")}>
              {text.settings.publishList}
            </button>
          </div>
        </PostForm>
      </StaffSection>
    </div>
  );
}
