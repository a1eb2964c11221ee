import { useRef } from 'react';
import type { Statistic } from '@/generated/site';
import { useEntities } from '@/content/site-context';
import { formatCount, useCountUpOnRun } from '@/hooks/use-count-up';
import { useInView } from '@/hooks/use-in-view';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { CounterCard, CounterLabel, CounterList, CounterValue } from './video-counter.styles';

interface CountersProps {
  statistics: string[];
  durationMs: number;
}

/** Statistics that count up from 0 each time they scroll into view (at once with reduced motion). */
export function Counters({ statistics, durationMs }: CountersProps) {
  const items = useEntities('statistics', statistics);
  const listRef = useRef<HTMLUListElement>(null);
  const inView = useInView(listRef);
  const reducedMotion = usePrefersReducedMotion();
  const run = inView && !reducedMotion;

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
