import type Database from 'better-sqlite3';
import { connectSqlite } from './connect.ts';
import { attemptSweepEvery, blockingOffset, secondsUntilLeaves, sweepBefore, windowStart } from '../attempt-window.ts';
import {
  AccountExistsError,
  auditRow,
  type Account,
  type AccountWithHash,
  type AttemptDecision,
  type AttemptLimit,
  type AuditEntry,
  type Draft,
  type EditorStore,
  type NewAuditEntry,
  type EditingSettings,
  type NewPreviewLink,
  type NewReview,
  type NewSchedule,
  type PreviewLink,
  type Review,
  type ReviewApproval,
  type ReviewDecision,
  type NewVersion,
  type Schedule,
  type AddLiveVersionResult,
  type Role,
  type SaveDraftResult,
  type Session,
  type Version,
  type VersionSummary,
} from '../editor-store.ts';
import { sessionState } from '../session-expiry.ts';
import { packText, unpackText } from './packed-text.ts';
import { sqliteReviews } from './sqlite-reviews.ts';
import { sqlitePreviewLinks } from './sqlite-preview-links.ts';

type AccountRow = Omit<AccountWithHash, 'role'> & { role: Role };
type VersionRow = Omit<VersionSummary, 'pages'> & { pages: string };
type SessionRow = Session & { idHash: string };

const accountColumns = 'id, email, role, password_hash AS passwordHash, created_at AS createdAt, password_changed_at AS passwordChangedAt';
const versionColumns = 'id, hash, author, created_at AS createdAt, source, pages, restored_from AS restoredFrom';
const draftColumns = 'text, hash, base_version AS baseVersion, updated_by AS updatedBy, updated_at AS updatedAt';
const scheduleColumns =
  'id, due_at AS dueAt, hash, restore_of AS restoreOf, base_version AS baseVersion, created_by AS createdBy, created_at AS createdAt, role, state, finished_at AS finishedAt, finished_by AS finishedBy, version_id AS versionId, message';

const toAccount = ({ passwordHash: _hash, ...account }: AccountRow): Account => account;
const toSummary = (row: VersionRow): VersionSummary => ({ ...row, pages: JSON.parse(row.pages) as string[] });

/**
 * The editor's data in SQLite, in the contact storage's database file in DATA_DIR: one server instance. Every
 * read-check-write is one BEGIN IMMEDIATE transaction, so even two processes on the file cannot both pass a check.
 */
export class SqliteEditorStore implements EditorStore {
  readonly engine = 'sqlite';
  private reservations = 0;

  private readonly reviews: ReturnType<typeof sqliteReviews>;
  private readonly links: ReturnType<typeof sqlitePreviewLinks>;

  private constructor(private readonly db: Database.Database) {
    this.reviews = sqliteReviews(db);
    this.links = sqlitePreviewLinks(db);
  }

  /** Opens (and on first use creates) the database in `dataDir`, and brings its schema up to date. */
  static open(dataDir: string): SqliteEditorStore {
    return new SqliteEditorStore(connectSqlite(dataDir));
  }

  private immediate<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  async countAccounts(): Promise<number> {
    return (this.db.prepare('SELECT count(*) AS n FROM accounts').get() as { n: number }).n;
  }

  async addAccount({ email, role, passwordHash, at }: { email: string; role: Role; passwordHash: string; at: Date }): Promise<Account> {
    try {
      const row = this.db
        .prepare(`INSERT INTO accounts (email, role, password_hash, created_at, password_changed_at) VALUES (?, ?, ?, ?, ?) RETURNING ${accountColumns}`)
        .get(email, role, passwordHash, at.toISOString(), at.toISOString()) as AccountRow;
      return toAccount(row);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new AccountExistsError(`An account for ${email} exists already.`);
      throw error;
    }
  }

  async findAccount(email: string): Promise<AccountWithHash | undefined> {
    return this.db.prepare(`SELECT ${accountColumns} FROM accounts WHERE email = ?`).get(email) as AccountRow | undefined;
  }

  async listAccounts(): Promise<Account[]> {
    return (this.db.prepare(`SELECT ${accountColumns} FROM accounts ORDER BY email`).all() as AccountRow[]).map(toAccount);
  }

  async removeAccount(email: string): Promise<boolean> {
    return this.immediate(() => {
      // explicit, not only ON DELETE CASCADE: a connection without foreign_keys would skip the cascade
      this.db.prepare('DELETE FROM sessions WHERE account_id IN (SELECT id FROM accounts WHERE email = ?)').run(email);
      return this.db.prepare('DELETE FROM accounts WHERE email = ?').run(email).changes > 0;
    });
  }

