// How a visitor's day is stored when several instances saw it: the same SQL on both engines.

/**
 * Of two rows for one visitor's day, the one whose first view came first: each instance writes the first view it
 * saw, and the instance that writes first may have seen a later one (a visitor from a newsletter whose second page
 * another instance served).
 */
export const earliestVisitWins = `ON CONFLICT (day, visitor) DO UPDATE SET
    source = excluded.source, utm_source = excluded.utm_source, utm_medium = excluded.utm_medium, utm_campaign = excluded.utm_campaign,
    device = excluded.device, entry_page = excluded.entry_page, entry_locale = excluded.entry_locale, first_at = excluded.first_at
  WHERE excluded.first_at < insight_visits.first_at`;
