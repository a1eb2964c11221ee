import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import type { Counts } from '@/shared/insights';
import { changeOf, formatCount, formatRate, pointsOf } from './format';
import { insightsLabels as words } from './labels';

const { space, fontSizes, colors, radii } = theme;

const List = styled.dl`
  display: grid;
  /* two by two on a phone, four in a row on a wide screen */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
  gap: ${space.sm};
  div {
    display: grid;
    gap: 0.125rem;
    align-content: start;
    padding: ${space.sm} ${space.md};
    background: ${colors.paper};
    border: 1px solid ${colors.line};
    border-radius: ${radii.md};
  }
  dt {
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
  dd.figure {
    font-size: ${fontSizes.xl};
    font-weight: 700;
    color: ${colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const countChange = (now: number, before: number, days: number) => {
  const change = changeOf(now, before);
  return change === null ? (now === 0 ? null : words.nothingBefore(days)) : words.change(change, days);
};

const rateChange = (points: string | null, days: number) => (points === null ? words.sameAs(days) : words.pointsChange(points, days));

/** Visitors, page views, leads and the conversion rate, each with how it changed on the same number of days before. */
export function Totals({ totals, previous, days }: { totals: Counts; previous: Counts; days: number }) {
  const items = [
    { name: words.visitors, figure: formatCount(totals.visitors), change: countChange(totals.visitors, previous.visitors, days) },
    { name: words.views, figure: formatCount(totals.views), change: countChange(totals.views, previous.views, days) },
    { name: words.leads, figure: formatCount(totals.leads), change: countChange(totals.leads, previous.leads, days) },
    {
      name: words.conversion,
      figure: formatRate(totals.conversion),
      hint: words.conversionHint,
      change: previous.visitors === 0 ? null : rateChange(pointsOf(totals.conversion, previous.conversion), days),
    },
  ];
  return (
    <div role="group" aria-label={words.totals}>
      <List>
        {items.map((item) => (
          <div key={item.name}>
            <dt>
              {item.name}
              {item.hint && <span className="visually-hidden"> ({item.hint})</span>}
            </dt>
            <dd className="figure">{item.figure}</dd>
            {item.change && <dd>{item.change}</dd>}
          </div>
        ))}
      </List>
    </div>
  );
}
