// The Leads page's numbers, in one place.
export const leadsSettings = {
  /** leads per request of the list ("Show more" asks for as many again) */
  pageSize: 50,
  /** the server's limit of a note (docs/editor-api.md) */
  noteMaxLength: 5000,
  /** the wait after a failed news request, doubled after each further failure up to the most */
  newsRetryMs: 5000,
  newsRetryMaxMs: 60_000,
  /** the least time between two news requests, whatever the server answers: never a tight loop */
  newsMinGapMs: 1000,
} as const;
