// What the server counts of page views and the leads they bring, as the editor's Insights view and a test's results
// read them (docs/editor-api.md, "Insights"). No IP, no browser string, no cookie: see docs/privacy.md.

export const devices = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof devices)[number];

export const variants = ['a', 'b'] as const;
export type Variant = (typeof variants)[number];

/** Visitors, page views and leads of one row of a report; conversion is leads ÷ visitors (0 when no visitor). */
export interface Counts {
  visitors: number;
  views: number;
  leads: number;
  conversion: number;
}

/** The filters a report is narrowed by, each as the view keeps it in its address (absent: every one). */
export interface InsightsFilter {
  page?: string;
  locale?: string;
  /** the referring site's host; '' for visits with no referring site ("Direct") */
  source?: string;
  utmSource?: string;
  utmCampaign?: string;
  device?: Device;
}

/** Days as YYYY-MM-DD in the site's time zone (SITE_TIME_ZONE), both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

export interface InsightsReport {
  range: DayRange;
  /** the period of the same length just before `range`, which `previous` counts */
  before: DayRange;
  timeZone: string;
  filter: InsightsFilter;
  totals: Counts;
  previous: Counts;
  /** every day of the range, in order, days with nothing counted included */
  days: ({ day: string } & Counts)[];
  /** busiest first (visitors, then views), at most 100 */
  pages: ({ page: string; locale: string } & Counts)[];
  /** referring hosts, busiest first; source '' is "Direct" (none, or the site itself) */
  sources: ({ source: string } & Counts)[];
  /** utm_source / utm_medium / utm_campaign as the visit's first page had them, busiest first */
  campaigns: ({ utmSource: string; utmMedium: string; utmCampaign: string } & Counts)[];
  languages: ({ locale: string } & Counts)[];
  devices: ({ device: Device } & Counts)[];
}

/** A test's figures, from its start: visitors of the page who were given each variant, and the leads they sent. */
export interface TestResults {
  page: string;
  testId: string;
  /** ISO time the publish that started it went live */
  startedAt: string;
  a: Counts;
  b: Counts;
  /** the probability that B's conversion rate is higher than A's (0–1), Beta(1+leads, 1+visitors−leads) each */
  probabilityBBetter: number;
  /** about how many more visitors each variant needs before one is 95 % likely better, or 0 when it already is */
  visitorsNeeded: number;
}
