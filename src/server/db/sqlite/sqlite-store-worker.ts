// The SQLite editor store in a worker thread of the server (dist/publish/store-worker.js): better-sqlite3 is
// synchronous, and a commit waits for the disk (synchronous=FULL), for a 5 MB draft as for a session's last-seen
// time. Visitors are answered meanwhile. One call at a time, in order: each runs whole before the next is read.
import { parentPort, workerData } from 'node:worker_threads';
import { AccountExistsError } from '../editor-store.ts';
import { SqliteEditorStore } from './sqlite-editor-store.ts';
import type { StoreCall } from './worker-editor-store.ts';

const store = SqliteEditorStore.open((workerData as { dataDir: string }).dataDir);
parentPort!.on('message', async ({ id, method, args }: StoreCall) => {
  try {
    const result: unknown = await (store[method] as (...values: unknown[]) => Promise<unknown>).apply(store, args);
    parentPort!.postMessage({ id, reply: result });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message, exists: error instanceof AccountExistsError });
  }
});
parentPort!.postMessage({ ready: true });
