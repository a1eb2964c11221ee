import type { ContactRequest } from '../../shared/contact-endpoint.ts';
import type { RateLimitSettings } from '../config/settings.ts';
import type { RequestFields } from '../../shared/leads.ts';
import type { VisitCredit } from './insights-store.ts';

/**
 * The one storage interface of the contact endpoint. Two engines implement it: SQLite in DATA_DIR (the default,
 * no set-up) and PostgreSQL (DATABASE_URL=postgres://…, shared by several server instances).
 */

/** What became of a request's notification e-mail. 'none': stored while mail was off (no SMTP_URL). */
export type MailState = 'none' | 'queued' | 'sent' | 'failed';

export interface MailStatus {
  state: MailState;
  /** sends tried so far */
  attempts: number;
  /** ISO time of the next try while queued, else null */
  nextAttemptAt: string | null;
  /** ISO time the SMTP server accepted the mail, else null */
  sentAt: string | null;
  /** the last SMTP error, else null */
  lastError: string | null;
}

export type { RequestFields };

export interface StoredRequest extends RequestFields {
  id: number;
  /** ISO time it was stored */
  createdAt: string;
  mail: MailStatus;
}

/** A notification claimed for sending: the request it is about, and how many times it was tried before this one. */
export interface MailJob {
  request: Omit<StoredRequest, 'mail'>;
  /** tries before this claim (0 on the first) */
  attempts: number;
  /** ISO time the mail was first queued: the sender gives up 24 h after it */
  queuedAt: string;
}

export interface RateDecision {
  allowed: boolean;
  /** seconds until the client's window ends */
  retryAfter: number;
}

export interface RateLimiter {
  readonly enabled: boolean;
  /** counts one request of `client` in its current window, for every instance that shares the storage */
  hit(client: string): RateDecision | Promise<RateDecision>;
}

/** How a request is stored: with its notification queued or not, and as the contact endpoint judged it. */
export interface AddOptions {
  queueMail: boolean;
  /** how likely it is spam (src/server/engine/leads/spam-score.ts); 0 when not judged */
  spamScore?: number;
  /** 'spam' files it under spam at once (its mail is then not queued either); default 'new' */
  status?: 'new' | 'spam';
  /** the site path the form was sent from; default '' (unknown) */
  page?: string;
  /** the visit the lead came from, as insights counted it (the same visitor of the day); none: not known */
  credit?: LeadCredit;
}

/** What a lead is credited to: its visitor's visit of the day, as the insights store finds it. */
export type LeadCredit = VisitCredit;

/** the latest copies of a message SQLite's countSenders reads, however many there are */
export const copiesRead = 100;

export interface Storage {
  readonly engine: 'sqlite' | 'postgres';
  /**
   * Stores the request and, when `queueMail`, its notification in the outbox, in one transaction; resolves with
   * the request's id only once that transaction is durably committed.
   */
  addRequest(request: ContactRequest, options: AddOptions): Promise<number>;
  /**
   * How many other e-mail addresses than `besides` sent exactly this message at or after `since`, counted up to
   * `enough`: the question is whether a campaign sent it. Each engine finds the copies by an index of the message;
   * SQLite, whose queries hold the server's one thread, reads only its latest `copiesRead` copies, so that a flood
   * of one text does not make each answer slower.
   */
  countSenders(message: string, options: { since: Date; besides: string; enough: number }): Promise<number>;
  /** every request in id order, with its mail status */
  listRequests(): Promise<StoredRequest[]>;
  countRequests(): Promise<number>;
  /**
   * Claims up to `limit` queued notifications that are due at `now` and not claimed by anyone else, for `leaseMs`:
   * no other sender (in this or another instance) gets them until the lease ends. A claim counts as an attempt,
   * so a sender that dies mid-send leaves the mail to be tried again once its lease ends.
   */
  claimMail(limit: number, leaseMs: number, now?: Date): Promise<MailJob[]>;
  markMailSent(requestId: number, at: Date): Promise<void>;
  markMailRetry(requestId: number, nextAttemptAt: Date, error: string): Promise<void>;
  markMailFailed(requestId: number, error: string): Promise<void>;
  /** queues the failed notifications again (due now, attempts from 0); resolves with how many */
  requeueFailedMail(): Promise<number>;
  /** the rate limiter that counts in this storage (SQLite: this process's memory; PostgreSQL: shared) */
  rateLimiter(settings: RateLimitSettings): RateLimiter;
  /** resolves when the database answers a trivial query; rejects otherwise (GET /healthz) */
  ping(): Promise<void>;
  /** writes what is queued, then closes */
  close(): Promise<void>;
}
