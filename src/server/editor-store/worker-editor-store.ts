import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AccountExistsError, type EditorStore } from './editor-store.ts';

type Method = Exclude<keyof EditorStore, 'engine' | 'onPublished'>;

/** One call of a store method, as the worker receives it. */
export interface StoreCall {
  id: number;
  method: Method;
  args: unknown[];
}

/** The store worker of the code build in `distDir` (scripts/finish-build.ts bundles it beside the publish worker). */
export const storeWorkerFile = (distDir: string) => path.join(distDir, 'publish', 'store-worker.js');

/**
 * The SQLite editor store of `dataDir` in a worker thread (src/server/editor-store/sqlite-store-worker.ts): the
 * same store, each method a message away, so that no write or read of it, however large, runs on this thread.
 */
export async function openSqliteInWorker({ dataDir, distDir }: { dataDir: string; distDir: string }): Promise<EditorStore> {
  const file = storeWorkerFile(distDir);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build.`);
  const worker = new Worker(file, { workerData: { dataDir } });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  let stopped: Error | undefined;
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  worker.on('message', ({ id, result, error, exists }: { id: number; result?: unknown; error?: string; exists?: boolean }) => {
    const entry = waiting.get(id);
    waiting.delete(id);
    // an idle store does not keep the process alive, as a database connection in this thread would not
    if (waiting.size === 0) worker.unref();
    if (error === undefined) entry?.resolve(result);
    else entry?.reject(exists ? new AccountExistsError(error) : new Error(error));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the SQLite store's worker stopped (exit code ${code})`)));
  worker.unref();

  const call = (method: Method, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = ++next;
      waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, method, args } satisfies StoreCall);
    });
  const forward = <K extends Method>(method: K) => ((...args: unknown[]) => call(method, args)) as EditorStore[K];

  return {
    engine: 'sqlite',
    countAccounts: forward('countAccounts'),
    addAccount: forward('addAccount'),
    findAccount: forward('findAccount'),
    listAccounts: forward('listAccounts'),
    removeAccount: forward('removeAccount'),
    setPassword: forward('setPassword'),
    createSession: forward('createSession'),
    touchSession: forward('touchSession'),
    deleteSession: forward('deleteSession'),
    reserveAttempt: forward('reserveAttempt'),
    forgiveAttempt: forward('forgiveAttempt'),
    getDraft: forward('getDraft'),
    draftHead: forward('draftHead'),
    saveDraft: forward('saveDraft'),
    liveVersion: forward('liveVersion'),
    liveVersionId: forward('liveVersionId'),
    getVersion: forward('getVersion'),
    listVersions: forward('listVersions'),
    publishVersion: forward('publishVersion'),
    audit: forward('audit'),
    listAudit: forward('listAudit'),
    // one instance: the server's poll of liveVersionId() sees its own publishes
    onPublished: async () => async () => {},
    async close() {
      if (!stopped) await call('close', []);
      await worker.terminate();
    },
  };
}
