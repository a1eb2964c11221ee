// @vitest-environment node
// The Insights view's API through the real server, on SQLite and on PostgreSQL: rolled-up days, today's visits not
// rolled up yet and the leads credited to them, as a report and as CSV, for every role, never without a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsReport } from '../../../shared/insights.ts';
import { addDays, siteDay } from '../../../shared/site-day.ts';
import type { ViewRow, VisitRow } from '../../db/insights-store.ts';
import { openDatabase } from '../../db/open/database.ts';
import { adminPassword, defaultAccounts, editorPassword, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';
import { insightsEngines, startEngines, stopEngines } from '../../test/insights-engines.ts';
import { validRequest } from '../../test/test-support.ts';

beforeAll(startEngines, 120_000);
afterAll(stopEngines, 60_000);

const today = siteDay(Date.now(), 'UTC');
const [d2, d1] = [addDays(today, -2), addDays(today, -1)];
const visit = (day: string, visitor: string, entryPage: string, more: Partial<VisitRow> = {}): VisitRow => ({
  day, visitor, source: '', utmSource: '', utmMedium: '', utmCampaign: '', device: 'desktop', entryPage, entryLocale: 'en', firstAt: 0, ...more,
});
const view = (day: string, visitor: string, page: string, views: number): ViewRow => ({ day, visitor, page, locale: 'en', variant: '', views });

describe.each(insightsEngines.filter(({ available }) => available))('the Insights API on $title', ({ settings }) => {
  let server: EditorServer;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    const { databaseUrl } = await settings();
    server = await startEditorServer({ databaseUrl, accounts: [...defaultAccounts, { email: 'sam@example.com', role: 'sales', password: editorPassword }] });
    cookies.editor = await server.signIn('ann@example.com', editorPassword);
    cookies.admin = await server.signIn('root@example.com', adminPassword);
    cookies.sales = await server.signIn('sam@example.com', editorPassword);
    const database = openDatabase({ dataDir: server.dataDir, databaseUrl });
    const [insights, requests] = [await database.insights(), await database.requests()];
    try {
      await insights.addViews({
        visits: [visit(d2, 'a', '/', { source: 'news.example' }), visit(d2, 'b', '/about-us', { device: 'phone' }), visit(d1, 'c', '/', { source: 'news.example', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring' })],
        views: [view(d2, 'a', '/', 2), view(d2, 'b', '/about-us', 1), view(d2, 'b', '/', 1), view(d1, 'c', '/', 1)],
      });
      for (const day of [d2, d1]) await insights.rollUp(day, new Date());
      // today's, not rolled up yet
      await insights.addViews({
        visits: [visit(today, 'd', '/', { source: '=cmd|calc', device: 'tablet' }), visit(today, 'e', '/about-us', { source: '<b>x</b>.example' })],
        views: [view(today, 'd', '/', 1), view(today, 'e', '/about-us', 3)],
      });
      const credit = { source: '=cmd|calc', utmSource: '', utmMedium: '', utmCampaign: '', device: 'tablet', variant: null, variantPage: null };
      await requests.addRequest(validRequest, { queueMail: false, page: '/', credit });
      await requests.addRequest(validRequest, { queueMail: false, page: '/about-us/' });
      await requests.addRequest(validRequest, { queueMail: false, page: '/', status: 'spam', credit });
    } finally {
      await Promise.all([insights.close(), requests.close()]);
    }
  }, 120_000);
  afterAll(() => server?.close());

  it('reports visitors, views and leads by day, page, source, campaign, language and device, for editors, admins and sales', async () => {
    for (const role of ['editor', 'admin', 'sales']) expect([role, (await server.api('GET', `/edit/api/insights?from=${d2}&to=${today}`, { cookie: cookies[role] })).status]).toEqual([role, 200]);
    const report = (await server.api('GET', `/edit/api/insights?from=${d2}&to=${today}`, { cookie: cookies.sales })).json<InsightsReport>();
    expect(report.range).toEqual({ from: d2, to: today });
    expect(report.before).toEqual({ from: addDays(d2, -3), to: addDays(d2, -1) });
    expect(report.totals).toEqual({ visitors: 5, views: 9, leads: 2, conversion: 0.4 });
    expect(report.previous).toEqual({ visitors: 0, views: 0, leads: 0, conversion: 0 });
    expect(report.days).toEqual([
      { day: d2, visitors: 2, views: 4, leads: 0, conversion: 0 },
      { day: d1, visitors: 1, views: 1, leads: 0, conversion: 0 },
      { day: today, visitors: 2, views: 4, leads: 2, conversion: 1 },
    ]);
    expect(report.pages).toEqual([
      { page: '/', locale: 'en', visitors: 4, views: 5, leads: 1, conversion: 0.25 },
      { page: '/about-us', locale: 'en', visitors: 2, views: 4, leads: 1, conversion: 0.5 },
    ]);
    expect(report.sources).toEqual([
      { source: 'news.example', visitors: 2, views: 3, leads: 0, conversion: 0 },
      { source: '<b>x</b>.example', visitors: 1, views: 3, leads: 0, conversion: 0 },
      { source: '', visitors: 1, views: 2, leads: 0, conversion: 0 },
      { source: '=cmd|calc', visitors: 1, views: 1, leads: 1, conversion: 1 },
    ]);
    expect(report.campaigns).toEqual([{ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', visitors: 1, views: 1, leads: 0, conversion: 0 }]);
    expect(report.languages).toEqual([{ locale: 'en', visitors: 5, views: 9, leads: 2, conversion: 0.4 }]);
    expect(report.devices.map(({ device, visitors }) => [device, visitors])).toEqual([['desktop', 3], ['phone', 1], ['tablet', 1]]);
  });

  it('narrows to a page (its own visitors), a source or a device, and compares with the period before', async () => {
    const page = (await server.api('GET', `/edit/api/insights?from=${d1}&to=${today}&page=/about-us`, { cookie: cookies.editor })).json<InsightsReport>();
    expect(page.totals).toEqual({ visitors: 1, views: 3, leads: 1, conversion: 1 });
    expect(page.previous).toEqual({ visitors: 1, views: 1, leads: 0, conversion: 0 });
    const source = (await server.api('GET', `/edit/api/insights?from=${d2}&to=${today}&source=news.example`, { cookie: cookies.editor })).json<InsightsReport>();
    expect(source.totals).toMatchObject({ visitors: 2, views: 3, leads: 0 });
    const tablet = (await server.api('GET', `/edit/api/insights?from=${today}&to=${today}&device=tablet`, { cookie: cookies.editor })).json<InsightsReport>();
    expect(tablet.totals).toEqual({ visitors: 1, views: 1, leads: 1, conversion: 1 });
  });

  it('exports the rows as CSV: text stays text, a formula is not run', async () => {
    const answer = await server.api('GET', `/edit/api/insights.csv?from=${d2}&to=${today}`, { cookie: cookies.editor });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="insights-${d2}-to-${today}.csv"`);
    const lines = answer.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('day,page,language,source,utm_source,utm_medium,utm_campaign,device,visitors,views,leads');
    expect(lines).toContain(`${today},/,en,'=cmd|calc,,,,tablet,1,1,1`);
    expect(lines).toContain(`${today},/about-us,en,<b>x</b>.example,,,,desktop,1,3,0`);
    expect(lines).toContain(`${d1},/,en,news.example,newsletter,email,spring,desktop,1,1,0`);
    // the lead whose visit is not known is counted by its page, with no source and no device
    expect(lines).toContain(`${today},/about-us,en,,,,,,0,0,1`);
  });

  it('refuses a wrong day, range or device in words, and answers 401 without a session and 403 from another site', async () => {
    const refused = async (query: string) => (await server.api('GET', `/edit/api/insights?${query}`, { cookie: cookies.editor })).json<{ message: string }>().message;
    expect(await refused('from=2026-02-30')).toContain('"from" is a day written YYYY-MM-DD');
    expect(await refused(`from=${today}&to=${d2}`)).toContain('starts');
    expect(await refused('from=2020-01-01&to=2026-01-01')).toContain('at most 800 days');
    expect(await refused('device=watch')).toContain('"device" is phone, tablet, desktop');
    for (const path of ['/edit/api/insights', '/edit/api/insights.csv']) {
      expect((await server.api('GET', path)).status).toBe(401);
      expect((await server.api('GET', path, { cookie: cookies.editor, headers: { origin: 'https://attacker.example' } })).status).toBe(403);
    }
  });
});
