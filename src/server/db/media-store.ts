/**
 * Where uploaded images live (docs/media.md): their cleaned bytes (no metadata, orientation applied) and what the
 * library shows of them. Two engines: files under DATA_DIR/media (one instance, no set-up) and PostgreSQL
 * (DATABASE_URL: every instance serves what any of them stored).
 */

import type { MediaItem } from '../../shared/media.ts';

export type { MediaItem };

export interface MediaStore {
  readonly engine: 'files' | 'postgres';
  /** stores the image unless one with its `src` is there already (the same bytes: stored once); `stored` says which */
  put(item: MediaItem, bytes: Buffer): Promise<{ stored: boolean; item: MediaItem }>;
  /** every image, newest first */
  list(): Promise<MediaItem[]>;
  get(src: string): Promise<MediaItem | undefined>;
  /** the stored bytes, or undefined when there is no such image */
  read(src: string): Promise<Buffer | undefined>;
  /** false when there was none */
  remove(src: string): Promise<boolean>;
  close(): Promise<void>;
}
