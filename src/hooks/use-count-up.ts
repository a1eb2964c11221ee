import { useEffect, type RefObject } from 'react';
import { useCountUp } from 'react-countup';

interface CountUpOptions {
  end: number;
  suffix: string;
  durationMs: number;
  /** counting starts from 0 each time this turns true */
  run: boolean;
}

/** The final text of a counter, as the server renders it and as the count ends: '15+', '1,200k'. */
export function formatCount(value: number, suffix: string): string {
  return `${value.toLocaleString('en-US', { maximumFractionDigits: decimalsOf(value) })}${suffix}`;
}

function decimalsOf(value: number): number {
  return String(value).split('.')[1]?.length ?? 0;
}

/**
 * Counts the element's text up from 0 to `end` (with its suffix) each time `run` turns true.
 * Until then the element keeps the final value it was rendered with, so the server's HTML is already right.
 */
export function useCountUpOnRun(ref: RefObject<HTMLElement | null>, { end, suffix, durationMs, run }: CountUpOptions): void {
  const { start } = useCountUp({
    // react-countup types its ref as never null; it reads it only when counting starts, after mount
    ref: ref as RefObject<HTMLElement>,
    end,
    suffix,
    decimals: decimalsOf(end),
    duration: durationMs / 1000,
    startOnMount: false,
  });

  useEffect(() => {
    if (run) start();
  }, [run, start]);
}
