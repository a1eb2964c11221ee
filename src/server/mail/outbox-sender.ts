import { EventEmitter } from 'node:events';
import type { MailJob, Storage } from '../storage/storage.ts';
import { defaultRetryPolicy, nextAttemptAt, type RetryPolicy } from './backoff.ts';
import type { MailSettings } from './mail-settings.ts';
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
 * Delivers the outbox in the background. Each pass claims due mail from the storage (a lease, so no other sender in
 * this or another instance takes the same mail), sends it, and marks it sent, to be retried (backoff) or failed. A
 * pass starts when notify() says a request was stored, and every `pollMs`. The timers never keep the process alive.
 *
 * Events: 'sent', 'retry', 'failed' (a SendOutcome each) and 'idle' (a pass ended with nothing more due).
 */
export class OutboxSender extends EventEmitter {
  private readonly options: Required<Omit<OutboxSenderOptions, 'log'>> & { log: SenderLog };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
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

  /** Starts the first pass now: mail queued before a restart goes out without waiting for a new request. */
  start(): this {
    this.notify();
    return this;
  }

  /** A request was stored: look for due mail now (or right after the pass under way). */
  notify(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.closed) return;
      this.timer = setTimeout(() => this.notify(), this.options.pollMs);
      this.timer.unref();
      this.emit('idle');
    });
  }

  /** Stops polling and waits for the sends under way, at most `waitMs`; a send still running is left to its lease. */
  close(waitMs = 10_000): Promise<void> {
    this.closing ??= this.stop(waitMs);
    return this.closing;
  }

  private async stop(waitMs: number): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    if (this.running) {
      let timeout: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, waitMs);
      });
      await Promise.race([this.running, gaveUp]);
      clearTimeout(timeout);
    }
    this.options.transport.close();
  }

  private async pass(): Promise<void> {
    const { storage, concurrency, leaseMs, now, log } = this.options;
    do {
      this.again = false;
      for (;;) {
        if (this.closed) return;
        let jobs: MailJob[];
        try {
          jobs = await storage.claimMail(concurrency, leaseMs, now());
        } catch (error) {
          // the database is away: the next poll tries again
          log.error({ err: error }, 'notification outbox: claiming mail failed');
          return;
        }
        if (jobs.length === 0) break;
        await Promise.all(jobs.map((job) => this.deliver(job)));
      }
    } while (this.again);
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
