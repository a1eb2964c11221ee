import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { sessionIdFrom } from '../auth/session-token.ts';

const prefetch = /prefetch/i;

/**
 * Whether a request for a page is a person's page view: a GET from a browser, not a robot (isbot's maintained list),
 * not a prefetch or prerender the browser made ahead of a click, not the editor's own (a session cookie on this host).
 */
export function isCountedRequest({ method, headers }: { method: string; headers: IncomingHttpHeaders }): boolean {
  if (method !== 'GET') return false;
  const userAgent = headers['user-agent'];
  if (!userAgent || isbot(userAgent)) return false;
  if (prefetch.test(String(headers['sec-purpose'] ?? '')) || prefetch.test(String(headers.purpose ?? '')) || prefetch.test(String(headers['x-moz'] ?? ''))) return false;
  return sessionIdFrom(headers.cookie, true) === undefined && sessionIdFrom(headers.cookie, false) === undefined;
}
