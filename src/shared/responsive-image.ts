import { mediaSrcset, parseMediaSrc, variantSrc, variantWidths } from './media.ts';

/** What a page shows of an uploaded image: `srcset`s of its AVIF and WebP variants, and the fallback in the original's format. */
export interface ResponsiveImage {
  avif: string;
  webp: string;
  fallback: { src: string; srcset: string };
}

/** The page's largest first-screen image, as the renderer tells the head to preload it. */
export interface FirstScreenImage {
  src: string;
  /** the `sizes` the page renders it with (the preload must pick the same candidate as the <img>) */
  sizes: string;
  /** where it is shown, when its block hides it at other widths: not preloaded there */
  media?: string;
}

// The fallback <img>'s src, for a browser that reads no srcset: a phone-to-laptop width, not the 4000px original.
const fallbackWidth = 960;

/** The variants of an uploaded image (`/media/…`), or undefined for any other path (an SVG of public/). */
export function responsiveImage(src: string): ResponsiveImage | undefined {
  const media = parseMediaSrc(src);
  if (!media) return undefined;
  const widths = variantWidths(media.width);
  const fallback = widths.filter((width) => width <= fallbackWidth).at(-1) ?? widths[0]!;
  return {
    avif: mediaSrcset(media, 'avif'),
    webp: mediaSrcset(media, 'webp'),
    fallback: { src: variantSrc(media, fallback, media.ext), srcset: mediaSrcset(media, media.ext) },
  };
}
