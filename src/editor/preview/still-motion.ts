/**
 * What the site's global style does for a visitor who prefers reduced motion, for every visitor of a page
 * that must hold still (the block catalog's previews): animations and transitions end at once.
 */
export const stillCss =
  '*, *::before, *::after { animation-duration: 0.01ms !important; animation-delay: 0s !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; transition-delay: 0s !important; scroll-behavior: auto !important; }';

const reducedMotionQuery = /prefers-reduced-motion/;

/**
 * Makes `win` say that its visitor prefers reduced motion: the blocks' own hooks (usePrefersReducedMotion)
 * then keep counters at their values and marquees paused. CSS cannot be told so: stillCss does that part.
 */
export function preferReducedMotion(win: Window = window): void {
  const matchMedia = win.matchMedia.bind(win);
  win.matchMedia = (query: string): MediaQueryList => {
    if (!reducedMotionQuery.test(query)) return matchMedia(query);
    // `(prefers-reduced-motion)` and `: reduce` match; `: no-preference` does not. The answer never changes.
    return {
      matches: !/no-preference/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}
