/**
 * Where uploaded images live (docs/media.md): their cleaned bytes (no metadata, orientation applied) and what the
 * library shows of them. Two engines: files under DATA_DIR/media (one instance, no set-up) and PostgreSQL
 * (DATABASE_URL: every instance serves what any of them stored).
 */

export interface MediaItem {
  /** the public path, `/media/<hash>-<W>x<H>.<ext>` (src/shared/media.ts) */
  src: string;
  /** SHA-256 hex of the stored bytes */
  sha256: string;
  /** the uploaded file's name, cleaned (for the library's search; never a path) */
  fileName: string;
  width: number;
  height: number;
  /** size of the stored bytes */
  bytes: number;
  type: 'image/jpeg' | 'image/png';
  /** the alt text given at upload (the field's own alt is what a page shows) */
  alt: string;
  uploadedBy: string;
  uploadedAt: string;
}

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
