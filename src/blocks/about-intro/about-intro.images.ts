import type { AboutIntro } from '@/generated/site';
import type { FirstScreenOf } from '@/content/first-screen';
import { splitArtSizes } from '@/components/split-hero.styles';
import { columns, illustrationMaxPx } from './about-intro.styles';

// from nav the illustration moves to the first column, whose share is the copy's (about-intro.styles.ts)
export const illustrationSizes = splitArtSizes({ copy: columns.art, art: columns.copy }, illustrationMaxPx);

/** The illustration beside the vision and mission. */
export const firstScreen: FirstScreenOf<AboutIntro> = (block) => ({ src: block.image.src, sizes: illustrationSizes });
