import { useRef } from 'react';
import type { Statistic } from '@/generated/site';
import { useEntities } from '@/content/site-context';
import { formatCount, useCountUpOnRun } from '@/hooks/use-count-up';
import { useScrolledIntoView } from '@/hooks/use-scrolled-into-view';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { CounterCard, CounterLabel, CounterList, CounterValue } from './video-counter.styles';

interface CountersProps {
  statistics: string[];
  durationMs: number;
}

/**
 * Statistics that count up from 0 each time they scroll into view (not with reduced motion). Counters
 * already on screen when their block comes to life keep the final values the visitor is reading: a count
 * from 0 then would be a jump back. They count the next time they come into view.
 */
export function Counters({ statistics, durationMs }: CountersProps) {
  const items = useEntities('statistics', statistics);
  const listRef = useRef<HTMLUListElement>(null);
  const scrolledIn = useScrolledIntoView(listRef);
  const reducedMotion = usePrefersReducedMotion();
  const run = scrolledIn && !reducedMotion;

  return (
    <CounterList ref={listRef}>
      {items.map((statistic) => (
        <Counter key={statistic.id} statistic={statistic} durationMs={durationMs} run={run} />
      ))}
    </CounterList>
  );
}

function Counter({ statistic, durationMs, run }: { statistic: Statistic; durationMs: number; run: boolean }) {
  const numberRef = useRef<HTMLSpanElement>(null);
  useCountUpOnRun(numberRef, { end: statistic.value, suffix: statistic.suffix, durationMs, run });
  const finalText = formatCount(statistic.value, statistic.suffix);

  return (
    <CounterCard>
      {/* the moving number means nothing read aloud: screen readers get the final value with the label */}
      <CounterValue ref={numberRef} aria-hidden="true">
        {finalText}
      </CounterValue>
      <CounterLabel>
        <span className="visually-hidden">{finalText} </span>
        {statistic.label}
      </CounterLabel>
    </CounterCard>
  );
}
