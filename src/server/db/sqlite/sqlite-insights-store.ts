import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { connectSqlite } from './connect.ts';
import type { InsightsStore } from '../insights-store.ts';

/** The insights in SQLite, in DATA_DIR's database: one instance, so each batch is one transaction of its own. */
export class SqliteInsightsStore implements InsightsStore {
  private readonly statements;

  private constructor(private readonly db: Database.Database) {
    this.statements = {
      makeSalt: db.prepare('INSERT INTO insight_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING'),
      salt: db.prepare('SELECT salt FROM insight_salts WHERE day = ?'),
      forgetSalts: db.prepare('DELETE FROM insight_salts WHERE day < ?'),
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

  async close(): Promise<void> {
    this.db.close();
  }
}
