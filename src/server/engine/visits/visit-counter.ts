import { notFoundPathMax, type VisitCounts, type VisitsStore } from '../../db/visits-store.ts';
import { inBatches } from '../../lib/batches.ts';

export interface VisitCounterOptions {
  /** how often a batch is added to the store (and once more at close) */
  everyMs?: number;
  /** distinct paths not found held between two batches: a flood of random paths beyond it is not counted */
  pendingMax?: number;
  log?: (message: string) => void;
}

export interface VisitCounter {
  /** a request a redirect answered, by the table's path */
  redirected(path: string): void;
  /** a request answered 404, with its Referer header (only the host is kept) */
  notFound(path: string, referer: string | undefined): void;
  /** adds what was counted so far to the store now */
  flush(): Promise<void>;
  /** the last batch added, the timer stopped */
  close(): Promise<void>;
}

// the host of an http(s) Referer, without a user name; anything else is no site
const refererHost = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]{1,253})/i;

/**
 * Counts in memory what each request asked for, and adds it to the store in batches (every `everyMs`, never one
 * write per request): a redirect's hits by its path, and the paths not found with the host that linked to them.
 * No IP, no query string, no full referrer is kept.
 */
export function countVisits(store: Pick<VisitsStore, 'addCounts'>, { everyMs = 5000, pendingMax = 2000, log = () => {} }: VisitCounterOptions = {}): VisitCounter {
  let hits = new Map<string, { count: number; lastAt: number }>();
  let missed = new Map<string, { count: number; firstAt: number; lastAt: number; referrer: string | null }>();
  let dropped = 0;

  async function add(): Promise<void> {
    if (!hits.size && !missed.size) return;
    const counts: VisitCounts = {
      redirects: [...hits].map(([path, { count, lastAt }]) => ({ path, count, lastAt: new Date(lastAt) })),
      notFound: [...missed].map(([path, { count, firstAt, lastAt, referrer }]) => ({ path, count, firstAt: new Date(firstAt), lastAt: new Date(lastAt), referrer })),
    };
    if (dropped) log(`${dropped} requests for paths not found were not counted: more than ${pendingMax} distinct paths came within one batch`);
    hits = new Map();
    missed = new Map();
    dropped = 0;
    try {
      await store.addCounts(counts);
    } catch (error) {
      // a count is worth less than the requests it counts: the batch is lost, the server goes on
      log(`the counts of redirects and paths not found could not be stored: ${(error as Error).message}`);
    }
  }

  const batches = inBatches(add, everyMs);

  return {
    redirected(path) {
      const now = Date.now();
      const known = hits.get(path);
      if (known) {
        known.count += 1;
        known.lastAt = now;
      } else hits.set(path, { count: 1, lastAt: now });
    },
    notFound(requested, referer) {
      const path = requested.length > notFoundPathMax ? requested.slice(0, notFoundPathMax) : requested;
      const now = Date.now();
      const referrer = referer ? (refererHost.exec(referer)?.[1]?.toLowerCase() ?? null) : null;
      const known = missed.get(path);
      if (known) {
        known.count += 1;
        known.lastAt = now;
        if (referrer) known.referrer = referrer;
      } else if (missed.size < pendingMax) missed.set(path, { count: 1, firstAt: now, lastAt: now, referrer });
      else dropped += 1;
    },
    flush: batches.flush,
    close: batches.close,
  };
}
