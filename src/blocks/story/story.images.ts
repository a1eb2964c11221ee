import type { Story } from '@/generated/site';
import type { FirstScreenOf } from '@/content/first-screen';
import { containerSizes, remPx } from '@/components/image-sizes';
import { splitGapPx } from '@/components/split-hero.styles';
import { theme } from '@/theme/tokens';
import { columns } from './story.styles';

// The collage (story.styles.ts): two columns sm apart (md from md), in splitLayout's art column from nav, else the container.
const artShare = columns.art / (columns.copy + columns.art);
const [gap, wideGap] = [remPx(theme.space.sm), remPx(theme.space.md)];
export const photoSizes = containerSizes([
  { fromPx: theme.breakpoints.nav, share: artShare / 2, minusPx: (artShare * splitGapPx + wideGap) / 2 },
  { fromPx: theme.breakpoints.md, share: 1 / 2, minusPx: wideGap / 2 },
  { fromPx: 0, share: 1 / 2, minusPx: gap / 2 },
]);

/** The collage's first (tall) photo. */
export const firstScreen: FirstScreenOf<Story> = (block) => (block.images[0] ? { src: block.images[0].src, sizes: photoSizes } : undefined);
