/**
 * What the editor on the live site keeps, one interface a concern: accounts and sessions, the content (the shared
 * draft and the published versions), reviews, schedules, preview links and the audit log. Two engines implement it, beside the contact storage and in the same database:
 * SQLite in DATA_DIR (one instance, no set-up) and PostgreSQL (DATABASE_URL, shared by every instance).
 * Times are Date objects in and ISO strings out.
 */

import type { AuditAction, AuditEntry, Role, Schedule, VersionSource, VersionSummary } from '../../shared/live-editor.ts';
import type { EditingSettings, Review } from '../../shared/reviews.ts';
import type { PreviewLink } from '../../shared/preview-links.ts';
import { visibleText } from '../../shared/visible-text.ts';

export type { AuditAction, AuditEntry, EditingSettings, PreviewLink, Review, Role, Schedule, VersionSource, VersionSummary };
export { roles } from '../../shared/live-editor.ts';

export interface Account {
  id: number;
  /** lower-cased and trimmed by the caller */
  email: string;
  role: Role;
  createdAt: string;
  passwordChangedAt: string;
}

export interface AccountWithHash extends Account {
  /** the PHC string of an Argon2id hash */
  passwordHash: string;
}

/** A live session and who it belongs to. */
export interface Session {
  accountId: number;
  email: string;
  role: Role;
  createdAt: string;
  lastSeenAt: string;
  /** the absolute expiry: the session ends then however active it is */
  expiresAt: string;
}

/** A limit on failed sign-ins: at most `max` failures per `key` within `windowMs`. */
export interface AttemptLimit {
  /** e.g. `account:ann@example.com|ip:203.0.113.5`, `ip:203.0.113.5` */
  key: string;
  max: number;
  windowMs: number;
}

export type AttemptDecision =
  /** `ids`: the attempt rows reserved (one per limit), to forgive when the password turns out right */
  | { allowed: true; ids: number[] }
  /** `retryAfter`: whole seconds until the limit that refused it lets one more attempt through */
  | { allowed: false; retryAfter: number; key: string };

/** The one shared draft: the next version, saved by editors, made live by Publish. */
export interface Draft {
  text: string;
  /** sha256 hex of `text`: what a save names as the version it was made from */
  hash: string;
  /** the published version the draft was started from; a publish needs it to be the live one */
  baseVersion: number | null;
  updatedBy: string | null;
  updatedAt: string;
}

export interface Version extends VersionSummary {
  /** the site.json text */
  text: string;
}

/** `text`: the version's text, or its bytes (UTF-8, as `npm run publish` read them) */
export type NewVersion = Omit<VersionSummary, 'id' | 'createdAt'> & { text: string | Buffer; at: Date };

export type SaveDraftResult = { ok: true; draft: Draft } | { ok: false; current: Draft | null };

export type AddLiveVersionResult =
  | { ok: true; version: VersionSummary }
  | { ok: false; live: VersionSummary | null }
  /** the schedule it was to run is no longer pending: another instance ran it, or someone cancelled it */
  | { ok: false; live: VersionSummary | null; scheduleFinished: true }
  /** the review it was to approve is no longer pending: another admin decided it */
  | { ok: false; live: VersionSummary | null; reviewDecided: true };

/** A review approved by publishing it: marked in addLiveVersion's transaction, if it is still pending. */
export interface ReviewApproval {
  id: number;
  by: string;
}

export interface NewReview {
  text: string;
  hash: string;
  baseVersion: number | null;
  comment: string;
  pages: string[];
  by: string;
  at: Date;
}

/** What decides a pending review without publishing it: sent back with a comment, or approved as a schedule. */
export type ReviewDecision = { state: 'sent-back'; by: string; at: Date; comment: string } | { state: 'approved'; by: string; at: Date; scheduleId: number };

