import type { AboutIntro } from '@/generated/site';
import type { FirstScreenOf } from '@/content/first-screen';
import { splitArtSizes } from '@/components/split-hero.styles';
import { columns, illustrationMaxPx } from './about-intro.styles';

export const illustrationSizes = splitArtSizes(columns, illustrationMaxPx);

/** The illustration beside the vision and mission. */
export const firstScreen: FirstScreenOf<AboutIntro> = (block) => ({ src: block.image.src, sizes: illustrationSizes });
