// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir } from '../test/test-support.ts';
import { postgresForTests, startTestPostgres, type TestPostgres } from '../test/test-postgres.ts';
import { openDatabase } from './open/database.ts';
import type { DatabaseSettings } from './adapter.ts';
import { notFoundKept, type VisitCounts, type VisitsStore } from './visits-store.ts';

let server: TestPostgres | undefined;
const engines = [
  { title: 'SQLite', available: true, settings: async (): Promise<DatabaseSettings> => ({ dataDir: tempDataDir() }) },
  { title: 'PostgreSQL', available: postgresForTests(), settings: async (): Promise<DatabaseSettings> => ({ dataDir: tempDataDir(), databaseUrl: await server!.createDatabase() }) },
];
beforeAll(async () => {
  if (engines[1]!.available) server = await startTestPostgres();
}, 120_000);
afterAll(() => server?.destroy(), 60_000);

const dayMs = 86_400_000;
const missed = (path: string, count: number, at = new Date(), referrer: string | null = null): VisitCounts['notFound'][number] => ({ path, count, firstAt: at, lastAt: at, referrer });

describe.each(engines.filter(({ available }) => available))('the counts of what visitors asked for, on $title', ({ settings }) => {
  let visits: VisitsStore;
  beforeAll(async () => {
    visits = await openDatabase(await settings()).visits();
  });
  afterAll(() => visits.close());

  it('adds batches to the counts: first and last time, the last referring host', async () => {
    const early = new Date(Date.now() - 60_000);
    await visits.addCounts({ redirects: [{ path: '/old', count: 2, lastAt: early }], notFound: [missed('/gone-offer', 2, early, 'a.example')] });
    await visits.addCounts({ redirects: [{ path: '/old', count: 3, lastAt: new Date() }], notFound: [missed('/gone-offer', 1, new Date(), null)] });
    expect(await visits.redirectHits()).toEqual([{ path: '/old', hits: 5, lastHit: expect.any(String) }]);
    const [row] = await visits.notFound({ hidden: false, limit: 10 });
    expect(row).toMatchObject({ path: '/gone-offer', count: 3, firstAt: early.toISOString(), referrer: 'a.example', hidden: false });
    expect(Date.parse(row!.lastAt)).toBeGreaterThan(early.getTime());
  });

  it(`keeps the busiest ${notFoundKept.paths} paths under a flood of distinct ones, forgets those not seen for ${notFoundKept.days} days, and every hidden one`, async () => {
    await visits.addCounts({ redirects: [], notFound: [missed('/.env', 1)] });
    expect(await visits.hideNotFound('/.env', true)).toBe(true);
    const flood = Array.from({ length: notFoundKept.paths + 1000 }, (_, i) => missed(`/probe-${i}-${Math.random().toString(36).slice(2)}`, 1));
    await visits.addCounts({ redirects: [], notFound: [...flood, missed('/popular', 9), missed('/old-brochure', 20, new Date(Date.now() - 100 * dayMs))] });
    const kept = await visits.notFound({ hidden: false, limit: 10_000 });
    expect(kept).toHaveLength(notFoundKept.paths);
    expect(kept.slice(0, 2).map(({ path }) => path)).toEqual(['/popular', '/gone-offer']);
    expect(kept.some(({ path }) => path === '/old-brochure')).toBe(false);
    expect((await visits.notFound({ hidden: true, limit: 10 })).map(({ path }) => path)).toEqual(['/.env']);
  }, 60_000);

  it('searches the paths by their words, as literal text', async () => {
    expect((await visits.notFound({ words: 'POPULAR', hidden: false, limit: 10 })).map(({ path }) => path)).toEqual(['/popular']);
    expect(await visits.notFound({ words: '%', hidden: false, limit: 10 })).toEqual([]);
    expect(await visits.hideNotFound('/never-seen', true)).toBe(false);
  });
});
