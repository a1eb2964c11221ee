import { createContext, useContext } from 'react';
import type { FirstScreenImage } from '@/shared/responsive-image';
import type { SiteShell } from './site-types';

/**
 * How a block names its first-screen image, as the `firstScreen` export of its folder's `<block>.images.ts` (where
 * src/render/first-screen.ts finds it): the image it renders with `priority` when it opens the page, with the `sizes`
 * it renders it with and, when it hides it at some widths, the media condition where it is shown.
 */
export type FirstScreenOf<B> = (block: B, site: SiteShell) => FirstScreenImage | undefined;

/** True around the block that opens the page (src/render/sections.tsx). */
export const FirstScreenContext = createContext(false);

/** True inside the block that opens the page: it renders its declared first-screen image with `priority`. */
export const useFirstScreen = (): boolean => useContext(FirstScreenContext);
