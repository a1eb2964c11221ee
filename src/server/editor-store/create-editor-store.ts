import type { StorageSettings } from '../storage/create-storage.ts';
import type { EditorStore } from './editor-store.ts';
import { PostgresEditorStore } from './postgres-editor-store.ts';
import { SqliteEditorStore } from './sqlite-editor-store.ts';

/** The engine the settings name, as the contact storage's: PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR. Migrates the schema. */
export async function createEditorStore(settings: StorageSettings): Promise<EditorStore> {
  if (settings.databaseUrl) return PostgresEditorStore.connect(settings.databaseUrl);
  return SqliteEditorStore.open(settings.dataDir);
}
