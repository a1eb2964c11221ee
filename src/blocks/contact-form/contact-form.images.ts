import type { ContactForm } from '@/generated/site';
import type { FirstScreenOf } from '@/content/first-screen';
import { minWidth } from '@/theme/tokens';
import { sideImagePx } from './contact-form.styles';

/** The side image: its column's width, and shown from the nav breakpoint only (contact-form.styles.ts, Media). */
export const sideImage = { sizes: `${sideImagePx}px`, media: minWidth('nav') };

/** The side image, where it is shown. */
export const firstScreen: FirstScreenOf<ContactForm> = (block) => ({ src: block.image.src, ...sideImage });
