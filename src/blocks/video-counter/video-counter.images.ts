import type { VideoCounter } from '@/generated/site';
import type { FirstScreenOf } from '@/content/first-screen';
import { containerSizes, remPx } from '@/components/image-sizes';
import { theme } from '@/theme/tokens';
import { gridColumns, videoColumns } from './video-counter.styles';

// The video spans videoColumns of the grid's gridColumns (lg apart) from nav, the container's width below.
const gap = remPx(theme.space.lg);
export const posterSizes = containerSizes([
  { fromPx: theme.breakpoints.nav, share: videoColumns / gridColumns, minusPx: (videoColumns / gridColumns) * (gridColumns - 1) * gap - (videoColumns - 1) * gap },
  { fromPx: 0, share: 1 },
]);

/** The video's cover picture. */
export const firstScreen: FirstScreenOf<VideoCounter> = (block) => ({ src: block.video.poster.src, sizes: posterSizes });
