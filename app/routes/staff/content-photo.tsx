import { data, redirect } from "react-router";
import type { Route } from "./+types/content-photo";
import { PostForm } from "~/components/staff/post-form";
import { StaffPageHead } from "~/components/staff/staff-page-head";
import { StaffSection } from "~/components/staff/staff-section";
import { buttonClasses } from "~/components/ui/button";
import { ErrorSummary, Field } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import { defaultLocale, localeInfo, locales, type Locale } from "~/i18n/locales";
import {
  changedPart,
  deletePhoto,
  earlierAlts,
  focusPosition,
  getPhoto,
  photoPreviewSrc,
  typedPercent,
  updatePhoto,
  type Photo,
  type PhotoChange,
} from "~/server/photos.server";
import { draftsWithPhoto, pagesWithPhoto } from "~/server/content-kinds.server";
import { StaleEdit } from "~/server/content-store.server";
import { photoFolders, PublishError, regenerate } from "~/server/publish.server";
import { getRuntime } from "~/server/runtime.server";
import { access, requireStaff, requireStaffPost } from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";
import { formatEat } from "~/lib/staff-time";
import { ConfirmBox } from "~/components/staff/confirm-box";
import { EarlierDescriptions } from "~/components/staff/earlier-descriptions";

const text = staffText.content.photos;

/** The width the focal-point picture is shown at, in CSS pixels: a click is read against it. */
const PICKER_WIDTH = 320;

/** What a save's answer says, by its `?saved=` (a save that renewed no page: `savedUnused`). */
const savedStatus: Readonly<Record<string, string>> = {
  renewed: text.saved,
  unchanged: text.savedUnchanged,
  "unchanged-renewed": text.savedUnchangedRenewed,
};

function photoOr404(id: string): Photo {
  const photo = getPhoto(getRuntime().db, id);
  if (!photo) throw data({ message: text.notFound }, { status: 404 });
  return photo;
}

export function loader({ request, params }: Route.LoaderArgs) {
  const session = requireStaff(request, getRuntime(), access.content);
  const photo = photoOr404(params.id);
  return {
    csrf: session.csrfToken,
    photo: {
      id: photo.id,
      name: photo.originalName,
      preview: photoPreviewSrc(photo),
      alts: photo.alts,
      // Each form names the revision of the part it saves: the other form's saves are no conflict.
      revisions: { alts: photo.edits.alts.revision, focus: photo.edits.focus.revision },
      updated: { by: photo.updatedBy, at: formatEat(photo.updatedAt) },
      /** Who saved the descriptions stored now. */
      altsBy: photo.edits.alts.updatedBy,
      focus: { x: Math.round(photo.focusX * 100), y: Math.round(photo.focusY * 100) },
      position: focusPosition(photo),
      pickerHeight: Math.round((PICKER_WIDTH * photo.height) / photo.width),
    },
    languages: locales.map((code) => ({ code, name: localeInfo[code].name })),
    usedOn: pagesWithPhoto(getRuntime().db, photo.id),
    inDrafts: draftsWithPhoto(getRuntime().db, photo.id),
    /** Saved (`?saved`), whether pages were renewed with it (`=renewed`), or nothing changed. */
    done: new URL(request.url).searchParams.get("saved"),
    /** The descriptions before each change, newest first, to see and put back. */
    earlier: earlierAlts(getRuntime().db, photo.id).map((version) => ({
      revision: version.revision,
      alts: version.alts,
      by: version.savedBy,
      at: formatEat(version.savedAt),
    })),
  };
}

interface ActionResult {
  readonly alts?: Partial<Record<Locale, string>>;
  readonly focus?: { x: string; y: string };
  /**
   * A refused form's revision as it was sent: its page may be older than a colleague's change,
   * which its next save must not write over unseen (a stale save is refused, 409).
   */
  readonly revision?: number;
  /** Refused as stale: a colleague saved the part since the page was opened (409). */
  readonly stale?: boolean;
  readonly errors?: Record<string, string>;
  readonly message?: string;
}

