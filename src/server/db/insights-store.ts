import type { InsightColumn, SumQuery } from './insight-report-sql.ts';

/** A visitor's day as their first page view had it (the earliest wins, whichever instance stores it first). */
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
  /** when that first view was (ms since 1970): of two instances' rows for a visitor, the earlier is kept */
  firstAt: number;
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

/**
 * What a lead is credited to: its visitor's visit of the day, and the variant of a page under test they saw that day:
 * the page the lead was sent from when it is under test, else the tested page they viewed most (a test's goal is a
 * lead from its visitors, wherever the form is).
 */
export interface VisitCredit {
  source: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: string;
  /** null: that visitor viewed no page under test today */
  variant: string | null;
  /** the page under test whose variant that is */
  variantPage: string | null;
}

/** A row of insight_days: one page, language, source, campaign, device and variant of a day. */
export interface DayRow {
  day: string;
  page: string;
  locale: string;
  source: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  variant: string;
  visitors: number;
  entries: number;
  views: number;
}

/** Visitors and views summed by the columns a sum was grouped by (InsightColumn), which it holds as well. */
export type SumRow = Partial<Record<InsightColumn, string>> & { visitors: number; views: number };

/** A lead as a report counts it: when, from which page, credited to which visit (null: not known). */
export interface LeadRow {
  createdAt: Date;
  page: string;
  source: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: string | null;
  variant: string | null;
  variantPage: string | null;
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
  /** the visit of `visitor` on `day`, with the variant of a page under test they saw (`page` first); undefined when none is stored */
  creditOf(day: string, visitor: string, page: string): Promise<VisitCredit | undefined>;
  /** the days before `before` whose visits are not rolled up yet, the earliest first */
  daysToRollUp(before: string): Promise<string[]>;
  /**
   * Rolls `day` up into insight_days and its daily sums (daySums) and deletes its visits and views, once: true when
   * this call did it, false when another instance had (whatever came in late for that day is then deleted).
   */
  rollUp(day: string, at: Date): Promise<boolean>;
  /** erases the rolled-up days before `day`, their daily sums with them (INSIGHTS_KEEP_MONTHS) */
  forgetBefore(day: string): Promise<void>;
  /** visitors and views of the rolled-up days (insight-report-sql.ts) */
  sum(query: SumQuery): Promise<SumRow[]>;
  /** a day not rolled up yet, as insight_days would hold it */
  dayRows(day: string): Promise<DayRow[]>;
  /** the leads received from `from` to before `to`, but spam */
  leadsBetween(from: Date, to: Date): Promise<LeadRow[]>;
  close(): Promise<void>;
}
