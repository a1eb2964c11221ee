// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultRetryPolicy, nextAttemptAt, retryDelay } from './backoff';

const queuedAt = '2026-11-22T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(queuedAt) + ms);
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/** Plays the policy as the sender would, every try failing at once: the times of the tries, relative to queuedAt. */
function schedule(): number[] {
  const tries = [0];
  for (;;) {
    const next = nextAttemptAt(defaultRetryPolicy, { attempts: tries.length, queuedAt, now: at(tries.at(-1)!), permanent: false });
    if (!next) return tries;
    tries.push(next.getTime() - Date.parse(queuedAt));
  }
}

describe('retry schedule', () => {
  it('retries the first time within 30 s, then doubles the wait', () => {
    expect(retryDelay(defaultRetryPolicy, 1)).toBeLessThanOrEqual(30 * second);
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(defaultRetryPolicy, n))).toEqual([15, 30, 60, 120, 240].map((s) => s * second));
  });

  it('waits at most one hour between two tries, however many failed', () => {
    expect(retryDelay(defaultRetryPolicy, 9)).toBe(hour);
    expect(retryDelay(defaultRetryPolicy, 1000)).toBe(hour);
    const tries = schedule();
    const gaps = tries.slice(1).map((time, i) => time - tries[i]!);
    expect(Math.max(...gaps)).toBe(hour);
    // never shorter than the one before, but for the last, which ends at the deadline
    const beforeLast = gaps.slice(0, -1);
    expect(beforeLast.every((gap, i) => i === 0 || gap >= beforeLast[i - 1]!)).toBe(true);
  });

  it('tries for 24 hours, the last time at the deadline, then gives up', () => {
    const tries = schedule();
    expect(tries.at(-1)).toBe(24 * hour);
    expect(tries.length).toBeGreaterThan(30);
    expect(tries.length).toBeLessThan(40);
    expect(nextAttemptAt(defaultRetryPolicy, { attempts: tries.length, queuedAt, now: at(24 * hour), permanent: false })).toBeNull();
  });

  it('gives up at once on a permanent rejection', () => {
    expect(nextAttemptAt(defaultRetryPolicy, { attempts: 1, queuedAt, now: at(0), permanent: true })).toBeNull();
  });

  it('still tries once a mail that was queued before a long outage, then gives up when it fails', () => {
    // the sender claims it late (the server was down for two days) and this first try fails: no second one
    expect(nextAttemptAt(defaultRetryPolicy, { attempts: 1, queuedAt, now: at(48 * hour), permanent: false })).toBeNull();
  });

  it('follows a policy given to it (tests shorten the waits)', () => {
    const fast = { firstDelayMs: 10, maxDelayMs: 40, giveUpAfterMs: 1000 };
    expect([1, 2, 3, 4].map((n) => retryDelay(fast, n))).toEqual([10, 20, 40, 40]);
    expect(nextAttemptAt(fast, { attempts: 1, queuedAt, now: at(995), permanent: false })).toEqual(at(1000));
  });
});
