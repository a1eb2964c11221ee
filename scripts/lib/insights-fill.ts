// Fills an engine's insight tables for bench:insights: past days straight into insight_days (as the roll-up leaves
// them, with their daily sums), today into the raw tables through the store, leads into contact_requests.
import Database from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseSettings } from '../../src/server/db/adapter.ts';
import type { InsightsStore } from '../../src/server/db/insights-store.ts';
import { daySums, daySumSql } from '../../src/server/db/insight-rollup-sql.ts';
import { databaseFile } from '../../src/server/db/sqlite/database-file.ts';
import { addDays } from '../../src/shared/site-day.ts';
import { dayOfViews, leadsOf, rolledUp } from './insights-data.ts';

const dayColumns = 'day, page, locale, source, utm_source, utm_medium, utm_campaign, device, variant, visitors, entries, views';
const leadColumns = 'name, email, phone, message, locale, page, created_at, source, utm_source, utm_medium, utm_campaign, device, variant';

interface Writer {
  days(rows: (string | number)[][]): Promise<void>;
  /** fills the daily sums of every day written, with the roll-up's SQL */
  sums(): Promise<void>;
  leads(rows: (string | null)[][]): Promise<void>;
  close(): Promise<void>;
}

function sqliteWriter(dataDir: string): Writer {
  const db = new Database(databaseFile(dataDir));
  const day = db.prepare(`INSERT INTO insight_days (${dayColumns}) VALUES (${dayColumns.split(',').map(() => '?').join(', ')})`);
  const lead = db.prepare(`INSERT INTO contact_requests (${leadColumns}) VALUES (${leadColumns.split(',').map(() => '?').join(', ')})`);
  return {
    days: async (rows) => db.transaction(() => rows.forEach((row) => day.run(...row)))(),
    leads: async (rows) => db.transaction(() => rows.forEach((row) => lead.run(...row)))(),
    sums: async () => db.transaction(() => daySums.forEach((sum) => db.prepare(daySumSql(sum)).run()))(),
    async close() {
      db.close();
    },
  };
}

function postgresWriter(url: string): Writer {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const columns = <T>(rows: T[][], width: number) => Array.from({ length: width }, (_, i) => rows.map((row) => row[i]));
  const dayTypes = ['date', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'bigint', 'bigint', 'bigint'];
  const leadTypes = ['text', 'text', 'text', 'text', 'text', 'text', 'timestamptz', 'text', 'text', 'text', 'text', 'text', 'text'];
  const insert = async (table: string, names: string, types: string[], rows: unknown[][]) => {
    for (let at = 0; at < rows.length; at += 20_000) {
      const chunk = rows.slice(at, at + 20_000);
      await pool.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})`, columns(chunk, types.length));
    }
  };
  return {
    days: (rows) => insert('insight_days', dayColumns, dayTypes, rows),
    leads: (rows) => insert('contact_requests', leadColumns, leadTypes, rows),
    async sums() {
      for (const sum of daySums) await pool.query(daySumSql(sum));
    },
    close: () => pool.end(),
  };
}

/** `views` page views over `days` days ending today (today's raw), one lead for every `perLead` views; resolves with the rows of insight_days. */
export async function fillInsights(settings: DatabaseSettings, store: InsightsStore, { views, days, today, perLead }: { views: number; days: number; today: string; perLead: number }): Promise<number> {
  const writer = settings.databaseUrl ? postgresWriter(settings.databaseUrl) : sqliteWriter(settings.dataDir);
  const perDay = Math.max(1, Math.round(views / days));
  let rows = 0;
  try {
    for (let back = days - 1; back >= 0; back -= 1) {
      const day = addDays(today, -back);
      const made = dayOfViews(day, perDay, `${day}-`);
      if (back === 0) {
        for (let at = 0; at < made.visits.length; at += 10_000) {
          const visits = made.visits.slice(at, at + 10_000);
          const ids = new Set(visits.map((visit) => visit.visitor));
          await store.addViews({ visits, views: made.views.filter((view) => ids.has(view.visitor)) });
        }
      } else {
        const rolled = rolledUp(made);
        rows += rolled.length;
        await writer.days(rolled);
      }
      await writer.leads(leadsOf(made, day, Math.round(perDay / perLead)));
      if (back % 10 === 0) process.stderr.write(`  ${days - back} of ${days} days filled\n`);
    }
    await writer.sums();
  } finally {
    await writer.close();
  }
  return rows;
}
