/**
 * What the server counts of page views (engine/insights/): the day's salt of the visitor hash, the visits and views
 * of days not yet rolled up, and each day once it is over. Both engines implement it (sqlite/, postgres/).
 * No IP, no browser string, no cookie: docs/privacy.md.
 */
export interface InsightsStore {
  /**
   * The salts of `days` (YYYY-MM-DD, the earliest first), each made of 32 random bytes by whichever instance asks
   * first and read back, so that every instance hashes a visitor alike; the salts of days before the earliest deleted.
   */
  daySalts(days: string[]): Promise<Map<string, Buffer>>;
  close(): Promise<void>;
}
