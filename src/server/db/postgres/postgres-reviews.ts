import type pg from 'pg';
import type { EditingSettings, NewReview, Review, ReviewDecision } from '../editor-store.ts';
import { idOrNull } from './postgres-rows.ts';

const reviewColumns = 'id, hash, base_version, comment, pages, requested_by, requested_at, state, decided_by, decided_at, decision_comment, version_id, schedule_id';

interface ReviewRow {
  id: string;
  hash: string;
  base_version: string | null;
  comment: string;
  pages: string[];
  requested_by: string;
  requested_at: Date;
  state: Review['state'];
  decided_by: string | null;
  decided_at: Date | null;
  decision_comment: string | null;
  version_id: string | null;
  schedule_id: string | null;
}

const toReview = (row: ReviewRow): Review => ({
  id: Number(row.id),
  hash: row.hash,
  baseVersion: idOrNull(row.base_version),
  comment: row.comment,
  pages: row.pages,
  requestedBy: row.requested_by,
  requestedAt: row.requested_at.toISOString(),
  state: row.state,
  decidedBy: row.decided_by,
  decidedAt: row.decided_at?.toISOString() ?? null,
  decisionComment: row.decision_comment,
  versionId: idOrNull(row.version_id),
  scheduleId: idOrNull(row.schedule_id),
});

/** The reviews' part of the PostgreSQL editor store: the editing settings and the review requests. */
export function postgresReviews(pool: pg.Pool) {
  return {
    async getSettings(): Promise<EditingSettings> {
      const { rows } = await pool.query<{ review_required: boolean }>('SELECT review_required FROM editing_settings WHERE id = 1');
      return { reviewRequired: rows[0]!.review_required };
    },
    async setSettings({ reviewRequired }: EditingSettings): Promise<void> {
      await pool.query('UPDATE editing_settings SET review_required = $1 WHERE id = 1', [reviewRequired]);
    },

    async addReview({ text, hash, baseVersion, comment, pages, by, at }: NewReview): Promise<Review> {
      const { rows } = await pool.query<ReviewRow>(
        `INSERT INTO reviews (text, hash, base_version, comment, pages, requested_by, requested_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING ${reviewColumns}`,
        [text, hash, baseVersion, comment, JSON.stringify(pages), by, at],
      );
      return toReview(rows[0]!);
    },
    async listReviews(limit: number): Promise<Review[]> {
      const [pending, decided] = await Promise.all([
        pool.query<ReviewRow>(`SELECT ${reviewColumns} FROM reviews WHERE state = 'pending' ORDER BY requested_at, id`),
        pool.query<ReviewRow>(`SELECT ${reviewColumns} FROM reviews WHERE state <> 'pending' ORDER BY decided_at DESC, id DESC LIMIT $1`, [limit]),
      ]);
      return [...pending.rows, ...decided.rows].map(toReview);
    },
    async getReview(id: number): Promise<Review | undefined> {
      const { rows } = await pool.query<ReviewRow>(`SELECT ${reviewColumns} FROM reviews WHERE id = $1`, [id]);
      return rows[0] && toReview(rows[0]);
    },
    async reviewText(id: number): Promise<string | undefined> {
      const { rows } = await pool.query<{ text: string }>('SELECT text FROM reviews WHERE id = $1', [id]);
      return rows[0]?.text;
    },
    async decideReview(id: number, decision: ReviewDecision): Promise<boolean> {
      const comment = decision.state === 'sent-back' ? decision.comment : null;
      const scheduleId = decision.state === 'approved' ? decision.scheduleId : null;
      const { rowCount } = await pool.query(
        "UPDATE reviews SET state = $1, decided_by = $2, decided_at = $3, decision_comment = $4, schedule_id = $5 WHERE id = $6 AND state = 'pending'",
        [decision.state, decision.by, decision.at, comment, scheduleId, id],
      );
      return (rowCount ?? 0) > 0;
    },
    /** in addLiveVersion's transaction, under the content lock: the review's row locked, whether it is still pending */
    async reviewPending(client: pg.PoolClient, id: number): Promise<boolean> {
      return (await client.query<{ state: string }>('SELECT state FROM reviews WHERE id = $1 FOR UPDATE', [id])).rows[0]?.state === 'pending';
    },
    async approveWithVersion(client: pg.PoolClient, id: number, by: string, at: Date, versionId: number): Promise<void> {
      await client.query("UPDATE reviews SET state = 'approved', decided_by = $1, decided_at = $2, version_id = $3 WHERE id = $4", [by, at, versionId, id]);
    },
  };
}
