import type { WorkingProcess } from '@/generated/site';
import type { FirstScreenOf } from '@/content/first-screen';
import { containerSizes, remPx } from '@/components/image-sizes';
import { theme } from '@/theme/tokens';
import { illustrationMaxPx } from './working-process.styles';

// Below the note in the first of two columns (xxl apart) from nav, the container's width below; at most illustrationMaxPx.
export const illustrationSizes = containerSizes([
  { fromPx: theme.breakpoints.nav, share: 1 / 2, minusPx: remPx(theme.space.xxl) / 2, maxPx: illustrationMaxPx },
  { fromPx: 0, share: 1, maxPx: illustrationMaxPx },
]);

/** The picture under the heading and note. */
export const firstScreen: FirstScreenOf<WorkingProcess> = (block) => ({ src: block.image.src, sizes: illustrationSizes });
