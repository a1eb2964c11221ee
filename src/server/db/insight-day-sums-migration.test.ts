// @vitest-environment node
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSettings } from './adapter.ts';
import { openDatabase } from './open/database.ts';
import { daySums } from './insight-rollup-sql.ts';
import { postgresMigrations } from './postgres/postgres-migrations.ts';
import { migratePostgres } from './postgres/postgres-requests-store.ts';
import { databaseFile } from './sqlite/database-file.ts';
import { sqliteMigrations } from './sqlite/sqlite-migrations.ts';
import { migrateSqlite } from './sqlite/sqlite-requests-store.ts';
import { insightsEngines, rawRows, startEngines, stopEngines } from '../test/insights-engines.ts';

beforeAll(startEngines, 120_000);
afterAll(stopEngines, 60_000);

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** Rows of insight_days as the roll-up left them before the daily sums: several a page, source and device a day. */
const oldRows = Array.from({ length: 60 }, (_, i) => [
  pick(['2026-04-01', '2026-04-02', '2026-04-03'], i),
  pick(['/', '/about', '/contact', '/blog'], Math.floor(i / 2)),
  pick(['en', 'hi'], Math.floor(i / 4)),
  pick(['', 'news.example', 'search.example'], Math.floor(i / 5)),
  ...pick([['', '', ''], ['ads', 'cpc', 'may'], ['news', 'email', 'may']], Math.floor(i / 7)),
  pick(['phone', 'tablet', 'desktop'], Math.floor(i / 3)),
  pick(['', 'a', 'b'], i),
  1 + (i % 5),
  i % 3,
  2 + (i % 7),
]);
const insert = `INSERT INTO insight_days (day, page, locale, source, utm_source, utm_medium, utm_campaign, device, variant, visitors, entries, views) VALUES (${oldRows[0]!.map(() => '?').join(', ')})`;

/** A database at the schema before the daily sums, holding `oldRows` in insight_days. */
async function oldDatabase(settings: DatabaseSettings): Promise<void> {
  if (settings.databaseUrl) {
    const pool = new pg.Pool({ connectionString: settings.databaseUrl });
    await migratePostgres(pool, postgresMigrations.filter((migration) => migration.version < 16));
    let n = 0;
    const numbered = insert.replace(/\?/g, () => `$${++n}`);
    for (const row of oldRows) await pool.query(numbered, row);
    await pool.end();
    return;
  }
  const db = new Database(databaseFile(settings.dataDir));
  migrateSqlite(db, sqliteMigrations.filter((migration) => migration.version < 14));
  const statement = db.prepare(insert);
  for (const row of oldRows) statement.run(...row);
  db.close();
}

const sorted = (rows: Record<string, unknown>[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, ['visitors', 'entries', 'views'].includes(key) ? Number(value) : value]))).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe.each(insightsEngines.filter(({ available }) => available))('the migration to daily sums, on $title', ({ settings }) => {
  it('fills them from the days already rolled up', async () => {
    const chosen = await settings();
    await oldDatabase(chosen);
    await (await openDatabase(chosen).insights()).close();
    for (const { table, columns } of daySums) {
      const keys = ['CAST(day AS TEXT) AS day', ...columns].join(', ');
      const summed = await rawRows<Record<string, unknown>>(chosen, `SELECT ${keys}, visitors, entries, views FROM ${table}`);
      const expected = await rawRows<Record<string, unknown>>(chosen, `SELECT ${keys}, sum(visitors) AS visitors, sum(entries) AS entries, sum(views) AS views FROM insight_days GROUP BY day, ${columns.join(', ')}`);
      expect(summed.length, table).toBeGreaterThan(3);
      expect(summed.length, `${table} sums several rows into one`).toBeLessThan(oldRows.length);
      expect(sorted(summed), table).toEqual(sorted(expected));
    }
  });
});
