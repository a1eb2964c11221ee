import type pg from 'pg';
import type { NewPreviewLink, PreviewLink } from '../editor-store.ts';
import { idOrNull } from './postgres-rows.ts';
import { linkState } from '../preview-state.ts';

const linkColumns = 'id, hash, version, created_by, created_at, expires_at, revoked_at, revoked_by';

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

/** The preview links' part of the PostgreSQL editor store. */
export function postgresPreviewLinks(pool: pg.Pool) {
  return {
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
