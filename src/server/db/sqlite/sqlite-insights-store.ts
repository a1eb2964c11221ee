import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { connectSqlite } from './connect.ts';
import { earliestVisitWins, visitCreditSql } from '../insight-visit-sql.ts';
import { daySelectSql, daySums, daySumSql, rollUpSql } from '../insight-rollup-sql.ts';
import { sumSql, type SumQuery } from '../insight-report-sql.ts';
import { addDays } from '../../../shared/site-day.ts';
import type { DayRow, InsightsStore, LeadRow, SumRow, ViewRow, VisitCredit, VisitRow } from '../insights-store.ts';

/** The insights in SQLite, in DATA_DIR's database: one instance, so each batch is one transaction of its own. */
export class SqliteInsightsStore implements InsightsStore {
  private readonly statements;

  private constructor(private readonly db: Database.Database) {
    this.statements = {
      makeSalt: db.prepare('INSERT INTO insight_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING'),
      salt: db.prepare('SELECT salt FROM insight_salts WHERE day = ?'),
      forgetSalts: db.prepare('DELETE FROM insight_salts WHERE day < ?'),
      visit: db.prepare(
        `INSERT INTO insight_visits (day, visitor, source, utm_source, utm_medium, utm_campaign, device, entry_page, entry_locale, first_at)
         VALUES (@day, @visitor, @source, @utmSource, @utmMedium, @utmCampaign, @device, @entryPage, @entryLocale, @firstAt) ${earliestVisitWins}`,
      ),
      view: db.prepare(
        `INSERT INTO insight_views (day, visitor, page, locale, variant, views) VALUES (@day, @visitor, @page, @locale, @variant, @views)
         ON CONFLICT (day, visitor, page, locale) DO UPDATE SET views = views + excluded.views`,
      ),
      credit: db.prepare(visitCreditSql({ day: '@day', visitor: '@visitor', page: '@page' })),
      days: db.prepare('SELECT DISTINCT day FROM insight_visits WHERE day < ? ORDER BY day'),
      claim: db.prepare('INSERT INTO insight_rollups (day, rolled_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING'),
      rollUp: db.prepare(rollUpSql('@day')),
      sumUp: daySums.map((sum) => db.prepare(daySumSql(sum, '@day'))),
      dropVisits: db.prepare('DELETE FROM insight_visits WHERE day = ?'),
      dropViews: db.prepare('DELETE FROM insight_views WHERE day = ?'),
      forgetDays: db.prepare('DELETE FROM insight_days WHERE day < ?'),
      forgetSums: daySums.map(({ table }) => db.prepare(`DELETE FROM ${table} WHERE day < ?`)),
      forgetRollups: db.prepare('DELETE FROM insight_rollups WHERE day < ?'),
      dayRows: db.prepare(daySelectSql('@day')),
      leads: db.prepare(
        `SELECT created_at AS createdAt, page, source, utm_source AS utmSource, utm_medium AS utmMedium, utm_campaign AS utmCampaign, device, variant, variant_page AS variantPage
         FROM contact_requests WHERE created_at >= ? AND created_at < ? AND status <> 'spam'`,
      ),
    };
  }

  static open(dataDir: string): SqliteInsightsStore {
    return new SqliteInsightsStore(connectSqlite(dataDir));
  }

  async daySalts(days: string[]): Promise<Map<string, Buffer>> {
    const { makeSalt, salt, forgetSalts } = this.statements;
    return this.db
      .transaction(() => {
        const salts = new Map<string, Buffer>();
        for (const day of days) {
          makeSalt.run(day, randomBytes(32));
          salts.set(day, (salt.get(day) as { salt: Buffer }).salt);
        }
        if (days.length) forgetSalts.run([...days].sort()[0]);
        return salts;
      })
      .immediate();
  }

  async addViews({ visits, views }: { visits: VisitRow[]; views: ViewRow[] }): Promise<number> {
    const { visit, view } = this.statements;
    return this.db
      .transaction(() => {
        let added = 0;
        for (const row of visits) added += visit.run(row).changes;
        for (const row of views) view.run(row);
        return added;
      })
      .immediate();
  }

  async creditOf(day: string, visitor: string, page: string): Promise<VisitCredit | undefined> {
    return this.statements.credit.get({ page, day, visitor }) as VisitCredit | undefined;
  }

  async daysToRollUp(before: string): Promise<string[]> {
    return (this.statements.days.all(before) as { day: string }[]).map((row) => row.day);
  }

  async rollUp(day: string, at: Date): Promise<boolean> {
    const { claim, rollUp, sumUp, dropVisits, dropViews, forgetSalts } = this.statements;
    return this.db
      .transaction(() => {
        const claimed = claim.run(day, at.toISOString()).changes > 0;
        if (claimed) {
          rollUp.run({ day });
          for (const statement of sumUp) statement.run({ day });
        }
        dropViews.run(day);
        dropVisits.run(day);
        forgetSalts.run(addDays(day, 1));
        return claimed;
      })
      .immediate();
  }

  async forgetBefore(day: string): Promise<void> {
    this.db.transaction(() => {
      this.statements.forgetDays.run(day);
      for (const statement of this.statements.forgetSums) statement.run(day);
      this.statements.forgetRollups.run(day);
    })();
  }

  async sum(query: SumQuery): Promise<SumRow[]> {
    const { sql, values } = sumSql(query, 'sqlite');
    return this.db.prepare(sql).all(...values) as SumRow[];
  }

  async dayRows(day: string): Promise<DayRow[]> {
    return this.statements.dayRows.all({ day }) as DayRow[];
  }

  async leadsBetween(from: Date, to: Date): Promise<LeadRow[]> {
    return (this.statements.leads.all(from.toISOString(), to.toISOString()) as (Omit<LeadRow, 'createdAt'> & { createdAt: string })[]).map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
