import type Database from 'better-sqlite3';
import type { EditingSettings, NewPreviewLink, NewReview, PreviewLink, Review, ReviewDecision } from '../editor-store.ts';
import { packText, unpackText } from './packed-text.ts';
import { linkState } from '../preview-state.ts';

const reviewColumns =
  'id, hash, base_version AS baseVersion, comment, pages, requested_by AS requestedBy, requested_at AS requestedAt, state, decided_by AS decidedBy, decided_at AS decidedAt, decision_comment AS decisionComment, version_id AS versionId, schedule_id AS scheduleId';
const linkColumns = 'id, hash, version, created_by AS createdBy, created_at AS createdAt, expires_at AS expiresAt, revoked_at AS revokedAt, revoked_by AS revokedBy';

type ReviewRow = Omit<Review, 'pages'> & { pages: string };
type LinkRow = Omit<PreviewLink, 'state'>;

const toReview = (row: ReviewRow): Review => ({ ...row, pages: JSON.parse(row.pages) as string[] });
const toLink = (row: LinkRow, now: Date): PreviewLink => ({ ...row, state: linkState(row, now) });

/** The campaigns' part of the SQLite editor store: the editing settings, reviews and preview links. */
export function sqliteCampaigns(db: Database.Database) {
  return {
    getSettings(): EditingSettings {
      const row = db.prepare('SELECT review_required AS reviewRequired FROM editing_settings WHERE id = 1').get() as { reviewRequired: number };
      return { reviewRequired: row.reviewRequired === 1 };
    },
    setSettings({ reviewRequired }: EditingSettings): void {
      db.prepare('UPDATE editing_settings SET review_required = ? WHERE id = 1').run(reviewRequired ? 1 : 0);
    },

    addReview({ text, hash, baseVersion, comment, pages, by, at }: NewReview): Review {
      const row = db
        .prepare(`INSERT INTO reviews (text, hash, base_version, comment, pages, requested_by, requested_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${reviewColumns}`)
        .get(packText(text), hash, baseVersion, comment, JSON.stringify(pages), by, at.toISOString()) as ReviewRow;
      return toReview(row);
    },
    listReviews(limit: number): Review[] {
      const pending = db.prepare(`SELECT ${reviewColumns} FROM reviews WHERE state = 'pending' ORDER BY requested_at, id`).all() as ReviewRow[];
      const decided = db.prepare(`SELECT ${reviewColumns} FROM reviews WHERE state <> 'pending' ORDER BY decided_at DESC, id DESC LIMIT ?`).all(limit) as ReviewRow[];
      return [...pending, ...decided].map(toReview);
    },
    getReview(id: number): Review | undefined {
      const row = db.prepare(`SELECT ${reviewColumns} FROM reviews WHERE id = ?`).get(id) as ReviewRow | undefined;
      return row && toReview(row);
    },
    reviewText(id: number): string | undefined {
      const row = db.prepare('SELECT text FROM reviews WHERE id = ?').get(id) as { text: Buffer } | undefined;
      return row && unpackText(row.text);
    },
    decideReview(id: number, decision: ReviewDecision): boolean {
      const comment = decision.state === 'sent-back' ? decision.comment : null;
      const scheduleId = decision.state === 'approved' ? decision.scheduleId : null;
      const update = "UPDATE reviews SET state = ?, decided_by = ?, decided_at = ?, decision_comment = ?, schedule_id = ? WHERE id = ? AND state = 'pending'";
      return db.prepare(update).run(decision.state, decision.by, decision.at.toISOString(), comment, scheduleId, id).changes > 0;
    },
    /** in addLiveVersion's transaction: whether the review is still pending, then marked approved with the version */
    reviewPending: (id: number) => (db.prepare('SELECT state FROM reviews WHERE id = ?').get(id) as { state: string } | undefined)?.state === 'pending',
    approveWithVersion(id: number, by: string, at: Date, versionId: number): void {
      db.prepare("UPDATE reviews SET state = 'approved', decided_by = ?, decided_at = ?, version_id = ? WHERE id = ?").run(by, at.toISOString(), versionId, id);
    },

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
