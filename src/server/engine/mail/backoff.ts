/** When a notification that could not be sent is tried again: exponential backoff with a cap and a deadline. */
export interface RetryPolicy {
  /** wait after the first failed try */
  firstDelayMs: number;
  /** the longest wait between two tries */
  maxDelayMs: number;
  /** how long after it was queued a mail is given up and marked failed */
  giveUpAfterMs: number;
}

/** The first retry within 30 s, then doubling up to 1 h apart, for 24 h. */
export const defaultRetryPolicy: RetryPolicy = { firstDelayMs: 15_000, maxDelayMs: 60 * 60_000, giveUpAfterMs: 24 * 60 * 60_000 };

export interface FailedTry {
  /** tries made so far, this one included (1 after the first) */
  attempts: number;
  /** when the mail was queued (ISO time) */
  queuedAt: string;
  /** when this try failed */
  now: Date;
  /** the SMTP server refused the mail for good (5xx): trying again would get the same answer */
  permanent: boolean;
}

/** The wait after `attempts` failed tries: firstDelay·2^(attempts−1), at most maxDelay. */
export function retryDelay(policy: RetryPolicy, attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 40);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/**
 * When to try a failed mail again, or null to give up (mark it failed): at once for a permanent rejection, and
 * once its deadline has passed. The last retry falls on the deadline itself, so a mail is tried for the full 24 h.
 */
export function nextAttemptAt(policy: RetryPolicy, failed: FailedTry): Date | null {
  if (failed.permanent) return null;
  const deadline = Date.parse(failed.queuedAt) + policy.giveUpAfterMs;
  const now = failed.now.getTime();
  if (!(now < deadline)) return null;
  return new Date(Math.min(now + retryDelay(policy, failed.attempts), deadline));
}
