import type { AttemptLimit } from './editor-store.ts';

/** how long sign-in attempts are kept at least: longer than any window the server uses */
export const attemptRetentionMs = 24 * 60 * 60 * 1000;

/** every this many reservations an instance deletes the attempts no window counts any more */
export const attemptSweepEvery = 100;

/** Where a limit's window starts at `at`: attempts strictly after it count. */
export const windowStart = (limit: AttemptLimit, at: Date) => new Date(at.getTime() - limit.windowMs);

/** Attempts at or before this time are past every window, and can go. */
export const sweepBefore = (limits: AttemptLimit[], at: Date) => new Date(at.getTime() - Math.max(attemptRetentionMs, ...limits.map((limit) => limit.windowMs)));

/**
 * With `count` attempts in the window, the attempt that must leave it before one more is allowed is the
 * (count - max)-th oldest (0-based); null when the limit lets one more through now.
 */
export const blockingOffset = (limit: AttemptLimit, count: number): number | null => (count >= limit.max ? Math.max(0, count - limit.max) : null);

/** Whole seconds until an attempt made at `blockingAt` leaves `limit`'s window, at least 1. */
export const secondsUntilLeaves = (limit: AttemptLimit, blockingAt: Date | undefined, at: Date): number =>
  blockingAt === undefined ? Math.max(1, Math.ceil(limit.windowMs / 1000)) : Math.max(1, Math.ceil((blockingAt.getTime() + limit.windowMs - at.getTime()) / 1000));

/** The distinct keys, sorted: the order both engines take their locks in, so two reservations never deadlock. */
export const sortedKeys = (limits: AttemptLimit[]) => [...new Set(limits.map((limit) => limit.key))].sort();
