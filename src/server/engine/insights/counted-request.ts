import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { sessionIdFrom } from '../auth/session-token.ts';

const prefetch = /prefetch/i;

// isbot's list is a long pattern; a site's visitors send few distinct browser strings, so each is judged once
const robots = new Map<string, boolean>();
const robotsMax = 20_000;

/** Whether a browser string is a robot's, by isbot's maintained list. */
export function isRobot(userAgent: string): boolean {
  let robot = robots.get(userAgent);
  if (robot === undefined) {
    robot = isbot(userAgent);
    // a flood of made-up browser strings empties the memory, never fills it
    if (robots.size >= robotsMax) robots.clear();
    robots.set(userAgent, robot);
  }
  return robot;
}

/**
 * Whether a request for a page is a person's page view: a GET from a browser, not a robot (isbot's maintained list),
 * not a prefetch or prerender the browser made ahead of a click, not the editor's own (a session cookie on this host).
 */
export function isCountedRequest({ method, headers }: { method: string; headers: IncomingHttpHeaders }): boolean {
  if (method !== 'GET') return false;
  const userAgent = headers['user-agent'];
  if (!userAgent || isRobot(userAgent)) return false;
  if (prefetch.test(String(headers['sec-purpose'] ?? '')) || prefetch.test(String(headers.purpose ?? '')) || prefetch.test(String(headers['x-moz'] ?? ''))) return false;
  return sessionIdFrom(headers.cookie, true) === undefined && sessionIdFrom(headers.cookie, false) === undefined;
}
