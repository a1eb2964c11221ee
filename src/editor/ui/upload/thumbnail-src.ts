import { parseMediaSrc, variantSrc, variantWidths } from '@/shared/media';

/** What to show small: an upload's narrowest WebP variant (a few KB, not the original's megabytes); a public file as it is. */
export function thumbnailSrc(src: string): string {
  const media = parseMediaSrc(src);
  return media ? variantSrc(media, variantWidths(media.width)[0]!, 'webp') : src;
}
