import type { FastifyInstance } from 'fastify';
import { editorApiBase } from '../../../shared/server-paths.ts';
import { devices, type Device, type InsightsFilter } from '../../../shared/insights.ts';
import { addDays, isDay, siteDay } from '../../../shared/site-day.ts';
import { csvBom, csvLine } from '../../../shared/csv.ts';
import type { InsightsStore } from '../../db/insights-store.ts';
import { insightColumns } from '../../db/insight-report-sql.ts';
import { insightsReport, reportReader } from '../../engine/insights/report.ts';

export const insightsPath = `${editorApiBase}/insights`;
/** the longest range a report covers: a little more than the 25 months kept by default */
export const rangeMaxDays = 800;

export interface InsightsApiOptions {
  store: InsightsStore;
  timeZone: string;
  /** the live site's languages, the default first; undefined for a site of one */
  locales: () => readonly string[] | undefined;
}

const queryKeys = { from: 10, to: 10, page: 300, locale: 35, source: 100, utmSource: 100, utmCampaign: 100, device: 7 };
const csvColumns = ['day', 'page', 'language', 'source', 'utm_source', 'utm_medium', 'utm_campaign', 'device', 'visitors', 'views', 'leads'];

type Query = Partial<Record<keyof typeof queryKeys, string>>;

/** The range and filter of a report's address, or why it is refused; no range: the last 30 days, today included. */
function reportQuery(query: Query, today: string): { from: string; to: string; filter: InsightsFilter } | { refused: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -29);
  for (const [key, day] of [['from', from], ['to', to]] as const) if (!isDay(day)) return { refused: `"${key}" is a day written YYYY-MM-DD, such as ${today}, not "${day}".` };
  if (from > to) return { refused: `The range starts (${from}) after it ends (${to}).` };
  if (Date.parse(to) - Date.parse(from) >= rangeMaxDays * 86_400_000) return { refused: `A range covers at most ${rangeMaxDays} days.` };
  if (query.device !== undefined && !(devices as readonly string[]).includes(query.device)) return { refused: `"device" is ${devices.join(', ')}, not "${query.device}".` };
  const filter: InsightsFilter = {};
  for (const key of ['page', 'locale', 'source', 'utmSource', 'utmCampaign'] as const) if (query[key] !== undefined) filter[key] = query[key];
  if (query.device !== undefined) filter.device = query.device as Device;
  return { from, to, filter };
}

/** Page views, sources and leads by day, for the Insights view (editors, admins and sales): docs/editor-api.md, "Insights". */
export async function insightsApi(app: FastifyInstance, { store, timeZone, locales }: InsightsApiOptions): Promise<void> {
  const config = { editorAccess: 'account' as const, query: queryKeys };

  app.get(insightsPath, { config }, async (request, reply) => {
    const today = siteDay(Date.now(), timeZone);
    const parsed = reportQuery(request.query as Query, today);
    if ('refused' in parsed) return reply.code(400).send({ message: parsed.refused });
    return insightsReport(store, { ...parsed, timeZone, today, locales: locales() });
  });

  app.get(`${insightsPath}.csv`, { config }, async (request, reply) => {
    const today = siteDay(Date.now(), timeZone);
    const parsed = reportQuery(request.query as Query, today);
    if ('refused' in parsed) return reply.code(400).send({ message: parsed.refused });
    const rows = await reportReader(store, { ...parsed, timeZone, locales: locales() })(insightColumns, 'visitors', true);
    rows.sort((a, b) => a.day!.localeCompare(b.day!) || b.visitors - a.visitors || b.views - a.views);
    const lines = rows.map((row) => csvLine([...insightColumns.map((column) => row[column] ?? ''), row.visitors, row.views, row.leads]));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="insights-${parsed.from}-to-${parsed.to}.csv"`)
      .send(csvBom + csvLine(csvColumns) + lines.join(''));
  });
}
