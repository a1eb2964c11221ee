import type { LeadsStore } from '../../db/leads-store.ts';

/** How often an instance on SQLite asks its store for a newer lead, while someone's list waits. */
export const sqlitePollMs = 1_000;

export interface LeadNews {
  /**
   * Resolves with the newest lead's id as soon as it is above `after` (at once when it already is), or after
   * `timeoutMs` with what is newest then; early too when `signal` aborts or the news closes.
   */
  newerThan(after: number, timeoutMs: number, signal?: AbortSignal): Promise<number | null>;
  /** resolves every wait at once and stops listening */
  close(): Promise<void>;
}

interface Waiter {
  after: number;
  done: (newest: number | null) => void;
}

/**
 * What the open lists of leads wait on: one subscription per instance, however many lists are open. PostgreSQL
 * tells every instance of each new lead (onLeadAdded); on SQLite, one instance, the store is asked every second
 * while anyone waits, and not at all otherwise.
 */
export async function leadNews(store: LeadsStore, { pollMs }: { pollMs: number | null }): Promise<LeadNews> {
  const waiters = new Set<Waiter>();
  let newest: number | null = null;
  let poll: NodeJS.Timeout | undefined;
  let closed = false;

  const heard = (id: number | null) => {
    if (id === null) return;
    newest = Math.max(newest ?? 0, id);
    for (const waiter of waiters) if (newest > waiter.after) waiter.done(newest);
  };
  const stopListening = await store.onLeadAdded(heard);

  const polling = () => {
    if (pollMs === null || poll || waiters.size === 0) return;
    poll = setInterval(() => {
      if (waiters.size === 0) {
        clearInterval(poll);
        poll = undefined;
        return;
      }
      store.newestLeadId().then(heard, () => {});
    }, pollMs);
    poll.unref();
  };

  return {
    async newerThan(after, timeoutMs, signal) {
      heard(await store.newestLeadId());
      if ((newest !== null && newest > after) || signal?.aborted || closed) return newest;
      return new Promise((resolve) => {
        const waiter: Waiter = {
          after,
          done: (value) => {
            waiters.delete(waiter);
            clearTimeout(timer);
            signal?.removeEventListener('abort', aborted);
            resolve(value);
          },
        };
        const aborted = () => waiter.done(newest);
        const timer = setTimeout(() => waiter.done(newest), timeoutMs);
        signal?.addEventListener('abort', aborted, { once: true });
        waiters.add(waiter);
        polling();
      });
    },
    async close() {
      closed = true;
      clearInterval(poll);
      for (const waiter of waiters) waiter.done(newest);
      await stopListening();
    },
  };
}
