import { describe, expect, it } from 'vitest';
import { sumSql, sumTable } from './insight-report-sql.ts';

describe('the table a sum reads', () => {
  it('is the smallest daily sum holding every column grouped or filtered by, else insight_days', () => {
    expect(sumTable([])).toBe('insight_day_devices');
    expect(sumTable(['day'])).toBe('insight_day_devices');
    expect(sumTable(['day', 'device'])).toBe('insight_day_devices');
    expect(sumTable(['locale'])).toBe('insight_day_locales');
    expect(sumTable(['page', 'locale'])).toBe('insight_day_pages');
    expect(sumTable(['locale', 'page'])).toBe('insight_day_pages');
    expect(sumTable(['source'])).toBe('insight_day_sources');
    expect(sumTable(['utm_source', 'utm_medium', 'utm_campaign'])).toBe('insight_day_campaigns');
    expect(sumTable(['utm_campaign'])).toBe('insight_day_campaigns');
    expect(sumTable(['variant'])).toBe('insight_days');
    expect(sumTable(['source', 'device'])).toBe('insight_days');
    expect(sumTable(['page', 'utm_source'])).toBe('insight_days');
  });

  it('counts the filter’s columns with the grouped ones', () => {
    const from = (query: Parameters<typeof sumSql>[0]) => /FROM (\w+)/.exec(sumSql(query, 'postgres').sql)?.[1];
    const base = { from: '2026-05-01', to: '2026-05-30', measure: 'entries' } as const;
    expect(from({ ...base, filter: {}, by: [] })).toBe('insight_day_devices');
    expect(from({ ...base, filter: { page: '/about' }, by: ['locale'] })).toBe('insight_day_pages');
    expect(from({ ...base, filter: { utmSource: 'ads' }, by: ['day'] })).toBe('insight_day_campaigns');
    expect(from({ ...base, filter: { device: 'phone' }, by: ['source'] })).toBe('insight_days');
    expect(from({ ...base, filter: { source: 'news.example', locale: 'en' }, by: [] })).toBe('insight_days');
    expect(from({ ...base, filter: {}, by: ['variant'] })).toBe('insight_days');
  });
});
