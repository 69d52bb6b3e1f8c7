import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/content-photos";
import { PostForm } from "~/components/staff/post-form";
import { StaffPageHead } from "~/components/staff/staff-page-head";
import { StaffSection } from "~/components/staff/staff-section";
import { buttonClasses } from "~/components/ui/button";
import { Picture } from "~/components/ui/picture";
import { ErrorSummary, Field } from "~/components/ui/field";
import { staffText } from "~/content/staff";
import { formatEat } from "~/lib/staff-time";
import {
  addPhoto,
  inLibraryFromParam,
  inLibraryParam,
  listPhotos,
  MAX_PHOTO_BYTES,
  MIN_PHOTO_SIDE,
  photoAsset,
  PhotoInLibrary,
  photoMessages,
  PhotoRefused,
  refusalFromParam,
  refusalMessage,
  refusalParam,
  type Photo,
} from "~/server/photos.server";
import { pagesWithPhoto } from "~/server/content-kinds.server";
import { photoFolders } from "~/server/publish.server";
import { getRuntime } from "~/server/runtime.server";
import { access, requireStaff, requireStaffUpload } from "~/server/staff-auth.server";
import { staffMeta } from "~/lib/staff-meta";

const text = staffText.content.photos;

/** Photos one form may carry. */
const MAX_FILES = 10;
/**
 * How large a file of the form is read: one up to twice a photo's limit (a phone's large HEIC, a
 * scan) is refused by its name and the others are kept (`addPhoto`); one larger still (a video
 * chosen by mistake) stops the form, as the server's door stops a body over its limit.
 */
const MAX_READ_BYTES = 2 * MAX_PHOTO_BYTES;

/** A file already in the library, as the upload's answer lists it: its message and the photo. */
interface InLibrary {
  readonly message: string;
  readonly id: string;
  readonly name: string;
}

const inLibrary = (error: PhotoInLibrary): InLibrary => ({
  message: error.message,
  id: error.photo.id,
  name: error.photo.originalName,
});

