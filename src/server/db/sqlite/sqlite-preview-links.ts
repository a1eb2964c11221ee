import type Database from 'better-sqlite3';
import type { NewPreviewLink, PreviewLink } from '../editor-store.ts';
import { packText, unpackText } from './packed-text.ts';
import { linkState } from '../preview-state.ts';

const linkColumns = 'id, hash, version, created_by AS createdBy, created_at AS createdAt, expires_at AS expiresAt, revoked_at AS revokedAt, revoked_by AS revokedBy';

type LinkRow = Omit<PreviewLink, 'state'>;

const toLink = (row: LinkRow, now: Date): PreviewLink => ({ ...row, state: linkState(row, now) });

/** The preview links' part of the SQLite editor store. */
export function sqlitePreviewLinks(db: Database.Database) {
  return {
    addPreviewLink({ tokenHash, hash, version, text, by, at, expiresAt }: NewPreviewLink): PreviewLink {
      const row = db
        .prepare(`INSERT INTO preview_links (token_hash, hash, version, text, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${linkColumns}`)
        .get(tokenHash, hash, version, text === null ? null : packText(text), by, at.toISOString(), expiresAt.toISOString()) as LinkRow;
      return toLink(row, at);
    },
    listPreviewLinks(limit: number, now: Date): PreviewLink[] {
      const at = now.toISOString();
      const active = db.prepare(`SELECT ${linkColumns} FROM preview_links WHERE revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC`).all(at) as LinkRow[];
      const ended = db
        .prepare(`SELECT ${linkColumns} FROM preview_links WHERE revoked_at IS NOT NULL OR expires_at <= ? ORDER BY coalesce(revoked_at, expires_at) DESC, id DESC LIMIT ?`)
        .all(at, limit) as LinkRow[];
      return [...active, ...ended].map((row) => toLink(row, now));
    },
    activePreviewLink(tokenHash: string, now: Date): PreviewLink | undefined {
      const row = db.prepare(`SELECT ${linkColumns} FROM preview_links WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?`).get(tokenHash, now.toISOString()) as LinkRow | undefined;
      return row && toLink(row, now);
    },
    getPreviewLink(id: number, now: Date): PreviewLink | undefined {
      const row = db.prepare(`SELECT ${linkColumns} FROM preview_links WHERE id = ?`).get(id) as LinkRow | undefined;
      return row && toLink(row, now);
    },
    previewText(id: number): string | undefined {
      const row = db.prepare('SELECT coalesce(p.text, v.text) AS text FROM preview_links p LEFT JOIN versions v ON v.id = p.version WHERE p.id = ?').get(id) as { text: Buffer | string } | undefined;
      return row && unpackText(row.text);
    },
    revokePreviewLink(id: number, by: string, at: Date): PreviewLink | undefined {
      const row = db
        .prepare(`UPDATE preview_links SET revoked_at = ?, revoked_by = ? WHERE id = ? AND revoked_at IS NULL AND expires_at > ? RETURNING ${linkColumns}`)
        .get(at.toISOString(), by, id, at.toISOString()) as LinkRow | undefined;
      return row && toLink(row, at);
    },
  };
}
