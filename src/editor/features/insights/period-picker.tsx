import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { isDay } from '../../ui/zoned-time';
import { Button, ButtonLink, ErrorText } from '../../ui/controls';
import { placeOf, presetDays, rangeOf, searchOf, type InsightsQuery } from './insights-query';
import { insightsLabels as words } from './labels';
import { currentLook, DateInput } from './insights.styles';

const { space, fontSizes } = theme;

const Box = styled.div`
  ${currentLook}
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${space.sm} ${space.lg};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    list-style: none;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${space.xs} ${space.sm};
  }
  label {
    display: grid;
    gap: 0.25rem;
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
`;

/** The days shown: Today, 7 days, 30 days (each a link, the filters kept), or two days chosen in the site's calendar. */
export function PeriodPicker({ query, today }: { query: InsightsQuery; today: string }) {
  const { period } = query;
  return (
    <Box>
      <nav aria-label={words.period}>
        <ul>
          {presetDays.map((days) => (
            <li key={days}>
              <ButtonLink as={Link} to={placeOf({ ...query, period: { kind: 'last', days } })} aria-current={period.kind === 'last' && period.days === days ? 'page' : undefined} data-touch>
                {words.preset[days]}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* keyed by the days shown: Back or a preset puts their days in the fields */}
      <RangeForm key={searchOf(query)} query={query} today={today} />
    </Box>
  );
}

function RangeForm({ query, today }: { query: InsightsQuery; today: string }) {
  const shown = rangeOf(query.period, today);
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  const [problem, setProblem] = useState<{ field: 'from' | 'to'; text: string } | null>(null);
  const navigate = useNavigate();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = !isDay(from) ? { field: 'from' as const, text: words.noDay } : !isDay(to) ? { field: 'to' as const, text: words.noDay } : from > to ? { field: 'from' as const, text: words.fromAfterTo } : null;
    setProblem(found);
    if (found) document.getElementById(`${id}-${found.field}`)?.focus();
    else navigate(placeOf({ ...query, period: { kind: 'range', from, to } }));
  };
  const field = (name: 'from' | 'to', value: string, set: (value: string) => void) => (
    <label htmlFor={`${id}-${name}`}>
      {words[name]}
      <DateInput id={`${id}-${name}`} type="date" value={value} max={today} onChange={(event) => set(event.target.value)} aria-invalid={problem?.field === name || undefined} aria-describedby={problem?.field === name ? `${id}-problem` : undefined} />
    </label>
  );
  return (
    <form onSubmit={submit} aria-label={words.customRange} noValidate>
      {field('from', from, setFrom)}
      {field('to', to, setTo)}
      <Button type="submit">{words.show}</Button>
      {problem && (
        <ErrorText id={`${id}-problem`} role="alert">
          {problem.text}
        </ErrorText>
      )}
    </form>
  );
}
