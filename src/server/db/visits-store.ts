import type { NotFoundPath, RedirectHits } from '../../shared/visits.ts';

export type { NotFoundPath, RedirectHits } from '../../shared/visits.ts';

/** What one instance counted since its last batch, added to what every instance counted before. */
export interface VisitCounts {
  /** requests a redirect answered, by the path asked for */
  redirects: { path: string; count: number; lastAt: Date }[];
  /** requests answered 404, by path (at most notFoundPathMax characters), with the last referring site's host */
  notFound: { path: string; count: number; firstAt: Date; lastAt: Date; referrer: string | null }[];
}

/** The paths not found that are kept: the busiest this many, seen within this many days; a hidden one always. */
export const notFoundKept = { paths: 5000, days: 90 };
/** a longer path is cut to this: a visitor's path is theirs to make as long as the request line allows */
export const notFoundPathMax = 300;

/**
 * What visitors asked for: the hits of each redirect and the paths not found, counted in memory by each instance
 * and added here in batches (engine/visits/visit-counter.ts). Both engines implement it (sqlite/, postgres/).
 */
export interface VisitsStore {
  /** adds a batch to the counts (several instances' batches add up), then prunes the paths not found (notFoundKept) */
  addCounts(counts: VisitCounts): Promise<void>;
  /** every redirected path asked for, busiest first */
  redirectHits(): Promise<RedirectHits[]>;
  /** the paths not found, busiest first: the hidden ones or the others, those holding `words` if given */
  notFound(filter: { words?: string; hidden: boolean; limit: number }): Promise<NotFoundPath[]>;
  /** hides a path not found (a bot's probe) or shows it again; false when no such path is kept */
  hideNotFound(path: string, hidden: boolean): Promise<boolean>;
  close(): Promise<void>;
}
