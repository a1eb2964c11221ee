import { useLayoutEffect, type RefObject } from 'react';
import { useCountUp } from 'react-countup';
import { useInView } from './use-in-view';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useCoveredByPreloader } from './use-preloader';

interface CountUpOptions {
  end: number;
  suffix: string;
  /** the page's language, whose digits and grouping the count is written in (hi: 1,20,000) */
  locale: string;
  durationMs: number;
  /** counting starts from 0 each time this turns true */
  run: boolean;
}

/**
 * Where counters stand, for their styles to show or hide the digits:
 * - 'waiting': not counting (the server's HTML, a block not yet on screen, one that has left it); the digits
 *   are hidden with script and motion, so the final values never show just before a count from 0;
 * - 'counting': on screen, counting from 0 since they came into view, or done;
 * - 'still': the visitor prefers reduced motion, the final values stand.
 */
export type CountPhase = 'waiting' | 'counting' | 'still';

/**
 * The text of a counter in the page's language, as the server renders it and as the count goes: '15+', '1,200k'
 * in English, '1,20,000+' in Hindi. `decimals`: the final value's, kept while counting.
 */
export function formatCount(value: number, suffix: string, locale = 'en', decimals = decimalsOf(value)): string {
  return `${numberFormat(locale, decimals).format(value)}${suffix}`;
}

// toLocaleString with options builds a formatter at every call: 0.05 ms against 0.0006 ms, for each counter of each page published
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale} ${decimals}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return format;
}

function decimalsOf(value: number): number {
  return String(value).split('.')[1]?.length ?? 0;
}

/**
 * The phase of counters inside the element: counting whenever it is on screen, including when it already is
 * as the counters come to life (a visitor who landed on them: once the preloader has gone, so the count is
 * seen from 0), waiting again once it leaves, so the next visit counts from 0 again. 'waiting' on the server
 * and while hydrating, the same as the HTML.
 */
export function useCountPhase(ref: RefObject<Element | null>): CountPhase {
  const inView = useInView(ref);
  const covered = useCoveredByPreloader();
  const reducedMotion = usePrefersReducedMotion();
  if (reducedMotion) return 'still';
  return inView && !covered ? 'counting' : 'waiting';
}

/**
 * Counts the element's text up from 0 to `end` (with its suffix) each time `run` turns true.
 * Until then the element keeps the text it was rendered with, so the server's HTML holds the final value.
 */
export function useCountUpOnRun(ref: RefObject<HTMLElement | null>, { end, suffix, locale, durationMs, run }: CountUpOptions): void {
  const { start } = useCountUp({
    // react-countup types its ref as never null; it reads it only when counting starts, after mount
    ref: ref as RefObject<HTMLElement>,
    end,
    suffix,
    decimals: decimalsOf(end),
    // each frame written as the final value is: the page's language's digits and grouping, the suffix after
    formattingFn: (value: number) => formatCount(value, suffix, locale, decimalsOf(end)),
    duration: durationMs / 1000,
    startOnMount: false,
  });

  // A layout effect, so 0 is written in the same commit as the render that reveals the digits: no frame between
  // them paints the old text (a passive effect may run after the browser has painted).
  useLayoutEffect(() => {
    if (run) start();
  }, [run, start]);
}
