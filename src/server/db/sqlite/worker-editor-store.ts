import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { AccountExistsError, type EditorStore } from '../editor-store.ts';
import { workerCalls } from '../../lib/worker-calls.ts';
import { publishBundleFile } from '../../config/build-manifest.ts';

type Method = Exclude<keyof EditorStore, 'engine' | 'onPublished'>;

/** One call of a store method, as the worker receives it. */
export interface StoreCall {
  id: number;
  method: Method;
  args: unknown[];
}

/** The store worker of the code build in `distDir` (scripts/finish-build.ts bundles it beside the publish worker). */
export const storeWorkerFile = (distDir: string) => publishBundleFile(distDir, 'store-worker');

/**
 * The SQLite editor store of `dataDir` in a worker thread (src/server/db/sqlite/sqlite-store-worker.ts): the
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
  const calls = workerCalls(worker, "the SQLite store's worker", ({ error, exists }) => (exists ? new AccountExistsError(error) : new Error(error)));
  const call = (method: Method, args: unknown[]) => calls.call({ method, args });
  const forward = <K extends Method>(method: K) => ((...args: unknown[]) => call(method, args)) as EditorStore[K];

  return {
    engine: 'sqlite',
    countAccounts: forward('countAccounts'),
    addAccount: forward('addAccount'),
    findAccount: forward('findAccount'),
    listAccounts: forward('listAccounts'),
    removeAccount: forward('removeAccount'),
    setPassword: forward('setPassword'),
    setRole: forward('setRole'),
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
    addLiveVersion: forward('addLiveVersion'),
    addSchedule: forward('addSchedule'),
    listSchedules: forward('listSchedules'),
    dueSchedules: forward('dueSchedules'),
    getSchedule: forward('getSchedule'),
    scheduleText: forward('scheduleText'),
    finishSchedule: forward('finishSchedule'),
    getSettings: forward('getSettings'),
    setSettings: forward('setSettings'),
    addReview: forward('addReview'),
    listReviews: forward('listReviews'),
    getReview: forward('getReview'),
    reviewText: forward('reviewText'),
    decideReview: forward('decideReview'),
    addPreviewLink: forward('addPreviewLink'),
    listPreviewLinks: forward('listPreviewLinks'),
    activePreviewLink: forward('activePreviewLink'),
    getPreviewLink: forward('getPreviewLink'),
    previewText: forward('previewText'),
    revokePreviewLink: forward('revokePreviewLink'),
    audit: forward('audit'),
    listAudit: forward('listAudit'),
    // one instance: the server's poll of liveVersionId() sees its own publishes
    onPublished: async () => async () => {},
    async close() {
      if (!calls.stopped()) await call('close', []);
      await worker.terminate();
    },
  };
}
