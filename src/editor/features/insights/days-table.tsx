import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import type { Counts } from '@/shared/insights';
import { CountCells, CountHeaders } from './count-cells';
import { formatWeekDay } from './format';
import { insightsLabels as words } from './labels';
import { Scroller, Table } from './tables.styles';

// as tall as the chart beside it on a wide screen (a week fits): a month of days scrolls within it
const Box = styled(Scroller)`
  max-height: 20.5rem;
  overflow-y: auto;
  thead th {
    position: sticky;
    top: 0;
    background: ${theme.colors.paper};
  }
`;

/** Every day of the range with its figures: the chart's accessible equivalent. */
export function DaysTable({ days }: { days: ({ day: string } & Counts)[] }) {
  return (
    <Box role="region" aria-label={words.scrolls(words.perDay)} tabIndex={0}>
      <Table>
        <caption className="visually-hidden">{words.perDay}</caption>
        <thead>
          <tr>
            <th scope="col">{words.day}</th>
            <CountHeaders withConversion={false} />
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{formatWeekDay(day.day)}</th>
              <CountCells counts={day} withConversion={false} />
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
