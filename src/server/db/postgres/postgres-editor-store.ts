import pg from 'pg';
import { migratedPool } from './postgres-requests-store.ts';
import { inTransaction } from './transaction.ts';
import { postgresReviews } from './postgres-reviews.ts';
import { postgresPreviewLinks } from './postgres-preview-links.ts';
import { attemptSweepEvery, blockingOffset, secondsUntilLeaves, sortedKeys, sweepBefore, windowStart } from '../attempt-window.ts';
import {
  AccountExistsError,
  auditRow,
  type Account,
  type AccountWithHash,
  type AttemptDecision,
  type AttemptLimit,
  type AuditAction,
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
import { Listeners, listenerApplicationName, versionsChannel } from './postgres-listener.ts';
import {
  accountColumns,
  draftColumns,
  idOrNull,
  liveSummary,
  scheduleColumns,
  toSchedule,
  toAccount,
  toDraft,
  toSummary,
  versionColumns,
  withoutHash,
  type AccountRow,
  type DraftRow,
  type ScheduleRow,
  type VersionRow,
} from './postgres-rows.ts';
import { sessionState } from '../session-expiry.ts';
import { asText } from '../../../model/text-bytes.ts';

/** the advisory lock that makes saves and publishes of the draft and the live version one at a time, on every instance */
const contentLock = 7_460_212_023;
/** the first key of the two-key advisory locks of sign-in attempts (the second: the hash of the limit's key) */
const attemptLockSpace = 746_023;

/**
 * The editor's data in PostgreSQL (DATABASE_URL), shared by every instance. Each read-check-write is a transaction
 * that first takes an advisory lock, so two instances never both pass a check; a publish notifies every instance.
 */
export class PostgresEditorStore implements EditorStore {
  readonly engine = 'postgres';
  private reservations = 0;
  private readonly listeners = new Listeners();
  private readonly reviews: ReturnType<typeof postgresReviews>;
  private readonly links: ReturnType<typeof postgresPreviewLinks>;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly databaseUrl: string,
  ) {
    this.reviews = postgresReviews(pool);
    this.links = postgresPreviewLinks(pool);
  }

  /** Connects, and brings the schema up to date (one instance at a time). */
  static async connect(databaseUrl: string, { max = 10 }: { max?: number } = {}): Promise<PostgresEditorStore> {
    return new PostgresEditorStore(await migratedPool(databaseUrl, 'editor-store', max), databaseUrl);
  }

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, work);
  }

  async countAccounts(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM accounts');
    return Number(rows[0]!.n);
  }

  async addAccount({ email, role, passwordHash, at }: { email: string; role: Role; passwordHash: string; at: Date }): Promise<Account> {
    try {
      const { rows } = await this.pool.query<AccountRow>(
        `INSERT INTO accounts (email, role, password_hash, created_at, password_changed_at) VALUES ($1, $2, $3, $4, $4) RETURNING ${accountColumns}`,
        [email, role, passwordHash, at],
      );
      return withoutHash(toAccount(rows[0]!));
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new AccountExistsError(`An account for ${email} exists already.`);
      throw error;
    }
  }

  async findAccount(email: string): Promise<AccountWithHash | undefined> {
    const { rows } = await this.pool.query<AccountRow>(`SELECT ${accountColumns} FROM accounts WHERE email = $1`, [email]);
    return rows[0] && toAccount(rows[0]);
  }

  async listAccounts(): Promise<Account[]> {
    const { rows } = await this.pool.query<AccountRow>(`SELECT ${accountColumns} FROM accounts ORDER BY email`);
    return rows.map((row) => withoutHash(toAccount(row)));
  }

  async removeAccount(email: string): Promise<boolean> {
    return this.transaction(async (client) => {
      await client.query('DELETE FROM sessions WHERE account_id IN (SELECT id FROM accounts WHERE email = $1)', [email]);
      return ((await client.query('DELETE FROM accounts WHERE email = $1', [email])).rowCount ?? 0) > 0;
    });
  }

  async setRole(email: string, role: Role): Promise<boolean> {
    return ((await this.pool.query('UPDATE accounts SET role = $1 WHERE email = $2', [role, email])).rowCount ?? 0) > 0;
  }

  async setPassword(email: string, passwordHash: string, at: Date): Promise<boolean> {
    return this.transaction(async (client) => {
      const { rows } = await client.query<{ id: string }>('UPDATE accounts SET password_hash = $1, password_changed_at = $2 WHERE email = $3 RETURNING id', [passwordHash, at, email]);
      if (rows.length === 0) return false;
      await client.query('DELETE FROM sessions WHERE account_id = $1', [rows[0]!.id]);
      return true;
    });
  }

  async createSession({ idHash, accountId, at, expiresAt }: { idHash: string; accountId: number; at: Date; expiresAt: Date }): Promise<void> {
    await this.pool.query('INSERT INTO sessions (id_hash, account_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)', [idHash, accountId, at, expiresAt]);
  }

  async touchSession(idHash: string, at: Date, idleMs: number): Promise<Session | undefined> {
    const { rows } = await this.pool.query<{ account_id: string; email: string; role: Role; created_at: Date; last_seen_at: Date; expires_at: Date }>(
      `SELECT s.account_id, a.email, a.role, s.created_at, s.last_seen_at, s.expires_at
       FROM sessions s JOIN accounts a ON a.id = s.account_id WHERE s.id_hash = $1`,
      [idHash],
    );
    const row = rows[0];
    if (!row) return undefined;
    const session: Session = {
      accountId: Number(row.account_id),
      email: row.email,
      role: row.role,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
    };
    const state = sessionState(session, at, idleMs);
    if (state === 'expired') {
      await this.deleteSession(idHash);
      return undefined;
    }
    if (state === 'stale') {
      // only if no instance moved it meanwhile: the later time wins
      await this.pool.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1 AND last_seen_at < $2', [idHash, at]);
      return { ...session, lastSeenAt: at.toISOString() };
    }
    return session;
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  }

  async reserveAttempt(limits: AttemptLimit[], at: Date): Promise<AttemptDecision> {
    const sweep = this.reservations++ % attemptSweepEvery === 0;
    return this.transaction(async (client): Promise<AttemptDecision> => {
      // one lock per key, always in the same order: the check and the insert below are one step for every instance
      for (const key of sortedKeys(limits)) await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [attemptLockSpace, key]);
      if (sweep) await client.query('DELETE FROM sign_in_attempts WHERE at <= $1', [sweepBefore(limits, at)]);
      let refusal: { retryAfter: number; key: string } | undefined;
      for (const limit of limits) {
        const since = windowStart(limit, at);
        const counted = await client.query<{ n: string }>('SELECT count(*) AS n FROM sign_in_attempts WHERE key = $1 AND at > $2', [limit.key, since]);
        const offset = blockingOffset(limit, Number(counted.rows[0]!.n));
        if (offset === null) continue;
        const blocking = await client.query<{ at: Date }>('SELECT at FROM sign_in_attempts WHERE key = $1 AND at > $2 ORDER BY at LIMIT 1 OFFSET $3', [limit.key, since, offset]);
        const retryAfter = secondsUntilLeaves(limit, blocking.rows[0]?.at, at);
        if (!refusal || retryAfter > refusal.retryAfter) refusal = { retryAfter, key: limit.key };
      }
      if (refusal) return { allowed: false, ...refusal };
      const ids: number[] = [];
      for (const limit of limits) {
        const { rows } = await client.query<{ id: string }>('INSERT INTO sign_in_attempts (key, at) VALUES ($1, $2) RETURNING id', [limit.key, at]);
        ids.push(Number(rows[0]!.id));
      }
      return { allowed: true, ids };
    });
  }

  async forgiveAttempt(ids: number[], clearKeys: string[]): Promise<void> {
    await this.pool.query('DELETE FROM sign_in_attempts WHERE id = ANY($1::bigint[]) OR key = ANY($2::text[])', [ids, clearKeys]);
  }

  async getDraft(): Promise<Draft | null> {
    return this.draft(this.pool);
  }

  private async draft(client: pg.Pool | pg.PoolClient): Promise<Draft | null> {
    const { rows } = await client.query<DraftRow>(`SELECT ${draftColumns} FROM drafts WHERE id = 1`);
    return rows[0] ? toDraft(rows[0]) : null;
  }

  async draftHead(): Promise<{ hash: string; baseVersion: number | null } | null> {
    // base_version is a bigint, which pg hands over as text
    const { rows } = await this.pool.query<{ hash: string; base_version: string | null }>('SELECT hash, base_version FROM drafts WHERE id = 1');
    return rows[0] ? { hash: rows[0].hash, baseVersion: rows[0].base_version === null ? null : Number(rows[0].base_version) } : null;
  }

  async saveDraft({ expectedHash, text, hash, baseVersion, by, at }: { expectedHash: string; text: string; hash: string; baseVersion: number | null; by: string; at: Date }): Promise<SaveDraftResult> {
    return this.transaction(async (client): Promise<SaveDraftResult> => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [contentLock]);
      const current = await this.draft(client);
      // no draft yet: it is made from the live version, so that is what the save must name
      const expected = current ? current.hash : (await this.live(client))?.hash;
      if (expected === undefined || expected !== expectedHash) return { ok: false, current };
      const { rows } = await client.query<DraftRow>(
        `INSERT INTO drafts (id, text, hash, base_version, updated_by, updated_at) VALUES (1, $1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET text = excluded.text, hash = excluded.hash, base_version = excluded.base_version, updated_by = excluded.updated_by, updated_at = excluded.updated_at
         RETURNING ${draftColumns}`,
        [text, hash, baseVersion, by, at],
      );
      return { ok: true, draft: toDraft(rows[0]!) };
    });
  }

  private async live(client: pg.Pool | pg.PoolClient): Promise<VersionSummary | null> {
    const { rows } = await client.query<VersionRow>(liveSummary);
    return rows[0] ? toSummary(rows[0]) : null;
  }

  async liveVersion(): Promise<VersionSummary | null> {
    return this.live(this.pool);
  }

  async liveVersionId(): Promise<number | null> {
    const { rows } = await this.pool.query<{ id: string | null }>('SELECT live_version AS id FROM site_state WHERE id = 1');
    return idOrNull(rows[0]?.id ?? null);
  }

  async getVersion(id: number): Promise<Version | undefined> {
    const { rows } = await this.pool.query<VersionRow & { text: string }>(`SELECT ${versionColumns}, text FROM versions WHERE id = $1`, [id]);
    return rows[0] && { ...toSummary(rows[0]), text: rows[0].text };
  }

  async listVersions(limit: number): Promise<VersionSummary[]> {
    const { rows } = await this.pool.query<VersionRow>(`SELECT ${versionColumns} FROM versions ORDER BY id DESC LIMIT $1`, [limit]);
    return rows.map(toSummary);
  }

  async addLiveVersion(
    given: NewVersion,
    { expectedLive, draftHash, schedule, review }: { expectedLive: number | null; draftHash?: string; schedule?: { id: number; message: string | null }; review?: ReviewApproval },
  ): Promise<AddLiveVersionResult> {
    // a text column: bytes are sent as the text they encode
    const version = { ...given, text: asText(given.text) };
    return this.transaction(async (client): Promise<AddLiveVersionResult> => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [contentLock]);
      const live = await this.live(client);
      // the schedule's row locked until the commit: an instance that woke for it too waits, then finds it published
      if (schedule && (await client.query<{ state: string }>('SELECT state FROM schedules WHERE id = $1 FOR UPDATE', [schedule.id])).rows[0]?.state !== 'pending') {
        return { ok: false, live, scheduleFinished: true };
      }
      if (review && !(await this.reviews.reviewPending(client, review.id))) return { ok: false, live, reviewDecided: true };
      if ((live?.id ?? null) !== expectedLive) return { ok: false, live };
      const { rows } = await client.query<VersionRow>(
        `INSERT INTO versions (hash, text, author, created_at, source, pages, restored_from) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING ${versionColumns}`,
        [version.hash, version.text, version.author, version.at, version.source, JSON.stringify(version.pages), version.restoredFrom],
      );
      const published = toSummary(rows[0]!);
      await client.query('UPDATE site_state SET live_version = $1 WHERE id = 1', [published.id]);
      await this.followDraft(client, published.id, version, draftHash);
      if (schedule) await client.query("UPDATE schedules SET state = 'published', finished_at = $1, version_id = $2, message = $3 WHERE id = $4", [version.at, published.id, schedule.message, schedule.id]);
      if (review) await this.reviews.approveWithVersion(client, review.id, review.by, version.at, published.id);
      // delivered to the listeners when the transaction commits, never if it rolls back
      await client.query('SELECT pg_notify($1, $2)', [versionsChannel, String(published.id)]);
      return { ok: true, version: published };
    });
  }

  /** In addLiveVersion's transaction: a draft without changes of its own, or the draft that was published, becomes the new version. */
  private async followDraft(client: pg.PoolClient, id: number, version: NewVersion, draftHash: string | undefined): Promise<void> {
    const { rows } = await client.query<{ hash: string; base_hash: string | null }>(
      'SELECT d.hash, v.hash AS base_hash FROM drafts d LEFT JOIN versions v ON v.id = d.base_version WHERE d.id = 1',
    );
    const draft = rows[0];
    if (!draft) return;
    if (draft.hash === draft.base_hash) {
      await client.query('UPDATE drafts SET text = $1, hash = $2, base_version = $3, updated_by = $4, updated_at = $5 WHERE id = 1', [version.text, version.hash, id, version.author, version.at]);
    } else if (draftHash !== undefined && draftHash === draft.hash) {
      // the version is that draft, with the redirects its publish made: the editor goes on from it
      await client.query('UPDATE drafts SET text = $1, hash = $2, base_version = $3 WHERE id = 1', [version.text, version.hash, id]);
    }
  }

  async addSchedule({ dueAt, text, hash, restoreOf, baseVersion, by, role, at }: NewSchedule): Promise<Schedule> {
    const { rows } = await this.pool.query<ScheduleRow>(
      `INSERT INTO schedules (due_at, text, hash, restore_of, base_version, created_by, created_at, role) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${scheduleColumns}`,
      [dueAt, text, hash, restoreOf, baseVersion, by, at, role],
    );
    return toSchedule(rows[0]!);
  }

  async listSchedules(limit: number): Promise<Schedule[]> {
    const [pending, others] = await Promise.all([
      this.pool.query<ScheduleRow>(`SELECT ${scheduleColumns} FROM schedules WHERE state = 'pending' ORDER BY due_at, id`),
      this.pool.query<ScheduleRow>(`SELECT ${scheduleColumns} FROM schedules WHERE state <> 'pending' ORDER BY finished_at DESC, id DESC LIMIT $1`, [limit]),
    ]);
    return [...pending.rows, ...others.rows].map(toSchedule);
  }

  async dueSchedules(now: Date): Promise<Schedule[]> {
    const { rows } = await this.pool.query<ScheduleRow>(`SELECT ${scheduleColumns} FROM schedules WHERE state = 'pending' AND due_at <= $1 ORDER BY due_at, id`, [now]);
    return rows.map(toSchedule);
  }

  async getSchedule(id: number): Promise<Schedule | undefined> {
    const row = (await this.pool.query<ScheduleRow>(`SELECT ${scheduleColumns} FROM schedules WHERE id = $1`, [id])).rows[0];
    return row && toSchedule(row);
  }

  async scheduleText(id: number): Promise<string | undefined> {
    return (await this.pool.query<{ text: string }>('SELECT text FROM schedules WHERE id = $1', [id])).rows[0]?.text;
  }

  async finishSchedule(id: number, { state, by, at, message }: { state: 'failed' | 'cancelled'; by: string | null; at: Date; message: string | null }): Promise<boolean> {
    const { rowCount } = await this.pool.query("UPDATE schedules SET state = $1, finished_by = $2, finished_at = $3, message = $4 WHERE id = $5 AND state = 'pending'", [state, by, at, message, id]);
    return (rowCount ?? 0) > 0;
  }

  getSettings(): Promise<EditingSettings> {
    return this.reviews.getSettings();
  }

  setSettings(settings: EditingSettings): Promise<void> {
    return this.reviews.setSettings(settings);
  }

  addReview(review: NewReview): Promise<Review> {
    return this.reviews.addReview(review);
  }

  listReviews(limit: number): Promise<Review[]> {
    return this.reviews.listReviews(limit);
  }

  getReview(id: number): Promise<Review | undefined> {
    return this.reviews.getReview(id);
  }

  reviewText(id: number): Promise<string | undefined> {
    return this.reviews.reviewText(id);
  }

  decideReview(id: number, decision: ReviewDecision): Promise<boolean> {
    return this.reviews.decideReview(id, decision);
  }

  addPreviewLink(link: NewPreviewLink): Promise<PreviewLink> {
    return this.links.addPreviewLink(link);
  }

  listPreviewLinks(limit: number, now: Date): Promise<PreviewLink[]> {
    return this.links.listPreviewLinks(limit, now);
  }

  activePreviewLink(tokenHash: string, now: Date): Promise<PreviewLink | undefined> {
    return this.links.activePreviewLink(tokenHash, now);
  }

  getPreviewLink(id: number, now: Date): Promise<PreviewLink | undefined> {
    return this.links.getPreviewLink(id, now);
  }

  previewText(id: number): Promise<string | undefined> {
    return this.links.previewText(id);
  }

  revokePreviewLink(id: number, by: string, at: Date): Promise<PreviewLink | undefined> {
    return this.links.revokePreviewLink(id, by, at);
  }

  async audit(entry: NewAuditEntry): Promise<void> {
    const { at, actor, action, ip, detail } = auditRow(entry);
    await this.pool.query('INSERT INTO audit_log (at, actor, action, ip, detail) VALUES ($1, $2, $3, $4, $5)', [at, actor, action, ip, detail]);
  }

  async listAudit(limit: number): Promise<AuditEntry[]> {
    const { rows } = await this.pool.query<{ id: string; at: Date; actor: string | null; action: AuditAction; ip: string | null; detail: string | null }>(
      'SELECT id, at, actor, action, ip, detail FROM audit_log ORDER BY at DESC, id DESC LIMIT $1',
      [limit],
    );
    return rows.map((row) => ({ ...row, id: Number(row.id), at: row.at.toISOString() }));
  }

  async onPublished(onVersion: (id: number) => void): Promise<() => Promise<void>> {
    return this.listeners.listen({ databaseUrl: this.databaseUrl, channel: versionsChannel, applicationName: listenerApplicationName, onId: onVersion, current: () => this.liveVersionId() });
  }

  async close(): Promise<void> {
    await this.listeners.stopAll();
    if (!this.pool.ended) await this.pool.end();
  }
}
