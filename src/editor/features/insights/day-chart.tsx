import styled from 'styled-components';
import { down, theme } from '@/theme/tokens';
import type { Counts } from '@/shared/insights';
import { labelledDays, scaleTop } from './chart-scale';
import { formatCount, formatDay } from './format';
import { insightsLabels as words } from './labels';

const { space, fontSizes, colors } = theme;

// the plot's fixed height: the page never moves when figures arrive
const plotHeight = '15rem';
const axisWidth = '3.5rem';
const barColor = colors.accentInk;
const lineColor = colors.focus;

const Chart = styled.div`
  display: grid;
  grid-template-columns: ${axisWidth} minmax(0, 1fr);
  grid-template-rows: ${plotHeight} 1.75rem;
  /* room for the last day's label, centred under its bar */
  padding-right: ${space.lg};
  font-size: ${fontSizes.xs};
  color: ${colors.textMuted};
  font-variant-numeric: tabular-nums;
  .y,
  .x {
    position: relative;
  }
  .y span {
    position: absolute;
    right: ${space.xs};
    transform: translateY(-50%);
  }
  .x {
    grid-column: 2;
  }
  .x span {
    position: absolute;
    top: 0.375rem;
    transform: translateX(-50%);
    white-space: nowrap;
  }
  ${down('md')} {
    .x .minor {
      display: none;
    }
  }
  svg {
    width: 100%;
    height: 100%;
    overflow: visible;
    border-bottom: 1px solid ${colors.textMuted};
  }
  @media (prefers-reduced-motion: no-preference) {
    rect {
      transform-box: fill-box;
      transform-origin: bottom;
      animation: grow 400ms ease-out;
    }
    @keyframes grow {
      from {
        transform: scaleY(0);
      }
    }
  }
`;

const Legend = styled.ul`
  display: flex;
  margin-bottom: ${space.md};
  flex-wrap: wrap;
  gap: ${space.xs} ${space.md};
  list-style: none;
  font-size: ${fontSizes.sm};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space.xs};
  }
  .bar {
    width: 0.875rem;
    height: 0.875rem;
    background: ${barColor};
  }
  .line {
    width: 1.25rem;
    height: 3px;
    background: ${lineColor};
  }
`;

type Day = { day: string } & Counts;

/** The summary a screen reader hears for the chart; the table beside it has each day's figures. */
function chartName(days: Day[], totals: Counts, range: string): string {
  const busiest = days.reduce((best, day) => (day.visitors > best.visitors ? day : best), days[0]!);
  return words.chartName(range, formatCount(totals.visitors), formatCount(totals.views), words.busiestDay(formatDay(busiest.day), formatCount(busiest.visitors)));
}

/** Visitors per day as bars and page views as a line over them, on one scale; drawn in a box of fixed height. */
export function DayChart({ days, totals, range }: { days: Day[]; totals: Counts; range: string }) {
  const count = Math.max(days.length, 1);
  const top = scaleTop(Math.max(0, ...days.map((day) => Math.max(day.views, day.visitors))));
  const y = (value: number) => 100 - (value / top) * 100;
  const line = days.length === 1 ? `0.1,${y(days[0]!.views)} 0.9,${y(days[0]!.views)}` : days.map((day, index) => `${index + 0.5},${y(day.views)}`).join(' ');
  const labelled = labelledDays(days.length);
  return (
    <div>
      <Legend aria-hidden="true">
        <li>
          <span className="bar" />
          {words.visitors}
        </li>
        <li>
          <span className="line" />
          {words.views}
        </li>
      </Legend>
      <Chart>
        <div className="y" aria-hidden="true">
          {[top, top / 2, 0].map((value, index) => (
            <span key={index} style={{ top: `${index * 50}%` }}>
              {formatCount(value)}
            </span>
          ))}
        </div>
        <svg role="img" aria-label={chartName(days, totals, range)} viewBox={`0 0 ${count} 100`} preserveAspectRatio="none">
          {[0, 50].map((at) => (
            <line key={at} x1={0} x2={count} y1={at} y2={at} stroke={colors.line} vectorEffect="non-scaling-stroke" />
          ))}
          {days.map((day, index) => (
            <rect key={day.day} x={index + 0.2} width={0.6} y={y(day.visitors)} height={100 - y(day.visitors)} fill={barColor}>
              <title>{words.dayTitle(formatDay(day.day), formatCount(day.visitors), formatCount(day.views))}</title>
            </rect>
          ))}
          <polyline points={line} fill="none" stroke={colors.paper} strokeWidth={6} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          <polyline points={line} fill="none" stroke={lineColor} strokeWidth={3} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
        </svg>
        <div className="x" aria-hidden="true">
          {days.map((day, index) =>
            labelled.has(index) ? (
              <span key={day.day} className={labelled.get(index)} style={{ left: `${((index + 0.5) / count) * 100}%` }}>
                {formatDay(day.day)}
              </span>
            ) : null,
          )}
        </div>
      </Chart>
    </div>
  );
}