export interface NewPreviewLink {
  /** sha256 hex of the link's token: the token itself is never stored */
  tokenHash: string;
  hash: string;
  /** a published version it shows, or null with `text`: the draft as saved */
  version: number | null;
  text: string | null;
  by: string;
  at: Date;
  expiresAt: Date;
}

export interface NewSchedule {
  dueAt: Date;
  text: string;
  hash: string;
  restoreOf: number | null;
  baseVersion: number | null;
  by: string;
  role: Role;
  at: Date;
}

/** Who may sign in: accounts, their sessions and the sign-in attempts that limit guessing. */
export interface AccountsStore {
  countAccounts(): Promise<number>;
  /** rejects with AccountExistsError when the email is taken */
  addAccount(account: { email: string; role: Role; passwordHash: string; at: Date }): Promise<Account>;
  findAccount(email: string): Promise<AccountWithHash | undefined>;
  listAccounts(): Promise<Account[]>;
  /** removes the account and every session of it, in one transaction; false when there was none */
  removeAccount(email: string): Promise<boolean>;
  /** sets the hash and ends every session of the account, in one transaction; false when there is no such account */
  setPassword(email: string, passwordHash: string, at: Date): Promise<boolean>;
  /** gives the account another role, which its sessions have from their next request on; false when there is no such account */
  setRole(email: string, role: Role): Promise<boolean>;

  // sessions: stored by the sha256 of their id, never the id
  createSession(session: { idHash: string; accountId: number; at: Date; expiresAt: Date }): Promise<void>;
  /**
   * The session if it is live at `at` (not past its absolute expiry, and seen within `idleMs`), its last-seen time
   * moved to `at` (written at most once a minute); a session past either expiry is deleted and undefined returned.
   */
  touchSession(idHash: string, at: Date, idleMs: number): Promise<Session | undefined>;
  deleteSession(idHash: string): Promise<void>;

  // sign-in attempts, counted in the database so that every instance shares the limits
  /**
   * Refuses when any limit already has `max` failures within its window at `at`; otherwise records one attempt per
   * limit (counted as a failure until forgiven), atomically with the check, so parallel attempts cannot all pass.
   */
  reserveAttempt(limits: AttemptLimit[], at: Date): Promise<AttemptDecision>;
  /** a right password: the reserved rows go, and the earlier failures of `clearKeys` (that account from that address) */
  forgiveAttempt(ids: number[], clearKeys: string[]): Promise<void>;
}

/** The site's content: the one shared draft, the published versions and which of them is live. */
export interface ContentStore {
  getDraft(): Promise<Draft | null>;
  /** the draft's hash and base version without its text (cheap, for the editor's watch): null when there is none */
  draftHead(): Promise<{ hash: string; baseVersion: number | null } | null>;
  /**
   * Stores the draft if the stored one's hash is `expectedHash` (or there is none and `expectedHash` is the live
   * version's hash): compare-and-swap, so two editors never overwrite each other. `current` is what is stored.
   */
  saveDraft(draft: { expectedHash: string; text: string; hash: string; baseVersion: number | null; by: string; at: Date }): Promise<SaveDraftResult>;

  liveVersion(): Promise<VersionSummary | null>;
  /** the live version's id alone (cheap, for the poll) */
  liveVersionId(): Promise<number | null>;
  getVersion(id: number): Promise<Version | undefined>;
  /** newest first */
  listVersions(limit: number): Promise<VersionSummary[]>;
  /**
   * Records a version and makes it live, if the live version is still `expectedLive` (null: none yet); in the same
   * transaction, a draft that holds no changes of its own (its text is its base version's) follows the new version,
   * and so does a draft whose hash is `draftHash` (it was what was published; the version may add redirects to it).
   * With `schedule` or `review`, marks that one published or approved, if it is still pending.
   * PostgreSQL notifies every instance (NOTIFY site_versions) when it commits.
   */
  addLiveVersion(
    version: NewVersion,
    options: { expectedLive: number | null; draftHash?: string; schedule?: { id: number; message: string | null }; review?: ReviewApproval },
  ): Promise<AddLiveVersionResult>;
  /** calls `onVersion` with a version id whenever one is published by any instance (PostgreSQL LISTEN); SQLite: never (the poll covers it) */
  onPublished(onVersion: (id: number) => void): Promise<() => Promise<void>>;
}

