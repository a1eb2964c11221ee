import type { InsightsReport } from '@/shared/insights';
import { languageName } from '../../ui/language-labels';
import { BreakdownTable, type BreakdownRow } from './breakdown-table';
import type { InsightsQuery } from './insights-query';
import { insightsLabels as words } from './labels';
import { Muted, Tiles, SentText } from './insights.styles';

const text = (value: string) => (value === '' ? words.none : <SentText>{value}</SentText>);

/** The report's rows of each kind, as the tables show them: names in words, each with the filter it narrows to. */
function rowsOf(report: InsightsReport) {
  const pages: BreakdownRow[] = report.pages.map((row) => ({ key: `${row.page} ${row.locale}`, cells: [<SentText key="page">{row.page}</SentText>, languageName(row.locale)], narrow: { page: row.page, locale: row.locale }, counts: row }));
  const sources: BreakdownRow[] = report.sources.map((row) => ({
    key: row.source,
    cells: [row.source === '' ? <span title={words.directHint}>{words.direct}</span> : <SentText>{row.source}</SentText>],
    narrow: { source: row.source },
    counts: row,
  }));
  const campaigns: BreakdownRow[] = report.campaigns.map((row) => ({
    key: `${row.utmSource} ${row.utmMedium} ${row.utmCampaign}`,
    cells: [text(row.utmSource), text(row.utmMedium), text(row.utmCampaign)],
    narrow: row.utmSource === '' && row.utmCampaign === '' ? null : { ...(row.utmSource && { utmSource: row.utmSource }), ...(row.utmCampaign && { utmCampaign: row.utmCampaign }) },
    counts: row,
  }));
  const languages: BreakdownRow[] = report.languages.map((row) => ({ key: row.locale, cells: [languageName(row.locale)], narrow: { locale: row.locale }, counts: row }));
  const devices: BreakdownRow[] = report.devices.map((row) => ({ key: row.device, cells: [words.deviceNames[row.device]], narrow: { device: row.device }, counts: row }));
  return { pages, sources, campaigns, languages, devices };
}

/** The busiest pages, sources, campaigns, languages and devices, each with the leads it brought. */
export function Breakdowns({ report, query }: { report: InsightsReport; query: InsightsQuery }) {
  const rows = rowsOf(report);
  return (
    <>
      <Muted>{words.narrowHint}</Muted>
      <BreakdownTable title={words.pages} heads={[words.page, words.language]} rows={rows.pages} query={query} />
      <BreakdownTable title={words.campaigns} heads={[words.campaignSource, words.medium, words.campaign]} rows={rows.campaigns} query={query} />
      <Tiles>
        <BreakdownTable title={words.sources} heads={[words.source]} rows={rows.sources} query={query} />
        <BreakdownTable title={words.languages} heads={[words.language]} rows={rows.languages} query={query} />
        <BreakdownTable title={words.devices} heads={[words.device]} rows={rows.devices} query={query} />
      </Tiles>
    </>
  );
}
