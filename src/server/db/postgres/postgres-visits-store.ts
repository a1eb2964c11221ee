import type pg from 'pg';
import { migratedPool } from './postgres-requests-store.ts';
import { likePattern } from '../like-pattern.ts';
import { notFoundKept, type NotFoundPath, type RedirectHits, type VisitCounts, type VisitsStore } from '../visits-store.ts';

// Each batch is one statement a table; rows in the order of their paths, so that two instances' batches lock them in
// the same order and never deadlock.
const addHits = `
  INSERT INTO redirect_hits (path, count, last_at)
  SELECT * FROM unnest($1::text[], $2::bigint[], $3::timestamptz[]) ORDER BY 1
  ON CONFLICT (path) DO UPDATE SET count = redirect_hits.count + excluded.count, last_at = greatest(redirect_hits.last_at, excluded.last_at)`;
const addNotFound = `
  INSERT INTO not_found (path, count, first_at, last_at, referrer)
  SELECT * FROM unnest($1::text[], $2::bigint[], $3::timestamptz[], $4::timestamptz[], $5::text[]) ORDER BY 1
  ON CONFLICT (path) DO UPDATE SET count = not_found.count + excluded.count, first_at = least(not_found.first_at, excluded.first_at),
    last_at = greatest(not_found.last_at, excluded.last_at), referrer = coalesce(excluded.referrer, not_found.referrer)`;
const prune = `
  DELETE FROM not_found WHERE NOT hidden AND (last_at < now() - make_interval(days => $1)
    OR path IN (SELECT path FROM not_found WHERE NOT hidden AND last_at >= now() - make_interval(days => $1) ORDER BY count DESC, last_at DESC OFFSET $2))`;

interface NotFoundRow {
  path: string;
  count: string;
  first_at: Date;
  last_at: Date;
  referrer: string | null;
  hidden: boolean;
}

/** The counts in PostgreSQL, shared by every instance: each adds its batches to what the others counted. */
export class PostgresVisitsStore implements VisitsStore {
  private constructor(private readonly pool: pg.Pool) {}

  static async connect(databaseUrl: string): Promise<PostgresVisitsStore> {
    return new PostgresVisitsStore(await migratedPool(databaseUrl, 'visits-store', 2));
  }

  async addCounts({ redirects, notFound }: VisitCounts): Promise<void> {
    if (redirects.length) await this.pool.query(addHits, [redirects.map((row) => row.path), redirects.map((row) => row.count), redirects.map((row) => row.lastAt)]);
    if (!notFound.length) return;
    const rows = notFound;
    await this.pool.query(addNotFound, [rows.map((row) => row.path), rows.map((row) => row.count), rows.map((row) => row.firstAt), rows.map((row) => row.lastAt), rows.map((row) => row.referrer)]);
    await this.pool.query(prune, [notFoundKept.days, notFoundKept.paths]);
  }

  async redirectHits(): Promise<RedirectHits[]> {
    const { rows } = await this.pool.query<{ path: string; count: string; last_at: Date }>('SELECT path, count, last_at FROM redirect_hits ORDER BY count DESC, path');
    return rows.map((row) => ({ path: row.path, hits: Number(row.count), lastHit: row.last_at.toISOString() }));
  }

  async notFound({ words, hidden, limit }: { words?: string; hidden: boolean; limit: number }): Promise<NotFoundPath[]> {
    const params: unknown[] = [hidden];
    const parts = ['hidden = $1'];
    for (const word of (words ?? '').split(/\s+/).filter(Boolean)) parts.push(`path ILIKE $${params.push(likePattern(word))} ESCAPE '\\'`);
    const { rows } = await this.pool.query<NotFoundRow>(
      `SELECT path, count, first_at, last_at, referrer, hidden FROM not_found WHERE ${parts.join(' AND ')} ORDER BY count DESC, last_at DESC LIMIT $${params.push(limit)}`,
      params,
    );
    return rows.map((row) => ({ path: row.path, count: Number(row.count), firstAt: row.first_at.toISOString(), lastAt: row.last_at.toISOString(), referrer: row.referrer, hidden: row.hidden }));
  }

  async hideNotFound(path: string, hidden: boolean): Promise<boolean> {
    return ((await this.pool.query('UPDATE not_found SET hidden = $1 WHERE path = $2', [hidden, path])).rowCount ?? 0) > 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