export async function action({ request, params }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, form } = await requireStaffPost(request, rt, access.content);
  const photo = photoOr404(params.id);
  const here = `/staff/content/photos/${photo.id}`;
  const used = pagesWithPhoto(rt.db, photo.id);

  if (form.intent === "delete") {
    if (used.length > 0)
      return data<ActionResult>(
        { message: text.inUse(used.map((page) => `“${page.title}” (${page.to})`).join(", ")) },
        { status: 409 },
      );
    const drafts = draftsWithPhoto(rt.db, photo.id);
    if (drafts.length > 0)
      return data<ActionResult>(
        { message: text.inDraft(drafts.map((draft) => draft.to).join(", ")) },
        { status: 409 },
      );
    // One click must not delete what cannot be brought back: the box is ticked first.
    if (form.confirm !== "yes")
      return data<ActionResult>({ message: text.deleteUnconfirmed }, { status: 422 });
    await deletePhoto(rt.db, photo, photoFolders());
    return redirect("/staff/content/photos?deleted");
  }

  let change: PhotoChange;
  let typed: Pick<ActionResult, "alts" | "focus">;
  if (form.intent === "alts") {
    const alts = Object.fromEntries(
      locales.flatMap((locale) => {
        const value = (form[`alt.${locale}`] ?? "").trim().slice(0, 300);
        return value ? [[locale, value]] : [];
      }),
    ) as Partial<Record<Locale, string>>;
    if (!alts[defaultLocale] && used.length > 0)
      return data<ActionResult>(
        {
          alts,
          revision: Number(form.revision),
          errors: {
            [`alt.${defaultLocale}`]: text.englishRequired(used.map((page) => page.title)),
          },
        },
        { status: 422 },
      );
    change = { alts };
    typed = { alts };
  } else if (form.intent === "focus") {
    // A click on the picture sends where it landed; without one, the typed percentages count.
    const clickX = Number(form["focus.x"]);
    const clickY = Number(form["focus.y"]);
    const height = Math.round((PICKER_WIDTH * photo.height) / photo.width);
    // Enter in a field submits through the picture (the form's first button) at 0, 0: no click.
    const clicked =
      form["focus.x"] !== undefined && Number.isFinite(clickX + clickY) && clickX + clickY > 0;
    const x = clicked ? clickX / PICKER_WIDTH : typedPercent(form.focusX);
    const y = clicked ? clickY / height : typedPercent(form.focusY);
    if (x === undefined || y === undefined) {
      const errors: Record<string, string> = {};
      if (x === undefined) errors.focusX = text.percent;
      if (y === undefined) errors.focusY = text.percent;
      return data<ActionResult>(
        {
          focus: { x: form.focusX ?? "", y: form.focusY ?? "" },
          revision: Number(form.revision),
          errors,
        },
        { status: 422 },
      );
    }
    change = { focusX: x, focusY: y };
    typed = { focus: { x: String(Math.round(x * 100)), y: String(Math.round(y * 100)) } };
  } else return data<ActionResult>({ message: staffText.unknownAction }, { status: 400 });

  let unchanged: boolean;
  try {
    const revision = Number(form.revision);
    // The same texts again change nothing in the store, and nothing is kept among the earlier.
    unchanged = updatePhoto(rt.db, photo.id, change, revision, session.staff.email) === revision;
  } catch (error) {
    if (!(error instanceof StaleEdit)) throw error;
    // What they typed or clicked stays in the form; the page shows the photo as it is now.
    return data<ActionResult>(
      {
        ...typed,
        stale: true,
        message: text.stale(error.by, formatEat(error.at), changedPart(change)),
      },
      { status: 409 },
    );
  }
  // The pages that show the photo are renewed, even for the same texts again: a save whose
  // pages would not render (a 500 after the store had it) is put right by saving once more.
  if (used.length > 0) {
    try {
      await regenerate(rt.db, [...new Set(used.flatMap((page) => page.paths))]);
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      return data<ActionResult>(
        { message: staffText.content.publishFailed(error.message) },
        { status: 500 },
      );
    }
  }
  if (unchanged)
    return redirect(`${here}?saved=${used.length > 0 ? "unchanged-renewed" : "unchanged"}`);
  return redirect(used.length > 0 ? `${here}?saved=renewed` : `${here}?saved`);
}

/** The photo page's fields by name, in its order, as the summary of problems names them. */
const fieldLabels = (languages: readonly { code: Locale; name: string }[]) => ({
  ...Object.fromEntries(languages.map(({ code, name }) => [`alt.${code}`, name])),
  focusX: text.focusX,
  focusY: text.focusY,
});

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(text.editTitle(loaderData?.photo.name ?? ""));
}

