import pg from 'pg';
import { migratedPool } from './postgres-requests-store.ts';
import { checkItem } from '../media-item-check.ts';
import type { MediaItem, MediaStore } from '../media-store.ts';

/** the channel a change notifies, with the image's path as payload (for an instance that keeps a copy: media-mirror.ts) */
export const mediaChannel = 'media';

interface MediaRow {
  src: string;
  sha256: string;
  width: number;
  height: number;
  size: number;
  type: MediaItem['type'];
  file_name: string;
  alt: string;
  uploaded_by: string;
  uploaded_at: Date;
}

const columns = 'src, sha256, width, height, size, type, file_name, alt, uploaded_by, uploaded_at';

const insert = `
  WITH stored AS (
    INSERT INTO media (src, sha256, bytes, width, height, size, type, file_name, alt, uploaded_by, uploaded_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
    ON CONFLICT (src) DO NOTHING
    RETURNING src
  )
  SELECT pg_notify($12, src) FROM stored`;

const toItem = (row: MediaRow): MediaItem => ({
  src: row.src,
  sha256: row.sha256,
  fileName: row.file_name,
  width: row.width,
  height: row.height,
  bytes: row.size,
  type: row.type,
  alt: row.alt,
  uploadedBy: row.uploaded_by,
  uploadedAt: row.uploaded_at.toISOString(),
});

/**
 * Uploaded images in PostgreSQL (DATABASE_URL): every instance serves what any of them stored. One statement
 * stores an image unless its path is there (ON CONFLICT DO NOTHING: of two uploads of the same bytes, the second
 * waits for the first and finds it) and notifies the change in the same transaction.
 */
export class PostgresMediaStore implements MediaStore {
  readonly engine = 'postgres';

  private constructor(private readonly pool: pg.Pool) {}

  /** Connects, and brings the schema up to date (one instance at a time). */
  static async connect(databaseUrl: string, { max = 4 }: { max?: number } = {}): Promise<PostgresMediaStore> {
    return new PostgresMediaStore(await migratedPool(databaseUrl, 'media-store', max));
  }

  async put(item: MediaItem, bytes: Buffer): Promise<{ stored: boolean; item: MediaItem }> {
    checkItem(item, bytes);
    // a second try only when the image was removed between this insert's conflict and the read after it
    for (let attempt = 0; attempt < 3; attempt++) {
      const { rowCount } = await this.pool.query(insert, [item.src, item.sha256, bytes, item.width, item.height, item.bytes, item.type, item.fileName, item.alt, item.uploadedBy, item.uploadedAt, mediaChannel]);
      if (rowCount === 1) return { stored: true, item };
      const stored = await this.get(item.src);
      if (stored) return { stored: false, item: stored };
    }
    throw new Error(`${item.src} was stored and removed again while this upload stored it; upload it again.`);
  }

  async list(): Promise<MediaItem[]> {
    const { rows } = await this.pool.query<MediaRow>(`SELECT ${columns} FROM media ORDER BY uploaded_at DESC, src`);
    return rows.map(toItem);
  }

  async get(src: string): Promise<MediaItem | undefined> {
    const { rows } = await this.pool.query<MediaRow>(`SELECT ${columns} FROM media WHERE src = $1`, [src]);
    return rows[0] && toItem(rows[0]);
  }

  async read(src: string): Promise<Buffer | undefined> {
    const { rows } = await this.pool.query<{ bytes: Buffer }>('SELECT bytes FROM media WHERE src = $1', [src]);
    return rows[0]?.bytes;
  }

  async remove(src: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('WITH removed AS (DELETE FROM media WHERE src = $1 RETURNING src) SELECT pg_notify($2, src) FROM removed', [src, mediaChannel]);
    return rowCount === 1;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
