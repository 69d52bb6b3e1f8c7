import type { PhotoView } from "~/content/photo-view";
import { Picture } from "./picture";

/** A page's further photos in a grid of two columns (one on a phone), lazy below the fold. */
export function PhotoGrid({
  photos,
  sizes,
  className = "mt-6",
}: {
  photos: readonly PhotoView[];
  /** The `sizes` of one photo of the grid. */
  sizes: string;
  className?: string;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      {photos.map((photo) => (
        <li key={photo.image.src}>
          <Picture
            image={photo.image}
            alt={photo.alt}
            altLang={photo.altLang}
            position={photo.position}
            sizes={sizes}
            className="aspect-[4/3] w-full rounded-2xl bg-earth-100 object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
