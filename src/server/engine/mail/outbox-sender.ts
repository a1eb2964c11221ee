import { EventEmitter } from 'node:events';
import type { MailJob, Storage } from '../../db/requests-store.ts';
import { defaultRetryPolicy, nextAttemptAt, type RetryPolicy } from './backoff.ts';
import type { MailSettings } from '../../config/mail-settings.ts';
import { composeNotification } from './notification.ts';
import { classifySendError, type MailTransport } from './transport.ts';

export type OutboxStorage = Pick<Storage, 'claimMail' | 'markMailSent' | 'markMailRetry' | 'markMailFailed'>;

/** The part of Fastify's (pino) logger the sender writes to. */
export interface SenderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxSenderOptions {
  storage: OutboxStorage;
  transport: MailTransport;
  mail: Pick<MailSettings, 'from' | 'to'>;
  retry?: RetryPolicy;
  /** how often to look for due mail besides notify(): retries, a restart, mail another instance stored */
  pollMs?: number;
  /** how long a claimed mail is ours: longer than any send can take with the transport's timeouts */
  leaseMs?: number;
  /** mails sent at the same time */
  concurrency?: number;
  now?: () => Date;
  log?: SenderLog;
}

/** What became of one try, as the sender reports it in its events. */
export interface SendOutcome {
  requestId: number;
  /** tries so far, this one included */
  attempts: number;
  /** the time of the next try ('retry') */
  nextAttemptAt?: Date;
  /** why it failed ('retry', 'failed') */
  reason?: string;
}

const quiet: SenderLog = { info() {}, warn() {}, error() {} };

/**
 * Delivers the outbox in the background. It keeps up to `concurrency` sends in flight: whenever a slot is free and
 * something may be due (notify() says a request was stored, a send ended, or `pollMs` passed) it claims due mail from
 * the storage (a lease, so no other sender in this or another instance takes the same mail), sends it, and marks it
 * sent, to be retried (backoff) or failed. A hung SMTP server holds one slot, not the whole outbox. The timers never
 * keep the process alive.
 *
 * Events: 'sent', 'retry', 'failed' (a SendOutcome each) and 'idle' (nothing in flight and nothing more due).
 */
export class OutboxSender extends EventEmitter {
  private readonly options: Required<Omit<OutboxSenderOptions, 'log'>> & { log: SenderLog };
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private filling: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private closing: Promise<void> | undefined;

  constructor(options: OutboxSenderOptions) {
    super();
    this.options = {
      retry: defaultRetryPolicy,
      pollMs: 5_000,
      leaseMs: 2 * 60_000,
      concurrency: 2,
      now: () => new Date(),
      log: quiet,
      ...options,
    };
  }

  /** Looks for due mail at once: mail queued before a restart goes out without waiting for a new request. */
  start(): this {
    this.notify();
    return this;
  }

  /** Something may be due (a request was stored): claim it now, or right after the claim under way. */
  notify(): void {
    if (this.closed) return;
    if (this.filling) {
      this.again = true;
      return;
    }
    this.filling = this.fill().then((idle) => {
      this.filling = undefined;
      // a notify() that came after the claims ended, but before this, is not lost
      if (this.again && !this.closed) this.notify();
      else if (idle && !this.closed) this.emit('idle');
    });
  }

  /** Stops claiming and waits for the sends in flight, at most `waitMs`; a send still running is left to its lease. */
  close(waitMs = 10_000): Promise<void> {
    this.closing ??= this.stop(waitMs);
    return this.closing;
  }

  private async stop(waitMs: number): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    let timeout: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, waitMs);
    });
    // a claim under way may still start sends: wait for it before taking the list of sends in flight
    const settled = (async () => {
      await this.filling;
      await Promise.all(this.inFlight);
    })();
    await Promise.race([settled, gaveUp]);
    clearTimeout(timeout);
    this.options.transport.close();
  }

  /** Claims for the free slots until nothing more is due; resolves with whether nothing is in flight (idle). */
  private async fill(): Promise<boolean> {
    const { storage, concurrency, leaseMs, pollMs, now, log } = this.options;
    clearTimeout(this.timer);
    try {
      do {
        this.again = false;
        while (!this.closed && this.inFlight.size < concurrency) {
          const jobs = await storage.claimMail(concurrency - this.inFlight.size, leaseMs, now());
          if (jobs.length === 0) break;
          for (const job of jobs) this.track(this.deliver(job));
        }
      } while (this.again && !this.closed);
    } catch (error) {
      // the database is away: the next poll tries again
      log.error({ err: error }, 'notification outbox: claiming mail failed');
    }
    if (this.closed) return false;
    this.timer = setTimeout(() => this.notify(), pollMs);
    this.timer.unref();
    return this.inFlight.size === 0;
  }

  /** A send holds its slot until it is recorded; then the slot looks for more. */
  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => {
      this.inFlight.delete(delivery);
      this.notify();
    });
  }

  private async deliver(job: MailJob): Promise<void> {
    const { storage, transport, mail, retry, now, log } = this.options;
    const requestId = job.request.id;
    const attempts = job.attempts + 1;
    let failure: ReturnType<typeof classifySendError> | undefined;
    try {
      const info = await transport.send(composeNotification(job.request, mail, now()));
      if (info.rejected.length > 0) log.warn({ requestId, rejected: info.rejected.length }, 'notification sent, but the SMTP server refused some NOTIFY_TO addresses');
    } catch (error) {
      failure = classifySendError(error);
    }
    try {
      if (!failure) {
        await storage.markMailSent(requestId, now());
        log.info({ requestId, attempts }, 'notification sent');
        this.emit('sent', { requestId, attempts } satisfies SendOutcome);
        return;
      }
      const next = nextAttemptAt(retry, { attempts, queuedAt: job.queuedAt, now: now(), permanent: failure.permanent });
      if (next) {
        await storage.markMailRetry(requestId, next, failure.reason);
        log.warn({ requestId, attempts, nextAttemptAt: next.toISOString(), reason: failure.reason }, 'notification not sent: will try again');
        this.emit('retry', { requestId, attempts, nextAttemptAt: next, reason: failure.reason } satisfies SendOutcome);
      } else {
        await storage.markMailFailed(requestId, failure.reason);
        log.error({ requestId, attempts, reason: failure.reason }, 'notification failed: npm run submissions -- --retry-failed queues it again');
        this.emit('failed', { requestId, attempts, reason: failure.reason } satisfies SendOutcome);
      }
    } catch (error) {
      // The lease runs out and the mail is tried again: after a send that went through, that is the one duplicate
      // (same Message-ID) the outbox allows.
      log.error({ err: error, requestId }, 'notification outbox: recording the outcome failed');
    }
  }
}
