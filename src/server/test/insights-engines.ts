// Both engines for the insights tests, and raw SQL beside the stores (what a table holds, not what a store says).
import Database from 'better-sqlite3';
import type { DatabaseSettings } from '../db/adapter.ts';
import { databaseFile } from '../db/sqlite/database-file.ts';
import { tempDataDir } from './test-support.ts';
import { onPostgres, postgresForTests, startTestPostgres, type TestPostgres } from './test-postgres.ts';

let server: TestPostgres | undefined;

/** SQLite always, PostgreSQL where installed; `start` before the tests, `stop` after. */
export const insightsEngines = [
  { title: 'SQLite', available: true, settings: async (): Promise<DatabaseSettings> => ({ dataDir: tempDataDir() }) },
  { title: 'PostgreSQL', available: postgresForTests(), settings: async (): Promise<DatabaseSettings> => ({ dataDir: tempDataDir(), databaseUrl: await server!.createDatabase() }) },
];

export async function startEngines(): Promise<void> {
  if (insightsEngines[1]!.available) server = await startTestPostgres();
}

export const stopEngines = async () => server?.destroy();

/** Rows of `sql` (written for both engines: CAST(day AS TEXT) for a day) read through a connection of its own. */
export async function rawRows<T>(settings: DatabaseSettings, sql: string, values: unknown[] = []): Promise<T[]> {
  let n = 0;
  if (settings.databaseUrl) return onPostgres<T>(settings.databaseUrl, sql.replace(/\?/g, () => `$${++n}`), values);
  const db = new Database(databaseFile(settings.dataDir), { readonly: true });
  try {
    return db.prepare(sql).all(...values) as T[];
  } finally {
    db.close();
  }
}
