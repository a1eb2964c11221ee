// npm run bench:leads [-- --leads=100000 --runs=40]: the leads store on each engine with many leads: the first page
// of the list, a word search, a status change, the whole CSV-sized export read in batches (rows/s, the largest
// heap growth), and how long a new request takes to reach another instance's open list (the server's own news:
// PostgreSQL's notification, SQLite's poll of its store). SQLite in a temporary DATA_DIR, PostgreSQL on a throwaway server (fsync on). A benchmark, not a test:
// it prints figures, with the machine's load average.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../src/server/db/open/database.ts';
import type { DatabaseSettings } from '../src/server/db/adapter.ts';
import type { LeadsStore } from '../src/server/db/leads-store.ts';
import { databaseFile } from '../src/server/db/sqlite/database-file.ts';
import { startTestPostgres } from '../src/server/test/test-postgres.ts';
import { tempDataDir, validRequest } from '../src/server/test/test-support.ts';
import { leadNews, sqlitePollMs } from '../src/server/engine/leads/lead-news.ts';
import { table } from './lib/figures.ts';

const { values } = parseArgs({ options: { leads: { type: 'string', default: '100000' }, runs: { type: 'string', default: '40' } } });
const count = Number(values.leads);
const runs = Number(values.runs);

const words = ['mobile app', 'website', 'inventory', 'billing', 'booking', 'clinic', 'school', 'logistics', 'ERP', 'CRM'];
/** the i-th generated lead: names, addresses and messages varied enough that a search finds few */
function lead(i: number) {
  const hindi = i % 5 === 0;
  return {
    name: hindi ? `ग्राहक ${i}` : `Client ${i}`,
    email: `client${i}@example${i % 97}.in`,
    phone: `+91 9${String(10_000_000 + i).padStart(9, '0')}`,
    message: `${hindi ? 'नमस्ते, ' : 'Hello, '}we need a ${words[i % words.length]} for our team of ${i % 300} people. Reference ${i}.`,
    locale: hindi ? 'hi' : 'en',
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  };
}

/** Writes `count` leads straight into the engine's table (the contact endpoint's path is measured by bench:server). */
async function fill(settings: DatabaseSettings): Promise<void> {
  const requests = await openDatabase(settings).requests();
  await requests.close();
  const batch = 5000;
  if (!settings.databaseUrl) {
    const db = new Database(databaseFile(settings.dataDir));
    const insert = db.prepare('INSERT INTO contact_requests (name, email, phone, message, locale, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    const outbox = db.prepare("INSERT INTO mail_outbox (request_id, state) VALUES (?, 'none')");
    for (let start = 0; start < count; start += batch) {
      db.transaction(() => {
        for (let i = start; i < Math.min(count, start + batch); i++) {
          const row = lead(i);
          outbox.run(insert.run(row.name, row.email, row.phone, row.message, row.locale, row.created_at).lastInsertRowid);
        }
      })();
    }
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, k) => lead(start + k));
    const column = (key: keyof ReturnType<typeof lead>) => rows.map((row) => row[key]);
    await client.query(
      `WITH input AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[]) AS t (name, email, phone, message, locale, created_at)),
       requests AS (INSERT INTO contact_requests (name, email, phone, message, locale, created_at) SELECT * FROM input RETURNING id)
       INSERT INTO mail_outbox (request_id, state) SELECT id, 'none' FROM requests`,
      [column('name'), column('email'), column('phone'), column('message'), column('locale'), column('created_at')],
    );
  }
  await client.query('ANALYZE');
  await client.end();
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const ms = (value: number) => value.toFixed(1);

async function timed(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** From a request's insert by one instance to another instance's open list hearing of it, `times` times (ms). */
async function newsDelay(settings: DatabaseSettings, times: number): Promise<{ p50: number; max: number }> {
  // two instances: one stores as the contact endpoint does, the other's list waits as the Leads page does
  const [first, second] = [openDatabase(settings), openDatabase({ ...settings, dataDir: settings.databaseUrl ? tempDataDir() : settings.dataDir })];
  const requests = await first.requests();
  const leads = await second.leads();
  const news = await leadNews(leads, { pollMs: settings.databaseUrl ? null : sqlitePollMs });
  const delays: number[] = [];
  try {
    for (let run = 0; run < times; run++) {
      const newest = (await leads.newestLeadId()) ?? 0;
      const heard = news.newerThan(newest, 30_000).then(() => performance.now());
      // a moment into the wait, as a visitor's request would come at any time of the poll's second
      await new Promise((resolve) => setTimeout(resolve, 50 + ((run * 137) % 900)));
      // from the insert's start: its commit and the notification may overtake the insert's own answer
      const sent = performance.now();
      await requests.addRequest({ ...validRequest, name: `News ${run}` }, { queueMail: false });
      delays.push((await heard) - sent);
    }
  } finally {
    await news.close();
    await Promise.all([requests.close(), leads.close()]);
  }
  return { p50: percentile(delays, 50), max: Math.max(...delays) };
}

async function measure(title: string, settings: DatabaseSettings): Promise<string[]> {
  const filling = performance.now();
  await fill(settings);
  console.log(`${title}: ${count.toLocaleString('en-US')} leads written in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
  const leads: LeadsStore = await openDatabase(settings).leads();
  try {
    const firstPage = await timed(() => leads.listLeads({}, { size: 50 }));
    const search = await timed(() => leads.listLeads({ words: 'inventory 4711' }, { size: 50 }));
    let id = count;
    const change = await timed(async () => {
      const lead = (await leads.getLead(id))!;
      await leads.changeLead(id--, { status: 'contacted' }, { revision: lead.revision, actor: 'bench@example.com', at: new Date() });
    });
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    let rows = 0;
    const started = performance.now();
    for await (const batch of leads.exportLeads({}, 1000)) {
      rows += batch.length;
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const seconds = (performance.now() - started) / 1000;
    const delay = await newsDelay(settings, 10);
    return [title, ms(firstPage.p50), ms(firstPage.p95), ms(search.p50), ms(search.p95), ms(change.p50), ms(change.p95), String(Math.round(rows / seconds)), String(Math.round((heapPeak - heapBefore) / 1024 / 1024)), ms(delay.p50), ms(delay.max)];
  } finally {
    await leads.close();
  }
}

const results = [await measure('SQLite', { dataDir: tempDataDir() })];
const server = await startTestPostgres({ fsync: true });
try {
  results.push(await measure('PostgreSQL', { dataDir: tempDataDir(), databaseUrl: await server.createDatabase() }));
} finally {
  await server.destroy();
}
console.log(`\nThe leads store with ${count.toLocaleString('en-US')} leads, ${runs} runs each (ms); load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
console.log(table(['engine', 'first page p50', 'p95', 'word search p50', 'p95', 'status change p50', 'p95', 'export rows/s', 'export heap growth MB', 'new lead heard p50', 'max'], results));
