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
  altsFingerprint,
  deletePhoto,
  earlierAlts,
  focusPosition,
  getPhoto,
  photoPreviewSrc,
  savePhotoEdits,
  StalePhotoPart,
  typedPercent,
  type Photo,
  type PhotoChange,
  type PhotoPart,
} from "~/server/photos.server";
import { draftsWithPhoto, pagesWithPhoto } from "~/server/content-kinds.server";
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
      // The form names the revision of each part it shows: a colleague's save of one part is no
      // conflict for a save of the other.
      revisions: { alts: photo.edits.alts.revision, focus: photo.edits.focus.revision },
      /** What the page shows of each part: the form saves only the parts that differ from it. */
      shown: shownParts(photo),
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

/** The fields of the photo's form, as sent: only the parts a save changed (or tried to). */
interface SentParts {
  readonly alts?: Partial<Record<Locale, string>>;
  readonly focus?: { x: string; y: string };
  /**
   * The revision each sent part's form named: its page may be older than a colleague's change,
   * which its next save must not write over unseen (a stale save is refused, 409).
   */
  readonly revisions: Partial<Record<PhotoPart, number>>;
  /** What the page showed of each sent part (`shownParts`), kept for its next save. */
  readonly shown: Partial<Record<PhotoPart, string>>;
}

interface ActionResult extends Partial<SentParts> {
  /** The part refused as stale: a colleague saved it since the page was opened (409). */
  readonly stale?: PhotoPart;
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

  // The page's one form sends what it showed of each part; a post without it (an earlier
  // description put back, an older page) saves the one part its intent names.
  if (form.altsShown === undefined && form.intent !== "alts" && form.intent !== "focus")
    return data<ActionResult>({ message: staffText.unknownAction }, { status: 400 });
  const typed = form.altsShown === undefined ? typedPart(form, photo) : typedParts(form, photo);
  if ("errors" in typed) return data<ActionResult>(typed, { status: 422 });
  const englishMissing = typed.edits.some(
    ({ change }) => "alts" in change && !change.alts[defaultLocale] && used.length > 0,
  );
  if (englishMissing)
    return data<ActionResult>(
      {
        ...typed.sent,
        errors: {
          [`alt.${defaultLocale}`]: text.englishRequired(used.map((page) => page.title)),
        },
      },
      { status: 422 },
    );

  let changed: boolean;
  try {
    // The same texts again change nothing in the store, and nothing is kept among the earlier.
    changed = savePhotoEdits(rt.db, photo.id, typed.edits, session.staff.email);
  } catch (error) {
    if (!(error instanceof StalePhotoPart)) throw error;
    // What they typed or clicked stays in the form; the page shows the photo as it is now. The
    // part refused names what is stored now, which they have now seen: saving again replaces it.
    return data<ActionResult>(
      {
        ...typed.sent,
        revisions: { ...typed.sent.revisions, [error.part]: undefined },
        shown: { ...typed.sent.shown, [error.part]: undefined },
        stale: error.part,
        message: text.stale(error.by, formatEat(error.at), error.part),
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
  if (!changed)
    return redirect(`${here}?saved=${used.length > 0 ? "unchanged-renewed" : "unchanged"}`);
  return redirect(used.length > 0 ? `${here}?saved=renewed` : `${here}?saved`);
}

/** What the page shows of each part, sent back by its form: a save changes only what differs. */
function shownParts(photo: Photo): Record<PhotoPart, string> {
  const { x, y } = percents(photo.focusX, photo.focusY);
  return { alts: altsFingerprint(photo.alts), focus: `${x},${y}` };
}

/** A focal point (0–1 across and down) as the page's fields show it, in whole percents. */
const percents = (x: number, y: number) => ({
  x: String(Math.round(x * 100)),
  y: String(Math.round(y * 100)),
});

/** The descriptions as sent, each trimmed to 300 letters; a language left empty has none. */
function sentAlts(form: Record<string, string>): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const value = (form[`alt.${locale}`] ?? "").trim().slice(0, 300);
      return value ? [[locale, value]] : [];
    }),
  ) as Partial<Record<Locale, string>>;
}

/**
 * The focal point as sent: a click on the picture sends where it landed; without one, the typed
 * percentages count (undefined where one is no number from 0 to 100).
 */
function sentFocus(form: Record<string, string>, photo: Photo) {
  const clickX = Number(form["focus.x"]);
  const clickY = Number(form["focus.y"]);
  const height = Math.round((PICKER_WIDTH * photo.height) / photo.width);
  // A submission without a click on the picture sends no place, or 0, 0.
  const clicked =
    form["focus.x"] !== undefined && Number.isFinite(clickX + clickY) && clickX + clickY > 0;
  const x = clicked ? clickX / PICKER_WIDTH : typedPercent(form.focusX);
  const y = clicked ? clickY / height : typedPercent(form.focusY);
  const typed = { x: form.focusX ?? "", y: form.focusY ?? "" };
  const errors: Record<string, string> = {};
  if (x === undefined) errors.focusX = text.percent;
  if (y === undefined) errors.focusY = text.percent;
  return x === undefined || y === undefined
    ? { clicked, typed, errors }
    : { clicked, typed: percents(x, y), change: { focusX: x, focusY: y } };
}