/** A photo as the library lists it. */
function listed(photo: Photo) {
  const used = pagesWithPhoto(getRuntime().db, photo.id);
  return {
    id: photo.id,
    name: photo.originalName,
    thumbnail: photoAsset(photo),
    alt: photo.alts.en ?? "",
    details: text.details(
      photo.width,
      photo.height,
      photo.bytes,
      photo.uploadedBy,
      formatEat(photo.uploadedAt),
    ),
    usedOn: used,
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const session = requireStaff(request, getRuntime(), access.content);
  const params = new URL(request.url).searchParams;
  return {
    csrf: session.csrfToken,
    photos: listPhotos(getRuntime().db).map(listed),
    uploaded: Number(params.get("uploaded")) || 0,
    // The files a partly done upload refused, from the address it redirected to.
    refused: params
      .getAll("refused")
      .slice(0, MAX_FILES)
      .flatMap((value) => {
        const refusal = refusalFromParam(value);
        return refusal ? [refusalMessage(refusal)] : [];
      }),
    // The files it did not store again, being in the library already.
    inLibrary: params
      .getAll("inLibrary")
      .slice(0, MAX_FILES)
      .flatMap((value) => {
        const found = inLibraryFromParam(getRuntime().db, value);
        return found ? [inLibrary(found)] : [];
      }),
    deleted: params.has("deleted"),
    filesHint: text.filesHint(MAX_PHOTO_BYTES / 1024 / 1024, MIN_PHOTO_SIDE),
  };
}

interface ActionResult {
  readonly englishAlt: string;
  readonly message?: string;
  readonly refused?: readonly string[];
  readonly inLibrary?: readonly InLibrary[];
}

export async function action({ request }: Route.ActionArgs) {
  const rt = getRuntime();
  const { session, upload } = await requireStaffUpload(request, rt, access.content, {
    maxFiles: MAX_FILES,
    maxFileBytes: MAX_READ_BYTES,
  });
  const englishAlt = (upload.fields.englishAlt ?? "").trim();
  if (upload.problem === "tooLarge")
    return data<ActionResult>({ englishAlt, message: photoMessages.someTooLarge }, { status: 413 });
  if (upload.problem === "tooMany")
    return data<ActionResult>({ englishAlt, message: text.tooMany }, { status: 413 });
  if (upload.problem === "malformed")
    return data<ActionResult>({ englishAlt, message: text.chooseFile }, { status: 400 });
  if (upload.files.length === 0)
    return data<ActionResult>({ englishAlt, message: text.chooseFile }, { status: 422 });
  let uploaded = 0;
  const refused: PhotoRefused[] = [];
  const stored: PhotoInLibrary[] = [];
  for (const file of upload.files) {
    try {
      await addPhoto(rt.db, file, session.staff.email, photoFolders(), englishAlt);
      uploaded += 1;
    } catch (error) {
      if (error instanceof PhotoInLibrary) stored.push(error);
      else if (error instanceof PhotoRefused) refused.push(error);
      else throw error;
    }
  }
  // Nothing stored and a file refused: the page answers with why and the description typed.
  if (uploaded === 0 && refused.length > 0)
    return data<ActionResult>(
      {
        englishAlt,
        refused: refused.map((error) => error.message),
        inLibrary: stored.map(inLibrary),
      },
      { status: 422 },
    );
  // Otherwise a redirect, so a reload cannot upload it twice; the refusals and the files already
  // in the library go along.
  const next = new URLSearchParams({ uploaded: String(uploaded) });
  for (const error of refused) next.append("refused", refusalParam(error.refusal));
  for (const error of stored) next.append("inLibrary", inLibraryParam(error));
  return redirect(`/staff/content/photos?${next}`);
}

export function meta() {
  return staffMeta(text.title);
}

export default function ContentPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, photos, deleted } = loaderData;
  const result = actionData as ActionResult | undefined;
  // An answer to a form replaces the result of the upload before it (the address may still name it).
  const uploaded = result ? 0 : loaderData.uploaded;
  const refused = result ? (result.refused ?? []) : loaderData.refused;
  const inLibrary = result ? (result.inLibrary ?? []) : loaderData.inLibrary;
  return (
    <div className="grid gap-6">
      <StaffPageHead
        back={{ to: "/staff/content", label: staffText.content.backToList }}
        title={text.title}
        intro={text.intro}
        // An answer to a form is what the page opens on, not the deletion the address may name.
        status={
          result
            ? undefined
            : deleted
              ? text.deleted
              : uploaded > 0
                ? text.uploaded(uploaded)
                : undefined
        }
      />
      <StaffSection id="upload" title={text.upload}>
        <PostForm
          csrf={csrf}
          encType="multipart/form-data"
          noValidate
          className="grid max-w-xl gap-4"
        >
          {/* Every refusal of the whole upload is about its files: the summary links to the field,
              which says it too and is marked invalid. */}
          <ErrorSummary errors={result?.message ? [["photos", result.message]] : []} />
          {refused.length > 0 ? (
            <div
              role="alert"
              // Each line names a file, perhaps a phone's long name: it breaks anywhere.
              className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 wrap-anywhere"
            >
              <p className="font-bold">{text.refused(refused.length)}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {refused.map((why, index) => (
                  <li key={index}>{why}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {inLibrary.length > 0 ? (
            <div
              role="status"
              className="rounded-xl border-2 border-sun-600 bg-sun-50 p-4 text-stone-900 wrap-anywhere"
            >
              <p className="font-bold">{text.inLibraryTitle(inLibrary.length)}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {inLibrary.map((file, index) => (
                  <li key={index}>
                    {file.message}{" "}
                    <Link
                      to={`/staff/content/photos/${file.id}`}
                      className="font-semibold text-field-800 underline"
                    >
                      {text.openInLibrary(file.name)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <Field label={text.englishAlt} name="englishAlt" hint={text.englishAltHint}>
            {(props) => (
              <input {...props} type="text" maxLength={300} defaultValue={result?.englishAlt} />
            )}
          </Field>
          <Field
            label={text.files}
            name="photos"
            hint={loaderData.filesHint}
            error={result?.message}
            required
          >
            {(props) => (
              <input
                {...props}
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp"
                className="block w-full text-base file:mr-4 file:rounded-lg file:border-0 file:bg-field-700 file:px-4 file:py-2 file:font-semibold file:text-white"
              />
            )}
          </Field>
          <div>
            <button type="submit" className={buttonClasses("primary")}>
              {text.send}
            </button>
          </div>
        </PostForm>
      </StaffSection>
      <StaffSection id="library" title={text.list}>
        {photos.length === 0 ? (
          <p>{text.none}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {photos.map((photo) => (
              <li key={photo.id} className="grid content-start gap-2">
                {/* AVIF or WebP at the width the grid shows it, not the 960 px JPEG: a library
                    of photos on a phone's data. The card's padding is taken off on a phone. */}
                <Picture
                  image={photo.thumbnail}
                  alt={photo.alt}
                  sizes="(min-width: 1024px) 22rem, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 4rem)"
                  className="aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover"
                />
                <Link
                  to={`/staff/content/photos/${photo.id}`}
                  className="font-semibold wrap-anywhere text-field-800 underline"
                >
                  {text.photoLink(photo.name)}
                </Link>
                <p className="text-sm text-stone-700">{photo.details}</p>
                {photo.alt ? null : <p className="text-sm font-semibold">{text.noAlt}</p>}
                <p className="text-sm text-stone-700">
                  {text.usedOn(photo.usedOn.map((page) => page.title))}
                </p>
              </li>
            ))}
          </ul>
        )}
      </StaffSection>
    </div>
  );
}
