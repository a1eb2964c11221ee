import { existsSync } from 'node:fs';
import type { DatabaseAdapter } from '../adapter.ts';
import { databaseFile } from './database-file.ts';
import { mediaDirOf } from '../../../model/media-paths.ts';

/** One instance: SQLite in DATA_DIR for requests and the editor, files in DATA_DIR/media for uploads. */
export function sqliteAdapter(dataDir: string): DatabaseAdapter {
  return {
    engine: 'sqlite',
    description: `SQLite in ${databaseFile(dataDir)}`,
    requests: async () => (await import('./sqlite-requests-store.ts')).SqliteStorage.open(dataDir),
    existingRequests: async () => (await import('./sqlite-requests-store.ts')).SqliteStorage.openExisting(dataDir),
    async editor({ distDir } = {}) {
      const { openSqliteInWorker, storeWorkerFile } = await import('./worker-editor-store.ts');
      // the commands use the store in their own thread, and so does a code build without the worker (a test's stand-in)
      if (distDir && existsSync(storeWorkerFile(distDir))) return openSqliteInWorker({ dataDir, distDir });
      return (await import('./sqlite-editor-store.ts')).SqliteEditorStore.open(dataDir);
    },
    media: async () => (await import('./files-media-store.ts')).FilesMediaStore.open(mediaDirOf(dataDir)),
    leads: async () => (await import('./sqlite-leads-store.ts')).SqliteLeadsStore.open(dataDir),
    visits: async () => (await import('./sqlite-visits-store.ts')).SqliteVisitsStore.open(dataDir),
    insights: async () => (await import('./sqlite-insights-store.ts')).SqliteInsightsStore.open(dataDir),
  };
}
