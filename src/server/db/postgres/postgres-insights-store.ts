import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { migratedPool } from './postgres-requests-store.ts';
import type { InsightsStore } from '../insights-store.ts';

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

  async close(): Promise<void> {
    await this.pool.end();
  }
}
