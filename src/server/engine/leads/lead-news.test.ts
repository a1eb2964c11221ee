// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDataDir, validRequest } from '../../test/test-support.ts';
import { postgresForTests, startTestPostgres, type TestPostgres } from '../../test/test-postgres.ts';
import { openDatabase } from '../../db/open/database.ts';
import type { LeadsStore } from '../../db/leads-store.ts';
import type { Storage } from '../../db/requests-store.ts';
import { leadNews, type LeadNews } from './lead-news.ts';

const postgresAvailable = postgresForTests();
let server: TestPostgres | undefined;
beforeAll(async () => {
  if (postgresAvailable) server = await startTestPostgres();
}, 120_000);
afterAll(() => server?.destroy(), 60_000);

const closing: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const one of closing.reverse()) await one.close();
});

const add = (requests: Storage, name: string) => requests.addRequest({ ...validRequest, name }, { queueMail: false });

describe('the news of a new lead, on SQLite (one instance: its store, asked while someone waits)', () => {
  let requests: Storage;
  let leads: LeadsStore;
  let news: LeadNews;
  beforeAll(async () => {
    const database = openDatabase({ dataDir: tempDataDir() });
    requests = await database.requests();
    leads = await database.leads();
    news = await leadNews(leads, { pollMs: 20 });
    closing.push(requests, leads, news);
  });

  it('answers at once when a newer lead is there, and when one comes while waiting', async () => {
    const first = await add(requests, 'First');
    expect(await news.newerThan(0, 5_000)).toBe(first);
    const waiting = news.newerThan(first, 5_000);
    const second = await add(requests, 'Second');
    expect(await waiting).toBe(second);
  });

  it('answers with what is newest when the wait ends, is aborted, or the news closes', async () => {
    const newest = await leads.newestLeadId();
    expect(await news.newerThan(newest!, 30)).toBe(newest);
    const abort = new AbortController();
    const aborted = news.newerThan(newest!, 60_000, abort.signal);
    abort.abort();
    expect(await aborted).toBe(newest);
    const other = await leadNews(leads, { pollMs: null });
    const open = other.newerThan(newest!, 60_000);
    await other.close();
    expect(await open).toBe(newest);
  });
});

describe.skipIf(!postgresAvailable)('the news of a new lead, on PostgreSQL (every instance hears the insert)', () => {
  it("wakes a second instance's wait when the first stores a lead, without asking the store again", async () => {
    const databaseUrl = await server!.createDatabase();
    const [one, two] = [openDatabase({ dataDir: tempDataDir(), databaseUrl }), openDatabase({ dataDir: tempDataDir(), databaseUrl })];
    const requests = await one.requests();
    const leads = await two.leads();
    const news = await leadNews(leads, { pollMs: null });
    closing.push(requests, leads, news);
    // a wait longer than the test may take: only the notification can answer it in time
    const waiting = news.newerThan(0, 120_000);
    const id = await add(requests, 'Across');
    expect(await waiting).toBe(id);
  });
});
