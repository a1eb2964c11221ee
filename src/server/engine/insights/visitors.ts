import type { IncomingHttpHeaders } from 'node:http';
import type { InsightsStore } from '../../db/insights-store.ts';
import { addDays, siteDay } from '../../../shared/site-day.ts';
import { visitorHash } from './visitor-hash.ts';

/** What of a request makes its visitor: the address and the headers (Host, User-Agent). Fastify's request is one. */
export interface VisitorRequest {
  ip: string;
  headers: IncomingHttpHeaders;
}

export interface Visitors {
  /**
   * The visitor of a request today: the hash of today's salt, the site's host, the address and the browser string;
   * undefined without a browser string, or while today's salt could not be read (the database is down).
   */
  visitorOf(request: VisitorRequest): string | undefined;
  /** the site's day now (SITE_TIME_ZONE) */
  today(): string;
  /** reads the salts again now (as the timer does), deleting those of days before today */
  refresh(): Promise<void>;
  /** the refresh stopped */
  close(): void;
}

export interface VisitorsOptions {
  /** SITE_TIME_ZONE: where a day begins */
  timeZone: string;
  /** the clock (tests pass theirs) */
  now?: () => number;
  /** how often the salts are read again: past midnight, yesterday's is deleted within this */
  refreshMs?: number;
  log?: (message: string) => void;
}

/**
 * The day's visitors, by a salt every instance reads from the store. Today's and tomorrow's salts are held in memory,
 * so that a request never waits for the database and the first request after midnight already has its salt; each
 * refresh deletes the salts of days before today, after which nobody can compute yesterday's visitors again.
 */
export async function startVisitors(store: Pick<InsightsStore, 'daySalts'>, { timeZone, now = Date.now, refreshMs = 60_000, log = () => {} }: VisitorsOptions): Promise<Visitors> {
  let salts = new Map<string, Buffer>();
  let refreshing: Promise<void> | undefined;
  const today = () => siteDay(now(), timeZone);

  async function load(): Promise<void> {
    const day = today();
    try {
      salts = await store.daySalts([day, addDays(day, 1)]);
    } catch (error) {
      log(`the day's salt of the visitor hash could not be read, page views are not counted: ${(error as Error).message}`);
    }
  }
  const refresh = () => (refreshing ??= load().finally(() => (refreshing = undefined)));

  await refresh();
  const timer = setInterval(() => void refresh(), refreshMs);
  timer.unref();

  return {
    visitorOf({ ip, headers }) {
      const userAgent = headers['user-agent'];
      if (!userAgent) return undefined;
      const day = today();
      const salt = salts.get(day);
      if (!salt) {
        void refresh();
        return undefined;
      }
      return visitorHash(salt, (headers.host ?? '').toLowerCase(), ip, userAgent);
    },
    today,
    refresh,
    close: () => clearInterval(timer),
  };
}
