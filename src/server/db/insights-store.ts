/** A visitor's day as their first page view had it (first wins, whichever instance stores it first). */
export interface VisitRow {
  day: string;
  visitor: string;
  /** the referring site's host, '' for none or the site itself */
  source: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: string;
  entryPage: string;
  entryLocale: string;
}

/** The views of one page in one language by one visitor in one day, added up; variant '' when no test ran. */
export interface ViewRow {
  day: string;
  visitor: string;
  page: string;
  locale: string;
  variant: string;
  views: number;
}

/** What a lead is credited to: its visitor's visit of the day, and the variant of the page it was sent from. */
export interface VisitCredit {
  source: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** null: that visitor did not view that page today, or it was not under test */
  variant: string | null;
}

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
  /** adds one instance's batch: new visits (a visit already stored is kept), views added up; resolves with the visits new */
  addViews(batch: { visits: VisitRow[]; views: ViewRow[] }): Promise<number>;
  /** the visit of `visitor` on `day`, with the variant they were given of `page`; undefined when none is stored */
  creditOf(day: string, visitor: string, page: string): Promise<VisitCredit | undefined>;
  close(): Promise<void>;
}
