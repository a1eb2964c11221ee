import type { ServerSettings } from '../config/settings.ts';
import { redactedDatabaseUrl } from '../config/settings.ts';
import { PostgresStorage } from './postgres/postgres-requests-store.ts';
import { databaseFile, SqliteStorage } from './sqlite/sqlite-requests-store.ts';
import type { Storage } from './requests-store.ts';

export type StorageSettings = Pick<ServerSettings, 'dataDir' | 'databaseUrl'>;

/** The engine the settings name: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. Migrates the schema. */
export async function createStorage(settings: StorageSettings): Promise<Storage> {
  if (settings.databaseUrl) return PostgresStorage.connect(settings.databaseUrl);
  return SqliteStorage.open(settings.dataDir);
}

/** As createStorage, but a DATA_DIR without a database stays without one: undefined (for reading scripts). */
export async function openExistingStorage(settings: StorageSettings): Promise<Storage | undefined> {
  if (settings.databaseUrl) return PostgresStorage.connect(settings.databaseUrl);
  return SqliteStorage.openExisting(settings.dataDir);
}

/** Where the requests are stored, for logs: never the database password. */
export function describeStorage(settings: StorageSettings): string {
  return settings.databaseUrl ? `PostgreSQL at ${redactedDatabaseUrl(settings.databaseUrl)}` : `SQLite in ${databaseFile(settings.dataDir)}`;
}
