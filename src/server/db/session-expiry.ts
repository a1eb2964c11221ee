import type { Session } from './editor-store.ts';

/** last_seen_at is written only when it is older than this: one write a minute per active session, not one per request */
export const lastSeenWriteMs = 60_000;

/**
 * What a session is at `at`: past its absolute expiry or idle for `idleMs` or more ('expired'), live with a
 * last-seen time worth moving ('stale'), or live as stored ('live').
 */
export function sessionState(session: Pick<Session, 'lastSeenAt' | 'expiresAt'>, at: Date, idleMs: number): 'expired' | 'stale' | 'live' {
  const now = at.getTime();
  const lastSeen = Date.parse(session.lastSeenAt);
  if (now >= Date.parse(session.expiresAt) || now - lastSeen >= idleMs) return 'expired';
  return now - lastSeen > lastSeenWriteMs ? 'stale' : 'live';
}
