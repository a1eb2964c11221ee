import type Database from 'better-sqlite3';
import { connectSqlite } from './connect.ts';
import { likePattern } from '../like-pattern.ts';
import { notFoundKept, type NotFoundPath, type RedirectHits, type VisitCounts, type VisitsStore } from '../visits-store.ts';

interface NotFoundRow {
  path: string;
  count: number;
  first_at: string;
  last_at: string;
  referrer: string | null;
  hidden: number;
}

const dayMs = 86_400_000;

/** The counts in SQLite, in DATA_DIR's database: one instance, so a batch is one transaction of its own. */
export class SqliteVisitsStore implements VisitsStore {
  private readonly statements;

  private constructor(private readonly db: Database.Database) {
    this.statements = {
      hit: db.prepare('INSERT INTO redirect_hits (path, count, last_at) VALUES (?, ?, ?) ON CONFLICT (path) DO UPDATE SET count = count + excluded.count, last_at = max(last_at, excluded.last_at)'),
      missed: db.prepare(
        `INSERT INTO not_found (path, count, first_at, last_at, referrer) VALUES (?, ?, ?, ?, ?) ON CONFLICT (path) DO UPDATE SET
           count = count + excluded.count, first_at = min(first_at, excluded.first_at), last_at = max(last_at, excluded.last_at), referrer = coalesce(excluded.referrer, referrer)`,
      ),
      prune: db.prepare('DELETE FROM not_found WHERE hidden = 0 AND (last_at < @before OR path IN (SELECT path FROM not_found WHERE hidden = 0 AND last_at >= @before ORDER BY count DESC, last_at DESC LIMIT -1 OFFSET @keep))'),
      hits: db.prepare('SELECT path, count, last_at FROM redirect_hits ORDER BY count DESC, path'),
      hide: db.prepare('UPDATE not_found SET hidden = ? WHERE path = ?'),
    };
  }

  static open(dataDir: string): SqliteVisitsStore {
    return new SqliteVisitsStore(connectSqlite(dataDir));
  }

  async addCounts({ redirects, notFound }: VisitCounts): Promise<void> {
    const { hit, missed, prune } = this.statements;
    this.db
      .transaction(() => {
        for (const { path, count, lastAt } of redirects) hit.run(path, count, lastAt.toISOString());
        for (const { path, count, firstAt, lastAt, referrer } of notFound) missed.run(path, count, firstAt.toISOString(), lastAt.toISOString(), referrer);
        prune.run({ before: new Date(Date.now() - notFoundKept.days * dayMs).toISOString(), keep: notFoundKept.paths });
      })
      .immediate();
  }

  async redirectHits(): Promise<RedirectHits[]> {
    return (this.statements.hits.all() as { path: string; count: number; last_at: string }[]).map((row) => ({ path: row.path, hits: row.count, lastHit: row.last_at }));
  }

  async notFound({ words, hidden, limit }: { words?: string; hidden: boolean; limit: number }): Promise<NotFoundPath[]> {
    const params: unknown[] = [hidden ? 1 : 0];
    let where = 'hidden = ?';
    // LIKE ignores the case of ASCII letters, as a path's words are
    for (const word of (words ?? '').split(/\s+/).filter(Boolean)) {
      where += " AND path LIKE ? ESCAPE '\\'";
      params.push(likePattern(word));
    }
    const rows = this.db.prepare(`SELECT path, count, first_at, last_at, referrer, hidden FROM not_found WHERE ${where} ORDER BY count DESC, last_at DESC LIMIT ?`).all(...params, limit) as NotFoundRow[];
    return rows.map((row) => ({ path: row.path, count: row.count, firstAt: row.first_at, lastAt: row.last_at, referrer: row.referrer, hidden: row.hidden === 1 }));
  }

  async hideNotFound(path: string, hidden: boolean): Promise<boolean> {
    return this.statements.hide.run(hidden ? 1 : 0, path).changes > 0;
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
