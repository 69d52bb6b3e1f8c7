/**
 * An image the site can show. Illustrations are SVG; photos the company adds later are raster
 * images with AVIF and WebP renditions at several widths (see scripts/build-images.mjs). Its
 * text alternative is in the page's language, so it is given where the picture is shown (the
 * illustrations' alts: `pictures.ts`), never carried by the image.
 */
export type ImageAsset =
  | {
      readonly kind: "svg";
      /** URL of the SVG file. */
      readonly src: string;
      /** Intrinsic width and height, so the layout never shifts. */
      readonly width: number;
      readonly height: number;
    }
  | {
      readonly kind: "raster";
      /** Fallback URL (JPEG or PNG) for browsers without AVIF/WebP. */
      readonly src: string;
      readonly width: number;
      readonly height: number;
      /** `srcset` strings per format, e.g. "/img/a-480.avif 480w, /img/a-960.avif 960w". */
      readonly avif: string;
      readonly webp: string;
    };

/** A picture an editor may choose: the value its form sends, its description and the picture. */
export interface PictureOption {
  readonly value: string;
  readonly label: string;
  readonly image: ImageAsset;
  /** Where its thumbnail's crop keeps the subject: a photo's focal point (`object-position`). */
  readonly position?: string;
}