  async setRole(email: string, role: Role): Promise<boolean> {
    return this.db.prepare('UPDATE accounts SET role = ? WHERE email = ?').run(role, email).changes > 0;
  }

  async setPassword(email: string, passwordHash: string, at: Date): Promise<boolean> {
    return this.immediate(() => {
      const changed = this.db.prepare('UPDATE accounts SET password_hash = ?, password_changed_at = ? WHERE email = ?').run(passwordHash, at.toISOString(), email).changes > 0;
      if (changed) this.db.prepare('DELETE FROM sessions WHERE account_id IN (SELECT id FROM accounts WHERE email = ?)').run(email);
      return changed;
    });
  }

  async createSession({ idHash, accountId, at, expiresAt }: { idHash: string; accountId: number; at: Date; expiresAt: Date }): Promise<void> {
    this.db
      .prepare('INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(idHash, accountId, at.toISOString(), at.toISOString(), expiresAt.toISOString());
  }

  async touchSession(idHash: string, at: Date, idleMs: number): Promise<Session | undefined> {
    const row = this.db
      .prepare(
        `SELECT s.id_hash AS idHash, s.account_id AS accountId, a.email, a.role, s.created_at AS createdAt, s.last_seen_at AS lastSeenAt, s.expires_at AS expiresAt
         FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = ?`,
      )
      .get(idHash) as SessionRow | undefined;
    if (!row) return undefined;
    const { idHash: _id, ...session } = row;
    const state = sessionState(session, at, idleMs);
    if (state === 'expired') {
      await this.deleteSession(idHash);
      return undefined;
    }
    if (state === 'stale') {
      // only if no one moved it meanwhile: the later time wins
      this.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ? AND last_seen_at < ?').run(at.toISOString(), idHash, at.toISOString());
      return { ...session, lastSeenAt: at.toISOString() };
    }
    return session;
  }

  async deleteSession(idHash: string): Promise<void> {
    this.db.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
  }

  async reserveAttempt(limits: AttemptLimit[], at: Date): Promise<AttemptDecision> {
    const sweep = this.reservations++ % attemptSweepEvery === 0;
    const count = this.db.prepare('SELECT count(*) AS n FROM sign_in_attempts WHERE key = ? AND at > ?');
    const nth = this.db.prepare('SELECT at FROM sign_in_attempts WHERE key = ? AND at > ? ORDER BY at LIMIT 1 OFFSET ?');
    const insert = this.db.prepare('INSERT INTO sign_in_attempts (key, at) VALUES (?, ?)');
    return this.immediate((): AttemptDecision => {
      if (sweep) this.db.prepare('DELETE FROM sign_in_attempts WHERE at <= ?').run(sweepBefore(limits, at).toISOString());
      let refusal: { retryAfter: number; key: string } | undefined;
      for (const limit of limits) {
        const since = windowStart(limit, at).toISOString();
        const offset = blockingOffset(limit, (count.get(limit.key, since) as { n: number }).n);
        if (offset === null) continue;
        const blocking = nth.get(limit.key, since, offset) as { at: string } | undefined;
        const retryAfter = secondsUntilLeaves(limit, blocking && new Date(blocking.at), at);
        if (!refusal || retryAfter > refusal.retryAfter) refusal = { retryAfter, key: limit.key };
      }
      if (refusal) return { allowed: false, ...refusal };
      return { allowed: true, ids: limits.map((limit) => Number(insert.run(limit.key, at.toISOString()).lastInsertRowid)) };
    });
  }

  async forgiveAttempt(ids: number[], clearKeys: string[]): Promise<void> {
    this.immediate(() => {
      const byId = this.db.prepare('DELETE FROM sign_in_attempts WHERE id = ?');
      const byKey = this.db.prepare('DELETE FROM sign_in_attempts WHERE key = ?');
      for (const id of ids) byId.run(id);
      for (const key of clearKeys) byKey.run(key);
    });
  }

  async getDraft(): Promise<Draft | null> {
    return this.draft();
  }

  private draft(): Draft | null {
    const row = this.db.prepare(`SELECT ${draftColumns} FROM drafts WHERE id = 1`).get() as (Omit<Draft, 'text'> & { text: string | Buffer }) | undefined;
    return row ? { ...row, text: unpackText(row.text) } : null;
  }

  async draftHead(): Promise<{ hash: string; baseVersion: number | null } | null> {
    return this.head();
  }

  /** The draft's hash and base, without its text (which is read and unpacked only when it is needed). */
  private head(): { hash: string; baseVersion: number | null } | null {
    return (this.db.prepare('SELECT hash, base_version AS baseVersion FROM drafts WHERE id = 1').get() as { hash: string; baseVersion: number | null } | undefined) ?? null;
  }

  async saveDraft({ expectedHash, text, hash, baseVersion, by, at }: { expectedHash: string; text: string; hash: string; baseVersion: number | null; by: string; at: Date }): Promise<SaveDraftResult> {
    const packed = packText(text);
    return this.immediate((): SaveDraftResult => {
      // the text is read only for a refusal, which returns it
      const head = this.head();
      // no draft yet: it is made from the live version, so that is what the save must name
      const expected = head ? head.hash : this.live()?.hash;
      if (expected === undefined || expected !== expectedHash) return { ok: false, current: this.draft() };
      const draft: Draft = { text, hash, baseVersion, updatedBy: by, updatedAt: at.toISOString() };
      this.db
        .prepare(
          `INSERT INTO drafts (id, text, hash, base_version, updated_by, updated_at) VALUES (1, @text, @hash, @baseVersion, @updatedBy, @updatedAt)
           ON CONFLICT (id) DO UPDATE SET text = excluded.text, hash = excluded.hash, base_version = excluded.base_version, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
        )
        .run({ ...draft, text: packed });
      return { ok: true, draft };
    });
  }

  private live(): VersionSummary | null {
    const row = this.db.prepare(`SELECT ${versionColumns} FROM versions WHERE id = (SELECT live_version FROM site_state WHERE id = 1)`).get() as VersionRow | undefined;
    return row ? toSummary(row) : null;
  }

  async liveVersion(): Promise<VersionSummary | null> {
    return this.live();
  }

  async liveVersionId(): Promise<number | null> {
    return (this.db.prepare('SELECT live_version AS id FROM site_state WHERE id = 1').get() as { id: number | null } | undefined)?.id ?? null;
  }

  async getVersion(id: number): Promise<Version | undefined> {
    const row = this.db.prepare(`SELECT ${versionColumns}, text FROM versions WHERE id = ?`).get(id) as (VersionRow & { text: string | Buffer }) | undefined;
    return row && { ...toSummary(row), text: unpackText(row.text) };
  }

  async listVersions(limit: number): Promise<VersionSummary[]> {
    return (this.db.prepare(`SELECT ${versionColumns} FROM versions ORDER BY id DESC LIMIT ?`).all(limit) as VersionRow[]).map(toSummary);
  }

  async addLiveVersion(
    version: NewVersion,
    { expectedLive, draftHash, schedule, review }: { expectedLive: number | null; draftHash?: string; schedule?: { id: number; message: string | null }; review?: ReviewApproval },
  ): Promise<AddLiveVersionResult> {
    // packed before the write lock is taken: it is held only for the writes
    const text = packText(version.text);
    return this.immediate((): AddLiveVersionResult => {
      const live = this.live();
      if (schedule && (this.db.prepare('SELECT state FROM schedules WHERE id = ?').get(schedule.id) as { state: string } | undefined)?.state !== 'pending') return { ok: false, live, scheduleFinished: true };
      if (review && !this.reviews.reviewPending(review.id)) return { ok: false, live, reviewDecided: true };
      if ((live?.id ?? null) !== expectedLive) return { ok: false, live };
      const row = this.db
        .prepare(`INSERT INTO versions (hash, text, author, created_at, source, pages, restored_from) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${versionColumns}`)
        .get(version.hash, text, version.author, version.at.toISOString(), version.source, JSON.stringify(version.pages), version.restoredFrom) as VersionRow;
      this.db.prepare('UPDATE site_state SET live_version = ? WHERE id = 1').run(row.id);
      this.followDraft(row.id, version, text, draftHash);
      if (schedule) this.db.prepare("UPDATE schedules SET state = 'published', finished_at = ?, version_id = ?, message = ? WHERE id = ?").run(version.at.toISOString(), row.id, schedule.message, schedule.id);
      if (review) this.reviews.approveWithVersion(review.id, review.by, version.at, row.id);
      return { ok: true, version: toSummary(row) };
    });
  }

  async addSchedule({ dueAt, text, hash, restoreOf, baseVersion, by, role, at }: NewSchedule): Promise<Schedule> {
    return this.db
      .prepare(`INSERT INTO schedules (due_at, text, hash, restore_of, base_version, created_by, created_at, role) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${scheduleColumns}`)
      .get(dueAt.toISOString(), packText(text), hash, restoreOf, baseVersion, by, at.toISOString(), role) as Schedule;
  }

  async listSchedules(limit: number): Promise<Schedule[]> {
    const pending = this.db.prepare(`SELECT ${scheduleColumns} FROM schedules WHERE state = 'pending' ORDER BY due_at, id`).all() as Schedule[];
    const others = this.db.prepare(`SELECT ${scheduleColumns} FROM schedules WHERE state <> 'pending' ORDER BY finished_at DESC, id DESC LIMIT ?`).all(limit) as Schedule[];
    return [...pending, ...others];
  }

  async dueSchedules(now: Date): Promise<Schedule[]> {
    return this.db.prepare(`SELECT ${scheduleColumns} FROM schedules WHERE state = 'pending' AND due_at <= ? ORDER BY due_at, id`).all(now.toISOString()) as Schedule[];
  }

  async getSchedule(id: number): Promise<Schedule | undefined> {
    return this.db.prepare(`SELECT ${scheduleColumns} FROM schedules WHERE id = ?`).get(id) as Schedule | undefined;
  }

  async scheduleText(id: number): Promise<string | undefined> {
    const row = this.db.prepare('SELECT text FROM schedules WHERE id = ?').get(id) as { text: Buffer } | undefined;
    return row && unpackText(row.text);
  }

  async finishSchedule(id: number, { state, by, at, message }: { state: 'failed' | 'cancelled'; by: string | null; at: Date; message: string | null }): Promise<boolean> {
    return this.db.prepare("UPDATE schedules SET state = ?, finished_by = ?, finished_at = ?, message = ? WHERE id = ? AND state = 'pending'").run(state, by, at.toISOString(), message, id).changes > 0;
  }

  /** In addLiveVersion's transaction: a draft without changes of its own, or the draft that was published, becomes the new version. */
  private followDraft(id: number, version: NewVersion, text: Buffer, draftHash: string | undefined): void {
    const draft = this.db.prepare('SELECT d.hash, v.hash AS baseHash FROM drafts d LEFT JOIN versions v ON v.id = d.base_version WHERE d.id = 1').get() as
      | { hash: string; baseHash: string | null }
      | undefined;
    if (!draft) return;
    if (draft.hash === draft.baseHash) {
      this.db
        .prepare('UPDATE drafts SET text = ?, hash = ?, base_version = ?, updated_by = ?, updated_at = ? WHERE id = 1')
        .run(text, version.hash, id, version.author, version.at.toISOString());
    } else if (draftHash !== undefined && draftHash === draft.hash) {
      // the version is that draft, with the redirects its publish made: the editor goes on from it
      this.db.prepare('UPDATE drafts SET text = ?, hash = ?, base_version = ? WHERE id = 1').run(text, version.hash, id);
    }
  }

  async getSettings(): Promise<EditingSettings> {
    return this.reviews.getSettings();
  }

  async setSettings(settings: EditingSettings): Promise<void> {
    this.reviews.setSettings(settings);
  }

  async addReview(review: NewReview): Promise<Review> {
    return this.reviews.addReview(review);
  }

  async listReviews(limit: number): Promise<Review[]> {
    return this.reviews.listReviews(limit);
  }

  async getReview(id: number): Promise<Review | undefined> {
    return this.reviews.getReview(id);
  }

  async reviewText(id: number): Promise<string | undefined> {
    return this.reviews.reviewText(id);
  }

  async decideReview(id: number, decision: ReviewDecision): Promise<boolean> {
    return this.reviews.decideReview(id, decision);
  }

  async addPreviewLink(link: NewPreviewLink): Promise<PreviewLink> {
    return this.links.addPreviewLink(link);
  }

  async listPreviewLinks(limit: number, now: Date): Promise<PreviewLink[]> {
    return this.links.listPreviewLinks(limit, now);
  }

  async activePreviewLink(tokenHash: string, now: Date): Promise<PreviewLink | undefined> {
    return this.links.activePreviewLink(tokenHash, now);
  }

  async getPreviewLink(id: number, now: Date): Promise<PreviewLink | undefined> {
    return this.links.getPreviewLink(id, now);
  }

  async previewText(id: number): Promise<string | undefined> {
    return this.links.previewText(id);
  }

  async revokePreviewLink(id: number, by: string, at: Date): Promise<PreviewLink | undefined> {
    return this.links.revokePreviewLink(id, by, at);
  }

  async audit(entry: NewAuditEntry): Promise<void> {
    const { at, actor, action, ip, detail } = auditRow(entry);
    this.db.prepare('INSERT INTO audit_log (at, actor, action, ip, detail) VALUES (?, ?, ?, ?, ?)').run(at.toISOString(), actor, action, ip, detail);
  }

  async listAudit(limit: number): Promise<AuditEntry[]> {
    return this.db.prepare('SELECT id, at, actor, action, ip, detail FROM audit_log ORDER BY at DESC, id DESC LIMIT ?').all(limit) as AuditEntry[];
  }

  async onPublished(): Promise<() => Promise<void>> {
    // one instance: the server's poll of liveVersionId() sees its own publishes
    return async () => {};
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
