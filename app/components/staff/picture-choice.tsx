import { useId } from "react";
import { FieldError } from "~/components/ui/field";
import { Picture } from "~/components/ui/picture";
import { staffText } from "~/content/staff";
import type { ImageAsset, PictureOption } from "~/lib/image";

const text = staffText.content;

/**
 * A choice of one picture, shown as the pictures themselves: each a card with its thumbnail, its
 * whole description and a radio button. The card chosen shows; the others show when the editor
 * ticks "Show all …" (CSS alone: staff pages run no script), and at once when the choice was
 * refused, its message under the question. A select named each picture by a description of
 * 60 – 90 characters, cut short at every width, and showed none of them (decision 0061).
 */
export function PictureChoice({
  name,
  label,
  hint,
  value,
  options,
  error,
  none,
  noneImage,
}: {
  /** The form field's name, shared by its radio buttons. */
  name: string;
  label: string;
  hint?: string;
  /** The chosen value; one no longer among the options chooses "none", or the first picture. */
  value: string;
  options: readonly PictureOption[];
  error?: string;
  /** The label of the answer "none", offered first; without it, a picture must be chosen. */
  none?: string;
  /** What the page shows for "none", where it shows something (a member's illustrated portrait). */
  noneImage?: ImageAsset;
}) {
  const uid = useId();
  const hintId = hint ? `${uid}-hint` : undefined;
  const errorId = error ? `${uid}-error` : undefined;
  const choices: readonly (Omit<PictureOption, "image"> & { image?: ImageAsset })[] =
    none === undefined ? options : [{ value: "", label: none, image: noneImage }, ...options];
  // As a select did: a value that is not (or no longer) offered leaves the first answer chosen.
  const chosen = choices.some((choice) => choice.value === value)
    ? value
    : (choices[0]?.value ?? "");
  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      className="group/pictures min-w-0"
    >
      <legend className="text-sm font-semibold text-stone-800">{label}</legend>
      {hint ? (
        <p id={hintId} className="mt-0.5 max-w-3xl text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {/* Under the question, not under 26 pictures. */}
      {error ? <FieldError id={errorId} message={error} /> : null}
      {choices.length < 2 ? null : (
        <label className="mt-1 inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-field-800">
          {/* Above the pictures, so that it stays where it was ticked. Not sent with the form (it
            has no name): it only shows the other pictures. */}
          <input
            type="checkbox"
            data-show-all=""
            defaultChecked={Boolean(error)}
            className="size-5 accent-field-700"
          />
          {text.showAllPictures(choices.length)}
        </label>
      )}
      {/* Two across on a phone, then as many as 10rem allows: 26 pictures in a few screens. */}
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))]">
        {choices.map((choice, index) => (
          <label
            key={choice.value}
            className={`hidden min-w-0 cursor-pointer content-start gap-2 rounded-lg border bg-white p-2 text-stone-900 group-has-[[data-show-all]:checked]/pictures:grid has-checked:grid has-checked:border-field-600 has-checked:bg-field-50 has-checked:ring-1 has-checked:ring-field-600 ${error ? "border-red-700" : "border-stone-300"}`}
          >
            {choice.image ? (
              // Described by the words beside it: the picture itself says nothing more to a
              // screen reader.
              <Picture
                image={choice.image}
                position={choice.position}
                alt=""
                sizes="12rem"
                className="aspect-[4/3] w-full rounded bg-stone-100 object-cover"
              />
            ) : (
              <span className="aspect-[4/3] w-full rounded border border-dashed border-stone-400 bg-stone-50" />
            )}
            <span className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                id={index === 0 ? `field-${name}` : undefined}
                name={name}
                value={choice.value}
                defaultChecked={choice.value === chosen}
                // Focus and the error summary's link keep the question above it in view.
                className="mt-0.5 size-4 shrink-0 scroll-mt-32 accent-field-700"
              />
              {/* A phone's file name ("PXL_20261128_093012345.PORTRAIT.ORIGINAL.jpg") breaks
                  anywhere rather than widen its card. */}
              <span className="min-w-0 wrap-anywhere">{choice.label}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
