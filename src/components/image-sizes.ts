import { theme } from '@/theme/tokens';

/** One layout of an image in the container: `share` of the container's inner width less `minusPx`, at most `maxPx`, from `fromPx` on. */
export interface ImageColumn {
  fromPx: number;
  share: number;
  minusPx?: number;
  maxPx?: number;
}

// The container (container.ts): 1240px wide at most, with gutters of 16–32px (theme.layout.gutter) each side.
const containerPx = parseInt(theme.layout.maxWidth, 10);
const widestInnerPx = containerPx - 2 * 32;
// Below its widest the inner width is taken as 100vw less the narrowest gutters: never smaller than the real one.
const narrowGuttersPx = 2 * 16;

/** A length of the theme in rem (`'1.5rem'`) in px at the browser's default font size, for a `sizes` estimate. */
export const remPx = (length: string) => parseFloat(length) * 16;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The `sizes` of an image laid out in the container, from its layouts (one must start at 0): the width it is shown at
 * in each, never below the real one, so the browser's pick is sharp. A fixed width from 1240px, a `calc()` of the
 * viewport below, and the cap from the width where it is reached.
 */
export function containerSizes(columns: ImageColumn[]): string {
  // widest first: [min-width, size]; a size equal to the one above only lowers that one's min-width
  const sizes: [number, string][] = [];
  const add = (fromPx: number, size: string) => {
    if (sizes.at(-1)?.[1] === size) sizes.pop();
    sizes.push([Math.ceil(fromPx), size]);
  };
  let below = Infinity;
  for (const { fromPx, share, minusPx = 0, maxPx = Infinity } of [...columns].sort((a, b) => b.fromPx - a.fromPx)) {
    if (below > containerPx) {
      add(Math.max(fromPx, containerPx), `${Math.ceil(Math.min(maxPx, share * widestInnerPx - minusPx))}px`);
      below = Math.max(fromPx, containerPx);
      if (fromPx >= containerPx) continue;
    }
    const reachesMaxAt = (maxPx + minusPx) / share + narrowGuttersPx;
    if (reachesMaxAt <= fromPx) {
      add(fromPx, `${maxPx}px`);
    } else {
      if (reachesMaxAt < below) add(reachesMaxAt, `${maxPx}px`);
      add(fromPx, `calc(${round(share * 100)}vw - ${round(share * narrowGuttersPx + minusPx)}px)`);
    }
    below = fromPx;
  }
  return sizes.map(([fromPx, size]) => (fromPx > 0 ? `(min-width: ${fromPx}px) ${size}` : size)).join(', ');
}
