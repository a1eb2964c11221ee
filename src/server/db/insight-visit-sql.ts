// A visitor's day as several instances store it, and as a lead is credited with it: the same SQL on both engines.

/**
 * Of two rows for one visitor's day, the one whose first view came first: each instance writes the first view it
 * saw, and the instance that writes first may have seen a later one (a visitor from a newsletter whose second page
 * another instance served).
 */
export const earliestVisitWins = `ON CONFLICT (day, visitor) DO UPDATE SET
    source = excluded.source, utm_source = excluded.utm_source, utm_medium = excluded.utm_medium, utm_campaign = excluded.utm_campaign,
    device = excluded.device, entry_page = excluded.entry_page, entry_locale = excluded.entry_locale, first_at = excluded.first_at
  WHERE excluded.first_at < insight_visits.first_at`;

/**
 * A visitor's visit of a day and, of the pages under test they saw, the one a lead is credited to: the page the lead
 * was sent from when under test, else the tested page they viewed most. Placeholders are the engine's.
 */
export function visitCreditSql({ day, visitor, page }: { day: string; visitor: string; page: string }): string {
  const tested = (column: string) =>
    `(SELECT w.${column} FROM insight_views w WHERE w.day = v.day AND w.visitor = v.visitor AND w.variant <> '' ORDER BY w.page = ${page} DESC, w.views DESC, w.page LIMIT 1)`;
  return `SELECT source, utm_source AS "utmSource", utm_medium AS "utmMedium", utm_campaign AS "utmCampaign", device,
    ${tested('variant')} AS variant, ${tested('page')} AS "variantPage"
  FROM insight_visits v WHERE day = ${day} AND visitor = ${visitor}`;
}
