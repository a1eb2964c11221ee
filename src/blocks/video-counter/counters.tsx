import { useRef } from 'react';
import type { Statistic } from '@/generated/site';
import { useEntities } from '@/content/site-context';
import { formatCount, useCountPhase, useCountUpOnRun, type CountPhase } from '@/hooks/use-count-up';
import { useLocale } from '@/hooks/use-locale';
import { CounterCard, CounterLabel, CounterList, CounterValue } from './video-counter.styles';

interface CountersProps {
  statistics: string[];
  durationMs: number;
}

/**
 * Statistics that count up from 0 each time they come into view, also when they already are as the block
 * comes to life; with reduced motion they show their final values. The digits stay hidden until a count
 * begins (video-counter.styles.ts), so the final values the HTML holds never show just before it.
 */
export function Counters({ statistics, durationMs }: CountersProps) {
  const items = useEntities('statistics', statistics);
  const listRef = useRef<HTMLUListElement>(null);
  const phase = useCountPhase(listRef);

  return (
    <CounterList ref={listRef}>
      {items.map((statistic) => (
        <Counter key={statistic.id} statistic={statistic} durationMs={durationMs} phase={phase} />
      ))}
    </CounterList>
  );
}

function Counter({ statistic, durationMs, phase }: { statistic: Statistic; durationMs: number; phase: CountPhase }) {
  const numberRef = useRef<HTMLSpanElement>(null);
  const { current: locale } = useLocale();
  useCountUpOnRun(numberRef, { end: statistic.value, suffix: statistic.suffix, locale, durationMs, run: phase === 'counting' });
  const finalText = formatCount(statistic.value, statistic.suffix, locale);

  return (
    <CounterCard>
      {/* the moving number means nothing read aloud: screen readers get the final value with the label */}
      <CounterValue ref={numberRef} aria-hidden="true" data-count={phase}>
        {finalText}
      </CounterValue>
      <CounterLabel>
        <span className="visually-hidden">{finalText} </span>
        {statistic.label}
      </CounterLabel>
    </CounterCard>
  );
}