export default function ContentPhoto({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, photo, languages, usedOn, inDrafts, done, earlier } = loaderData;
  const result = actionData as ActionResult | undefined;
  const errors = result?.errors ?? {};
  const alts = result?.alts ?? photo.alts;
  const english = photo.alts.en ?? "";
  /** Under a field refused as stale, where the colleague's text differs from what was sent. */
  const theirs = (code: Locale) => {
    const stored = photo.alts[code] ?? "";
    if (!result?.stale || !result.alts || stored === (result.alts[code] ?? "")) return undefined;
    return text.theirs(photo.altsBy, stored || text.earlierEmpty);
  };
  /** The revision a part's form names: a refused one's as it was sent, else the stored one. */
  const revisionOf = (part: "alts" | "focus") =>
    (result?.[part] && result.revision) || photo.revisions[part];
  /** The form of a part of the photo: unsaved while it shows a refused send. */
  const partForm = (part: "alts" | "focus") => ({
    csrf,
    intent: part,
    unsaved: result?.[part] !== undefined,
    noValidate: true,
  });
  return (
    <div className="grid gap-6">
      <StaffPageHead
        back={{ to: "/staff/content/photos", label: text.title }}
        title={text.editTitle(photo.name)}
        status={done === null || result ? undefined : (savedStatus[done] ?? text.savedUnused)}
      >
        <p className="mt-2 text-stone-700">{text.usedOn(usedOn.map((page) => page.title))}</p>
        {inDrafts.length > 0 ? (
          <p className="mt-1 text-stone-700">
            {text.inDrafts(inDrafts.map((draft) => draft.title))}
          </p>
        ) : null}
        <p className="mt-1 text-stone-700">{text.lastChange(photo.updated.by, photo.updated.at)}</p>
        {/*
         * Every refusal is summed up here, at the top the answer opens at, each problem linking to
         * its field: a focal point's sat below the fold, unseen.
         */}
        {result?.message || Object.keys(errors).length > 0 ? (
          <div className="mt-3">
            <ErrorSummary
              errors={Object.entries(errors)}
              labels={fieldLabels(languages)}
              message={result?.message}
            />
          </div>
        ) : null}
      </StaffPageHead>
      <StaffSection id="describe" title={text.describe}>
        <PostForm {...partForm("alts")} className="grid max-w-3xl gap-4">
          <input type="hidden" name="revision" value={revisionOf("alts")} />
          <p className="text-stone-700">{text.describeHint}</p>
          {languages.map(({ code, name }) => (
            <Field
              key={code}
              label={name}
              name={`alt.${code}`}
              error={errors[`alt.${code}`]}
              hint={
                theirs(code) ??
                (code === defaultLocale || !english ? undefined : `English: ${english}`)
              }
              markOptional={false}
            >
              {(props) => (
                <input
                  {...props}
                  type="text"
                  lang={code}
                  maxLength={300}
                  defaultValue={alts[code] ?? ""}
                />
              )}
            </Field>
          ))}
          <div>
            <button type="submit" className={buttonClasses("primary")}>
              {text.saveAlts}
            </button>
          </div>
        </PostForm>
      </StaffSection>
      <StaffSection id="earlier" title={text.earlier}>
        <EarlierDescriptions
          csrf={csrf}
          revision={photo.revisions.alts}
          earlier={earlier}
          languages={languages}
        />
      </StaffSection>
      <StaffSection id="focus" title={text.focus}>
        <p className="max-w-3xl text-stone-700">{text.focusIntro}</p>
        <p className="mt-2 font-semibold">{text.focusNow(photo.focus.x, photo.focus.y)}</p>
        <PostForm
          {...partForm("focus")}
          className="mt-4 flex flex-wrap items-start gap-x-12 gap-y-6"
        >
          <input type="hidden" name="revision" value={revisionOf("focus")} />
          {/* On the narrowest screens the picture keeps its size and scrolls: a click is read against it. */}
          <div className="w-full max-w-80 overflow-x-auto [contain:inline-size]">
            <div className="relative w-80 shrink-0">
              {/* A click sends its place (focus.x, focus.y) with the form, with or without scripts. */}
              <input
                type="image"
                name="focus"
                src={photo.preview}
                alt={text.focusImage}
                width={PICKER_WIDTH}
                height={photo.pickerHeight}
                tabIndex={-1}
                className="block h-auto w-80 cursor-crosshair rounded-lg"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white bg-sun-500 shadow"
                style={{ left: `${photo.focus.x}%`, top: `${photo.focus.y}%` }}
              />
            </div>
          </div>
          <div className="grid content-start gap-4">
            {(["focusX", "focusY"] as const).map((name) => (
              <Field
                key={name}
                label={text[name]}
                name={name}
                error={errors[name]}
                markOptional={false}
              >
                {(props) => (
                  <input
                    {...props}
                    type="text"
                    inputMode="numeric"
                    className={`${props.className} max-w-32`}
                    defaultValue={
                      result?.focus?.[name === "focusX" ? "x" : "y"] ??
                      String(photo.focus[name === "focusX" ? "x" : "y"])
                    }
                  />
                )}
              </Field>
            ))}
            <div>
              <button type="submit" className={buttonClasses("secondary")}>
                {text.saveFocus}
              </button>
            </div>
          </div>
        </PostForm>
        <h3 className="mt-6 font-bold">{text.crops}</h3>
        <div className="mt-2 flex flex-wrap items-end gap-4">
          {[
            [text.cardCrop, "aspect-[16/10] w-64"],
            [text.squareCrop, "aspect-square w-40"],
          ].map(([label, shape]) => (
            <figure key={label} className="grid gap-1">
              <img
                src={photo.preview}
                alt=""
                className={`${shape} rounded-lg object-cover`}
                style={{ objectPosition: photo.position }}
              />
              <figcaption className="text-sm text-stone-700">{label}</figcaption>
            </figure>
          ))}
        </div>
      </StaffSection>
      <StaffSection id="delete" title={text.delete}>
        <PostForm csrf={csrf} intent="delete" className="grid max-w-xl gap-3">
          <p className="text-stone-700">{text.deleteHint}</p>
          <ConfirmBox>{text.deleteConfirm}</ConfirmBox>
          <div>
            <button type="submit" className={buttonClasses("danger")}>
              {text.delete}
            </button>
          </div>
        </PostForm>
      </StaffSection>
    </div>
  );
}
