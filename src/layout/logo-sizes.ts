import type { Image } from '@/generated/site';

/** The logos of the header and the footer are this tall, and as wide as their proportions make them. */
export const logoHeightPx = 40;

/** A logo's `sizes`: its width at logoHeightPx. */
export const logoSizes = (image: Image) => `${Math.ceil((logoHeightPx * image.width) / image.height)}px`;
