import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme, up } from '@/theme/tokens';
import type { InsightsReport } from '@/shared/insights';
import { Button, ButtonLink, Notice } from '../../ui/controls';
import { zoneOffset } from '../../ui/zoned-time';
import { ActiveFilters } from './active-filters';
import { Breakdowns } from './breakdowns';
import { DayChart } from './day-chart';
import { DaysTable } from './days-table';
import { formatRange } from './format';
import { csvHref } from './insights-api';
import { addDays } from '@/shared/site-day';
import { dayIn } from '../../ui/site-time';
import { apiQuery, queryOf, rangeOf, searchOf, type InsightsQuery } from './insights-query';
import { insightsLabels as words } from './labels';
import { PeriodPicker } from './period-picker';
import { Totals } from './totals';
import { useDocumentTitle } from './use-document-title';
import { useFocusKept } from './use-focus-kept';
import { useInsights } from './use-insights';
import { Muted, Panel } from './insights.styles';

const { space, fontSizes } = theme;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: start;
  justify-content: space-between;
  gap: ${space.sm};
  div {
    display: grid;
    gap: ${space.xs};
    max-width: 48rem;
  }
`;

// one line whatever it says (loading, a failure): what is under it never moves
const StatusLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  min-height: 1.5rem;
  font-size: ${fontSizes.sm};
  font-weight: 600;
`;

// the chart and its table side by side on a wide screen, the table under the chart on a narrow one
const Figure = styled.figure`
  display: grid;
  margin: 0;
  gap: ${space.md};
  ${up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(20rem, 2fr);
    align-items: start;
  }
  figcaption {
    grid-column: 1 / -1;
    font-size: ${fontSizes.lg};
    font-weight: 700;
  }
`;

const Figures = styled.div`
  display: grid;
  gap: ${space.md};
`;

const dayCount = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The page: the days and filters (from the address), the status of the figures, then the figures themselves. */
export function InsightsPage({ timeZone }: { timeZone: string }) {
  const [params] = useSearchParams();
  const query = queryOf(params);
  const today = dayIn(timeZone);
  const api = apiQuery(query, today);
  const { report, loading, error, retry } = useInsights(api.toString());
  const { from, to } = rangeOf(query.period, today);
  const days = dayCount(from, to);
  useDocumentTitle(`${words.title} · ${formatRange(from, to)}`);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusKept(searchOf(query), heading);
  return (
    <>
      <Head>
        <div>
          <h1 ref={heading} tabIndex={-1}>
            {words.title}
          </h1>
          <Muted>{words.intro}</Muted>
          <Muted>{words.showing(formatRange(from, to), `${timeZone} (${zoneOffset(timeZone)})`, formatRange(addDays(from, -days), addDays(from, -1)))}</Muted>
        </div>
        <ButtonLink href={csvHref(api)} download aria-label={words.exportName} data-touch>
          {words.exportCsv}
        </ButtonLink>
      </Head>
      <PeriodPicker query={query} today={today} />
      <ActiveFilters query={query} />
      <StatusLine>
        {loading && <p role="status">{words.loading}</p>}
        {error && (
          <Notice role="alert" $tone="danger">
            <p>{words.failed(error)}</p>
            <Button type="button" onClick={retry}>
              {words.tryAgain}
            </Button>
          </Notice>
        )}
      </StatusLine>
      {report && <Report report={report} query={query} days={days} busy={loading} />}
    </>
  );
}

const isEmpty = ({ totals }: InsightsReport) => totals.visitors === 0 && totals.views === 0 && totals.leads === 0;

function Report({ report, query, days, busy }: { report: InsightsReport; query: InsightsQuery; days: number; busy: boolean }) {
  const filtered = Object.keys(query.filter).length > 0;
  if (isEmpty(report))
    return (
      <Panel aria-busy={busy}>
        <p>{filtered ? words.emptyFiltered : words.empty}</p>
      </Panel>
    );
  return (
    <Figures aria-busy={busy}>
      <Totals totals={report.totals} previous={report.previous} days={days} />
      <Panel>
        <Figure>
          <figcaption>{words.perDay}</figcaption>
          <DayChart days={report.days} totals={report.totals} range={formatRange(report.range.from, report.range.to)} />
          <DaysTable days={report.days} />
        </Figure>
      </Panel>
      <Breakdowns report={report} query={query} />
    </Figures>
  );
}
