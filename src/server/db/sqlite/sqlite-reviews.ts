import type Database from 'better-sqlite3';
import type { EditingSettings, NewReview, Review, ReviewDecision } from '../editor-store.ts';
import { packText, unpackText } from './packed-text.ts';

const reviewColumns =
  'id, hash, base_version AS baseVersion, comment, pages, requested_by AS requestedBy, requested_at AS requestedAt, state, decided_by AS decidedBy, decided_at AS decidedAt, decision_comment AS decisionComment, version_id AS versionId, schedule_id AS scheduleId';

type ReviewRow = Omit<Review, 'pages'> & { pages: string };

const toReview = (row: ReviewRow): Review => ({ ...row, pages: JSON.parse(row.pages) as string[] });

/** The reviews' part of the SQLite editor store: the editing settings and the review requests. */
export function sqliteReviews(db: Database.Database) {
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
  };
}