type Typed =
  | {
      readonly edits: readonly { readonly change: PhotoChange; readonly revision: number }[];
      readonly sent: SentParts;
    }
  | (SentParts & { readonly errors: Record<string, string> });

/** A post of one part, named by its intent, over the `revision` it names. */
function typedPart(form: Record<string, string>, photo: Photo): Typed {
  const revision = Number(form.revision);
  if (form.intent === "alts") {
    const alts = sentAlts(form);
    return {
      edits: [{ change: { alts }, revision }],
      sent: { alts, revisions: { alts: revision }, shown: {} },
    };
  }
  const point = sentFocus(form, photo);
  const sent = { focus: point.typed, revisions: { focus: revision }, shown: {} };
  if (!point.change) return { ...sent, errors: point.errors };
  return { edits: [{ change: point.change, revision }], sent };
}

/**
 * A post of the page's one form (decision 0079): whichever button was pressed, each part that
 * differs from what the page showed of it is saved, over the revision the page showed of it.
 */
function typedParts(form: Record<string, string>, photo: Photo): Typed {
  const alts = sentAlts(form);
  const point = sentFocus(form, photo);
  const altsChanged = altsFingerprint(alts) !== form.altsShown;
  const focusChanged = point.clicked || `${point.typed.x},${point.typed.y}` !== form.focusShown;
  const sent: SentParts = {
    alts: altsChanged ? alts : undefined,
    focus: focusChanged ? point.typed : undefined,
    revisions: {
      alts: altsChanged ? Number(form.altsRevision) : undefined,
      focus: focusChanged ? Number(form.focusRevision) : undefined,
    },
    shown: {
      alts: altsChanged ? form.altsShown : undefined,
      focus: focusChanged ? form.focusShown : undefined,
    },
  };
  if (focusChanged && !point.change) return { ...sent, errors: point.errors };
  const edits = [
    ...(altsChanged ? [{ change: { alts }, revision: Number(form.altsRevision) }] : []),
    ...(focusChanged && point.change
      ? [{ change: point.change, revision: Number(form.focusRevision) }]
      : []),
  ];
  return { edits, sent };
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
    if (result?.stale !== "alts" || !result.alts || stored === (result.alts[code] ?? ""))
      return undefined;
    return text.theirs(photo.altsBy, stored || text.earlierEmpty);
  };
  /** A part's hidden fields: the revision and what the page showed, as sent when refused. */
  const partFields = (part: PhotoPart) => (
    <>
      <input
        type="hidden"
        name={`${part}Revision`}
        value={result?.revisions?.[part] ?? photo.revisions[part]}
      />
      <input
        type="hidden"
        name={`${part}Shown`}
        value={result?.shown?.[part] ?? photo.shown[part]}
      />
    </>
  );
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
      {/*
       * The descriptions and the focal point are one form: without scripts the browser sends only
       * the form whose button is pressed, and typing in the other would be lost (decision 0079).
       * The first button is "Save the descriptions": Enter in any field presses it, never the
       * picture, and every part changed is saved whichever is pressed.
       */}
      <PostForm
        csrf={csrf}
        unsaved={result?.alts !== undefined || result?.focus !== undefined}
        noValidate
        className="grid gap-6"
      >
        <StaffSection id="describe" title={text.describe}>
          <div className="grid max-w-3xl gap-4">
            {partFields("alts")}
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
              <button type="submit" name="intent" value="alts" className={buttonClasses("primary")}>
                {text.saveAlts}
              </button>
            </div>
          </div>
        </StaffSection>
        <StaffSection id="focus" title={text.focus}>
          <p className="max-w-3xl text-stone-700">{text.focusIntro}</p>
          <p className="mt-2 font-semibold">{text.focusNow(photo.focus.x, photo.focus.y)}</p>
          <div className="mt-4 flex flex-wrap items-start gap-x-12 gap-y-6">
            {partFields("focus")}
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
                <button
                  type="submit"
                  name="intent"
                  value="focus"
                  className={buttonClasses("secondary")}
                >
                  {text.saveFocus}
                </button>
              </div>
            </div>
          </div>
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
      </PostForm>
      <StaffSection id="earlier" title={text.earlier}>
        <EarlierDescriptions
          csrf={csrf}
          revision={photo.revisions.alts}
          earlier={earlier}
          languages={languages}
        />
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
