import type { Hero } from '@/generated/site';
import type { FirstScreenOf } from '@/content/first-screen';
import { splitArtSizes } from '@/components/split-hero.styles';
import { avatarPx, columns } from './hero.styles';

export const artSizes = splitArtSizes(columns);
export const avatarSizes = `${avatarPx}px`;

/** The picture beside the heading. */
export const firstScreen: FirstScreenOf<Hero> = (block) => ({ src: block.image.src, sizes: artSizes });