/** Review before publishing: the requests and the site's setting that requires them (an admin's). */
export interface ReviewsStore {
  getSettings(): Promise<EditingSettings>;
  setSettings(settings: EditingSettings): Promise<void>;

  // with `review`, addLiveVersion marks it approved in its transaction, if it is still pending
  addReview(review: NewReview): Promise<Review>;
  /** the pending ones oldest first, then `limit` of the decided ones, latest first */
  listReviews(limit: number): Promise<Review[]>;
  getReview(id: number): Promise<Review | undefined>;
  reviewText(id: number): Promise<string | undefined>;
  /** false when it is no longer pending (or there is none) */
  decideReview(id: number, decision: ReviewDecision): Promise<boolean>;
}

/**
 * Versions to publish at a set time. With `schedule`, addLiveVersion marks it published in its transaction, if it
 * is still pending, so that of several instances waking for one schedule exactly one publishes it.
 */
export interface SchedulesStore {
  addSchedule(schedule: NewSchedule): Promise<Schedule>;
  /** the pending ones by time, then the others, latest first; `limit` of the others */
  listSchedules(limit: number): Promise<Schedule[]>;
  /** the pending ones due at `now`, the earliest first */
  dueSchedules(now: Date): Promise<Schedule[]>;
  getSchedule(id: number): Promise<Schedule | undefined>;
  scheduleText(id: number): Promise<string | undefined>;
  /** fails or cancels a pending schedule; false when it is no longer pending (or there is none) */
  finishSchedule(id: number, outcome: { state: 'failed' | 'cancelled'; by: string | null; at: Date; message: string | null }): Promise<boolean>;
}

/** Preview links: a version's pages for anyone holding the link, stored by the sha256 of their token, never the token. */
export interface PreviewLinksStore {
  addPreviewLink(link: NewPreviewLink): Promise<PreviewLink>;
  /** the active ones newest first, then `limit` of the expired or revoked ones, latest first */
  listPreviewLinks(limit: number, now: Date): Promise<PreviewLink[]>;
  /** the link whose token hashes to `tokenHash`, only while it is active at `now` */
  activePreviewLink(tokenHash: string, now: Date): Promise<PreviewLink | undefined>;
  getPreviewLink(id: number, now: Date): Promise<PreviewLink | undefined>;
  /** the text a link shows: its own (a draft's) or its version's */
  previewText(id: number): Promise<string | undefined>;
  /** revokes an active link; undefined when there is none, or it is no longer active */
  revokePreviewLink(id: number, by: string, at: Date): Promise<PreviewLink | undefined>;
}

/** Who did what, when and from where. */
export interface AuditStore {
  audit(entry: NewAuditEntry): Promise<void>;
  /** newest first */
  listAudit(limit: number): Promise<AuditEntry[]>;
}

/**
 * The whole store, as each engine implements it; a route or service names the parts it uses
 * (docs/architecture.md, "The database").
 */
export type EditorStore = AccountsStore &
  ContentStore &
  ReviewsStore &
  SchedulesStore &
  PreviewLinksStore &
  AuditStore & {
    readonly engine: 'sqlite' | 'postgres';
    close(): Promise<void>;
  };

export class AccountExistsError extends Error {}

export interface NewAuditEntry {
  at: Date;
  actor: string | null;
  action: AuditAction;
  ip: string | null;
  detail: string | null;
}

/** An entry as both engines write it: others' text (a sign-in's e-mail, an address) with its control characters escaped. */
export const auditRow = (entry: NewAuditEntry): NewAuditEntry => ({ ...entry, actor: visibleText(entry.actor), ip: visibleText(entry.ip), detail: visibleText(entry.detail) });
