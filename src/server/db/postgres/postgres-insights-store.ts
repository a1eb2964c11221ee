import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { migratedPool } from './postgres-requests-store.ts';
import { inTransaction } from './transaction.ts';
import { earliestVisitWins, visitCreditSql } from '../insight-visit-sql.ts';
import { daySelectSql, daySums, daySumSql, rollUpSql } from '../insight-rollup-sql.ts';
import { sumSql, type SumQuery } from '../insight-report-sql.ts';
import type { DayRow, InsightsStore, LeadRow, SumRow, ViewRow, VisitCredit, VisitRow } from '../insights-store.ts';

// One statement a table per batch, rows in key order, so that two instances' batches lock rows alike and never deadlock.
const addVisits = `
  INSERT INTO insight_visits (day, visitor, source, utm_source, utm_medium, utm_campaign, device, entry_page, entry_locale, first_at)
  SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::bigint[]) ORDER BY 1, 2
  ${earliestVisitWins}`;
const addViews = `
  INSERT INTO insight_views (day, visitor, page, locale, variant, views)
  SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[]) ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, visitor, page, locale) DO UPDATE SET views = insight_views.views + excluded.views`;
const credit = visitCreditSql({ day: '$1::date', visitor: '$2', page: '$3' });

/** The insights in PostgreSQL, shared by every instance: each adds its batches to what the others counted. */
export class PostgresInsightsStore implements InsightsStore {
  private constructor(private readonly pool: pg.Pool) {}

  static async connect(databaseUrl: string): Promise<PostgresInsightsStore> {
    return new PostgresInsightsStore(await migratedPool(databaseUrl, 'insights-store', 3));
  }

  async daySalts(days: string[]): Promise<Map<string, Buffer>> {
    const sorted = [...days].sort();
    // whichever instance comes first makes a day's salt; every instance then reads the same one back
    await this.pool.query('INSERT INTO insight_salts (day, salt) SELECT * FROM unnest($1::date[], $2::bytea[]) ORDER BY 1 ON CONFLICT (day) DO NOTHING', [
      sorted,
      sorted.map(() => randomBytes(32)),
    ]);
    if (sorted.length) await this.pool.query('DELETE FROM insight_salts WHERE day < $1::date', [sorted[0]]);
    const { rows } = await this.pool.query<{ day: string; salt: Buffer }>('SELECT day::text AS day, salt FROM insight_salts WHERE day = ANY($1::date[])', [sorted]);
    return new Map(rows.map((row) => [row.day, row.salt]));
  }

  async addViews({ visits, views }: { visits: VisitRow[]; views: ViewRow[] }): Promise<number> {
    const column = <T, K extends keyof T>(rows: T[], key: K) => rows.map((row) => row[key]);
    let added = 0;
    if (visits.length) {
      const keys = ['day', 'visitor', 'source', 'utmSource', 'utmMedium', 'utmCampaign', 'device', 'entryPage', 'entryLocale', 'firstAt'] as const;
      added = (await this.pool.query(addVisits, keys.map((key) => column(visits, key)))).rowCount ?? 0;
    }
    if (views.length) await this.pool.query(addViews, (['day', 'visitor', 'page', 'locale', 'variant', 'views'] as const).map((key) => column(views, key)));
    return added;
  }

  async creditOf(day: string, visitor: string, page: string): Promise<VisitCredit | undefined> {
    return (await this.pool.query<VisitCredit>(credit, [day, visitor, page])).rows[0];
  }

  async daysToRollUp(before: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ day: string }>('SELECT DISTINCT day::text AS day FROM insight_visits WHERE day < $1::date ORDER BY 1', [before]);
    return rows.map((row) => row.day);
  }

  async rollUp(day: string, at: Date): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      // a second instance waits here on the first one's claim, then finds the day taken
      const claimed = ((await client.query('INSERT INTO insight_rollups (day, rolled_at) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING', [day, at])).rowCount ?? 0) > 0;
      if (claimed) {
        await client.query(rollUpSql('$1::date'), [day]);
        for (const sum of daySums) await client.query(daySumSql(sum, '$1::date'), [day]);
      }
      await client.query('DELETE FROM insight_views WHERE day = $1::date', [day]);
      await client.query('DELETE FROM insight_visits WHERE day = $1::date', [day]);
      await client.query('DELETE FROM insight_salts WHERE day <= $1::date', [day]);
      return claimed;
    });
  }

  async forgetBefore(day: string): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      for (const table of ['insight_days', ...daySums.map((sum) => sum.table), 'insight_rollups']) await client.query(`DELETE FROM ${table} WHERE day < $1::date`, [day]);
    });
  }

  async sum(query: SumQuery): Promise<SumRow[]> {
    const { sql, values } = sumSql(query, 'postgres');
    const { rows } = await this.pool.query<SumRow>(sql, values);
    // bigint sums arrive as text
    return rows.map((row) => ({ ...row, visitors: Number(row.visitors), views: Number(row.views) }));
  }

  async dayRows(day: string): Promise<DayRow[]> {
    const { rows } = await this.pool.query<DayRow>(`SELECT day::text AS day, page, locale, source, utm_source, utm_medium, utm_campaign, device, variant, visitors, entries, views FROM (${daySelectSql('$1::date')}) AS d`, [day]);
    return rows.map((row) => ({ ...row, visitors: Number(row.visitors), entries: Number(row.entries), views: Number(row.views) }));
  }

  async leadsBetween(from: Date, to: Date): Promise<LeadRow[]> {
    const { rows } = await this.pool.query<LeadRow>(
      `SELECT created_at AS "createdAt", page, source, utm_source AS "utmSource", utm_medium AS "utmMedium", utm_campaign AS "utmCampaign", device, variant, variant_page AS "variantPage"
       FROM contact_requests WHERE created_at >= $1 AND created_at < $2 AND status <> 'spam'`,
      [from, to],
    );
    return rows;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
