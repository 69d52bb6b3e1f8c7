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
import {
  PRICES_ID,
  priceSettingsFromForm,
  priceSettingsItem,
  SETTINGS,
} from "~/server/settings.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";

const text = staffText.content;

/** The pages that show prices in birr. */
const pricedPages = ["/size-your-system", "/financing"];

function itemOrFail() {
  const item = priceSettingsItem(getRuntime().db);
  if (!item) throw data({ message: "The price settings are missing." }, { status: 500 });
  return item;
}

export function loader({ request }: Route.LoaderArgs) {
  const session = requireStaff(request, getRuntime(), access.content);
  const item = itemOrFail();
  return {
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
  readonly rate?: string;
  readonly setOn?: string;
  readonly errors?: Record<string, string>;
  readonly message?: string;
}

export async function action({ request }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.content);
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

export default function ContentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, revision, usdToBirr, published, by, at, done } = loaderData;
  const result = actionData as ActionResult | undefined;
  const errors = result?.errors ?? {};
  const problems = Object.entries(errors);
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
        {done && !result ? (
          <p role="status" className="mt-3 rounded-xl border-2 border-field-700 bg-field-50 p-3">
            {text.settings.published}
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
    </div>
  );
}
