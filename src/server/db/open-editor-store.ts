import { existsSync } from 'node:fs';
import type { StorageSettings } from './open-requests-store.ts';
import type { EditorStore } from './editor-store.ts';
import { SqliteEditorStore } from './sqlite/sqlite-editor-store.ts';
import { openSqliteInWorker, storeWorkerFile } from './sqlite/worker-editor-store.ts';

/**
 * The engine the settings name, as the contact storage's: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR.
 * Migrates the schema. With `distDir` (the server), SQLite runs in a worker thread of that code build, whose
 * synchronous writes never hold up the requests of visitors; the commands use it in their own thread, and so does
 * the server on a code build without the worker (one made before it, a test's stand-in).
 */
export async function createEditorStore(settings: StorageSettings, { distDir }: { distDir?: string } = {}): Promise<EditorStore> {
  // loaded only with DATABASE_URL: the PostgreSQL driver takes ~85 ms to load, a tenth of a one-page publish
  if (settings.databaseUrl) return (await import('./postgres/postgres-editor-store.ts')).PostgresEditorStore.connect(settings.databaseUrl);
  if (distDir && existsSync(storeWorkerFile(distDir))) return openSqliteInWorker({ dataDir: settings.dataDir, distDir });
  return SqliteEditorStore.open(settings.dataDir);
}
