/**
 * An image the site can show. Illustrations are SVG; photos the company adds later are raster
 * images with AVIF and WebP renditions at several widths (see scripts/build-images.mjs).
 */
export type ImageAsset =
  | {
      readonly kind: "svg";
      /** URL of the SVG file. */
      readonly src: string;
      /** Intrinsic width and height, so the layout never shifts. */
      readonly width: number;
      readonly height: number;
      /** Text alternative describing the picture. */
      readonly alt: string;
    }
  | {
      readonly kind: "raster";
      /** Fallback URL (JPEG or PNG) for browsers without AVIF/WebP. */
      readonly src: string;
      readonly width: number;
      readonly height: number;
      readonly alt: string;
      /** `srcset` strings per format, e.g. "/img/a-480.avif 480w, /img/a-960.avif 960w". */
      readonly avif: string;
      readonly webp: string;
    };
