export interface Timeouts {
  /** the whole request, headers and body, must arrive within this, or it is answered 408 and closed */
  requestMs: number;
  /** a connection with a request in flight that sends and receives nothing this long is closed */
  idleMs: number;
}

/**
 * 5 minutes for a request: the editor's largest body (20 MB) over a link of ~0.5 Mbit/s, and Node's own default.
 * 10 minutes of silence: the socket's inactivity counts while the server works on its answer too, and an editor's
 * Publish answers once this instance serves the release (minutes for a whole site of thousands of pages); a
 * stalled body is ended sooner by the request's own limit.
 */
export const defaultTimeouts: Timeouts = { requestMs: 300_000, idleMs: 600_000 };

/** Fastify's server options for the timeouts (its own defaults are 0: a slow body would hold its connection forever). */
export function timeoutOptions(chosen: Partial<Timeouts> = {}) {
  const { requestMs, idleMs } = { ...defaultTimeouts, ...chosen };
  return {
    requestTimeout: requestMs,
    connectionTimeout: idleMs,
    // Node's limit for the headers (60 s) may not exceed the request's; it checks the limits every 30 s, a shorter limit as often as itself
    http: { headersTimeout: Math.min(60_000, requestMs), connectionsCheckingInterval: Math.min(30_000, requestMs) },
  };
}
