import { parseMediaSrc } from '../shared/media.ts';
import type { SharedProblem } from './shared-sections.ts';

type Loose = Record<string, unknown>;

/** Social sites draw a large card from 600 pixels wide; narrower, they show a thumbnail or nothing. */
export const shareImageMinWidth = 600;
// the formats every social site and chat draws (no SVG: none of them does)
const rasterFile = /\.(jpe?g|png|webp)$/i;

function imageProblems(image: unknown, pointer: string): SharedProblem[] {
  const { src, width } = (image ?? {}) as Loose;
  if (typeof src !== 'string') return [];
  if (!parseMediaSrc(src) && !rasterFile.test(src)) {
    return [{ pointer: `${pointer}/src`, message: `"${src}" cannot be a share image: social sites draw photos and pictures (JPEG, PNG, WebP) only; choose one from the media library` }];
  }
  if (typeof width === 'number' && width < shareImageMinWidth) {
    return [{ pointer: `${pointer}/width`, message: `the share image is ${width} pixels wide: social sites need at least ${shareImageMinWidth} (1200 × 630 is best); choose a larger one` }];
  }
  return [];
}

/**
 * The share images of the site (settings.shareImage) and of the pages at `indexes` (every page when undefined):
 * a picture a social site can draw, wide enough for a large card. Whether the file exists is the schema's check.
 */
export function shareImageProblems(data: unknown, indexes?: readonly number[]): SharedProblem[] {
  const site = data as Loose | null;
  const settings = site?.settings as Loose | undefined;
  const pages = (Array.isArray(site?.pages) ? site.pages : []) as (Loose | null)[];
  const chosen = indexes ?? pages.map((_page, index) => index);
  return [
    ...imageProblems(settings?.shareImage, '/settings/shareImage'),
    ...chosen.flatMap((index) => imageProblems((pages[index]?.share as Loose | undefined)?.image, `/pages/${index}/share/image`)),
  ];
}
