// Made-up page views for bench:insights: visitors of a day with a source, a campaign, a device and a few pages each,
// the busiest pages, sources and campaigns far ahead of the rest, as a real site's are.
import type { ViewRow, VisitRow } from '../../src/server/db/insights-store.ts';

const pages = Array.from({ length: 30 }, (_, i) => (i === 0 ? '/' : `/page-${i}`)).flatMap((page) => [
  { page, locale: 'en' },
  { page: page === '/' ? '/hi' : `/hi${page}`, locale: 'hi' },
]);
const hosts = ['www.google.com', 'www.bing.com', 'duckduckgo.com', 'www.linkedin.com', 'www.facebook.com', ...Array.from({ length: 500 }, (_, i) => `site-${i}.example`)];
const campaigns = Array.from({ length: 30 }, (_, i) => ({ utmSource: ['newsletter', 'google', 'linkedin'][i % 3]!, utmMedium: ['email', 'cpc', 'social'][i % 3]!, utmCampaign: `campaign-${i}` }));
const noCampaign = { utmSource: '', utmMedium: '', utmCampaign: '' };

/** A skewed pick of `list`: the first items far more often than the last. */
const skewed = <T>(list: readonly T[]): T => list[Math.floor(list.length * Math.random() ** 3)]!;

export interface DayOfViews {
  visits: VisitRow[];
  views: ViewRow[];
}

/** A day's visitors and their views, about `views` in all, each visitor a fresh hash. */
export function dayOfViews(day: string, views: number, prefix: string): DayOfViews {
  const visits: VisitRow[] = [];
  const rows: ViewRow[] = [];
  let counted = 0;
  for (let n = 0; counted < views; n += 1) {
    const visitor = `${prefix}${n}`;
    const entry = skewed(pages);
    const device = Math.random() < 0.55 ? 'phone' : Math.random() < 0.2 ? 'tablet' : 'desktop';
    const source = Math.random() < 0.4 ? '' : skewed(hosts);
    visits.push({ day, visitor, source, ...(Math.random() < 0.15 ? skewed(campaigns) : noCampaign), device, entryPage: entry.page, entryLocale: entry.locale, firstAt: 0 });
    const seen = new Set<string>();
    for (const { page, locale } of [entry, ...Array.from({ length: Math.floor(Math.random() * 3) }, () => skewed(pages))]) {
      if (seen.has(page)) continue;
      seen.add(page);
      const count = 1 + Math.floor(Math.random() * 2);
      rows.push({ day, visitor, page, locale, variant: page === '/' ? (Math.random() < 0.5 ? 'a' : 'b') : '', views: count });
      counted += count;
    }
  }
  return { visits, views: rows };
}

/** A day as insight_days holds it once rolled up: one row per page, language, source, campaign, device and variant. */
export function rolledUp({ visits, views }: DayOfViews): (string | number)[][] {
  const byVisitor = new Map(visits.map((visit) => [visit.visitor, visit]));
  const groups = new Map<string, (string | number)[]>();
  for (const view of views) {
    const visit = byVisitor.get(view.visitor)!;
    const key = [view.day, view.page, view.locale, visit.source, visit.utmSource, visit.utmMedium, visit.utmCampaign, visit.device, view.variant];
    const id = key.join('\0');
    const row = groups.get(id) ?? [...key, 0, 0, 0];
    row[9] = (row[9] as number) + 1;
    row[10] = (row[10] as number) + (visit.entryPage === view.page ? 1 : 0);
    row[11] = (row[11] as number) + view.views;
    groups.set(id, row);
  }
  return [...groups.values()];
}

/** `count` leads of the day, each sent by one of its visitors from their first page. */
export function leadsOf({ visits }: DayOfViews, day: string, count: number): (string | null)[][] {
  return Array.from({ length: count }, (_, i) => {
    const visit = visits[Math.floor(Math.random() * visits.length)]!;
    const at = new Date(Date.parse(`${day}T00:00:00Z`) + Math.floor(Math.random() * 86_400_000)).toISOString();
    return [`Client ${day} ${i}`, `client${i}@example.in`, '+91 98765 43210', 'We need an app.', visit.entryLocale, visit.entryPage, at, visit.source, visit.utmSource, visit.utmMedium, visit.utmCampaign, visit.device, null];
  });
}
