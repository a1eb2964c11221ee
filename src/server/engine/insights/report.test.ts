// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LeadRow } from '../../db/insights-store.ts';
import type { ReportStore } from './recent-days.ts';
import { insightsReport } from './report.ts';

const lead = (at: string): LeadRow => ({ createdAt: new Date(at), page: '/contact-us', source: '', utmSource: '', utmMedium: '', utmCampaign: '', device: 'phone', variant: null, variantPage: null });

// the report's input, written out: no day rolled up, none waiting, four leads around New York's change of clocks
const leads = [lead('2026-10-31T03:59:00Z'), lead('2026-10-31T04:00:00Z'), lead('2026-11-02T04:59:00Z'), lead('2026-11-02T05:00:00Z')];
const store: ReportStore = {
  sum: async () => [],
  dayRows: async () => [],
  daysToRollUp: async () => [],
  leadsBetween: async (from, to) => leads.filter((one) => one.createdAt >= from && one.createdAt < to),
};

describe('the report of a range', () => {
  it('counts each lead on its day in the site’s time zone, the day the clocks go back included', async () => {
    const report = await insightsReport(store, { from: '2026-10-30', to: '2026-11-02', filter: {}, timeZone: 'America/New_York', today: '2026-12-07', locales: undefined });
    // 23:59 EDT on the 30th, midnight EDT on the 31st, 23:59 EST on 1 November (a day of 25 hours), midnight EST on the 2nd
    expect(report.days.map(({ day, leads }) => [day, leads])).toEqual([
      ['2026-10-30', 1],
      ['2026-10-31', 1],
      ['2026-11-01', 1],
      ['2026-11-02', 1],
    ]);
    expect(report.totals.leads).toBe(4);
    expect((await insightsReport(store, { from: '2026-10-31', to: '2026-11-01', filter: { device: 'desktop' }, timeZone: 'America/New_York', today: '2026-12-07', locales: undefined })).totals.leads).toBe(0);
  });
});
