import type { StorageSettings } from './open-requests-store.ts';
import { FilesMediaStore, mediaDir } from './sqlite/files-media-store.ts';
import type { MediaStore } from './media-store.ts';
import { PostgresMediaStore } from './postgres/postgres-media-store.ts';

/** The engine the settings name, as the other stores: PostgreSQL with DATABASE_URL, else files in DATA_DIR/media. */
export async function createMediaStore(settings: StorageSettings): Promise<MediaStore> {
  if (settings.databaseUrl) return PostgresMediaStore.connect(settings.databaseUrl);
  return FilesMediaStore.open(mediaDir(settings.dataDir));
}
