import type pg from 'pg';
import type { EditingSettings, NewPreviewLink, NewReview, PreviewLink, Review, ReviewDecision } from '../editor-store.ts';
import { idOrNull } from './postgres-rows.ts';
import { linkState } from '../preview-state.ts';

const reviewColumns = 'id, hash, base_version, comment, pages, requested_by, requested_at, state, decided_by, decided_at, decision_comment, version_id, schedule_id';
const linkColumns = 'id, hash, version, created_by, created_at, expires_at, revoked_at, revoked_by';

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

interface LinkRow {
  id: string;
  hash: string;
  version: string | null;
  created_by: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_by: string | null;
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

function toLink(row: LinkRow, now: Date): PreviewLink {
  const link = {
    id: Number(row.id),
    hash: row.hash,
    version: idOrNull(row.version),
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    revokedBy: row.revoked_by,
  };
  return { ...link, state: linkState(link, now) };
}

/** The campaigns' part of the PostgreSQL editor store: the editing settings, reviews and preview links. */
export function postgresCampaigns(pool: pg.Pool) {
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

    async addPreviewLink({ tokenHash, hash, version, text, by, at, expiresAt }: NewPreviewLink): Promise<PreviewLink> {
      const { rows } = await pool.query<LinkRow>(
        `INSERT INTO preview_links (token_hash, hash, version, text, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${linkColumns}`,
        [tokenHash, hash, version, text, by, at, expiresAt],
      );
      return toLink(rows[0]!, at);
    },
    async listPreviewLinks(limit: number, now: Date): Promise<PreviewLink[]> {
      const [active, ended] = await Promise.all([
        pool.query<LinkRow>(`SELECT ${linkColumns} FROM preview_links WHERE revoked_at IS NULL AND expires_at > $1 ORDER BY created_at DESC, id DESC`, [now]),
        pool.query<LinkRow>(`SELECT ${linkColumns} FROM preview_links WHERE revoked_at IS NOT NULL OR expires_at <= $1 ORDER BY coalesce(revoked_at, expires_at) DESC, id DESC LIMIT $2`, [now, limit]),
      ]);
      return [...active.rows, ...ended.rows].map((row) => toLink(row, now));
    },
    async activePreviewLink(tokenHash: string, now: Date): Promise<PreviewLink | undefined> {
      const { rows } = await pool.query<LinkRow>(`SELECT ${linkColumns} FROM preview_links WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`, [tokenHash, now]);
      return rows[0] && toLink(rows[0], now);
    },
    async getPreviewLink(id: number, now: Date): Promise<PreviewLink | undefined> {
      const { rows } = await pool.query<LinkRow>(`SELECT ${linkColumns} FROM preview_links WHERE id = $1`, [id]);
      return rows[0] && toLink(rows[0], now);
    },
    async previewText(id: number): Promise<string | undefined> {
      const { rows } = await pool.query<{ text: string }>('SELECT coalesce(p.text, v.text) AS text FROM preview_links p LEFT JOIN versions v ON v.id = p.version WHERE p.id = $1', [id]);
      return rows[0]?.text;
    },
    async revokePreviewLink(id: number, by: string, at: Date): Promise<PreviewLink | undefined> {
      const { rows } = await pool.query<LinkRow>(
        `UPDATE preview_links SET revoked_at = $1, revoked_by = $2 WHERE id = $3 AND revoked_at IS NULL AND expires_at > $1 RETURNING ${linkColumns}`,
        [at, by, id],
      );
      return rows[0] && toLink(rows[0], at);
    },
  };
}
