import type { ImageAsset } from "~/lib/image";

interface PictureProps {
  image: ImageAsset;
  /** The text alternative in the page's language (`useText("pictures")[key]`); "" marks it decorative. */
  alt: string;
  /**
   * The `sizes` attribute for raster images: about the width the layout shows the picture at, so
   * that a screen takes the rendition it needs (photos come 480, 720, 960 and 1440 px wide) and no
   * larger. Subtract the page's margins: on a phone of 360 – 412 px at 1.75 – 2× pixels a picture
   * across the page column (`px-4`, 1rem a side) is `calc(100vw - 2rem)`, 630 – 720 pixels: the
   * 720 px file, two thirds of the bytes of the 960 px one that `100vw` asks for. Values are
   * rounded up where a closer one would cost the page's scripts more bytes than it saves.
   */
  sizes?: string;
  /** True for the largest image of the first screen: loads eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** Where a crop keeps the subject: CSS `object-position` of the photo's focal point. */
  position?: string;
  /** The language of `alt` when it is not the page's (an English text on a translated page). */
  altLang?: string;
}

/**
 * The one component that shows a picture: SVG illustrations now, responsive AVIF/WebP photos
 * when the company adds them. Width and height are always set, so nothing shifts as it loads.
 */
export function Picture({
  image,
  alt,
  sizes = "100vw",
  priority = false,
  className,
  position,
  altLang,
}: PictureProps) {
  const img = (
    <img
      src={image.src}
      lang={altLang}
      style={{ objectPosition: position }}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
  if (image.kind === "svg") return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
