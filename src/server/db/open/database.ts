import type { DatabaseAdapter, DatabaseSettings } from '../adapter.ts';
import { postgresAdapter } from '../postgres/postgres-adapter.ts';
import { sqliteAdapter } from '../sqlite/sqlite-adapter.ts';

/** The engine the settings name: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. */
export function openDatabase(settings: DatabaseSettings): DatabaseAdapter {
  return settings.databaseUrl ? postgresAdapter(settings.databaseUrl) : sqliteAdapter(settings.dataDir);
}
