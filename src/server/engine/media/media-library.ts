import { existsSync } from 'node:fs';
import path from 'node:path';
import { mediaFileName } from '../../../shared/media.ts';
import { MediaMirror } from './media-mirror.ts';
import { mediaDirOf, variantDirOf } from '../../../model/media-paths.ts';
import type { MediaItem, MediaStore } from '../../db/media-store.ts';
import { mediaItem, prepareUpload } from './prepare-upload.ts';
import { mediaFiles } from './media-files.ts';
import { readFile, rm } from 'node:fs/promises';
import type { DatabaseAdapter } from '../../db/adapter.ts';

export interface MediaLibraryOptions {
  dataDir: string;
  /** the engine chosen at start: its media store */
  database: DatabaseAdapter;
  /** the code build's public files: `content pull` brings uploads into public/media, which the build copies there */
  clientDir: string;
  maxBytes: number;
  maxPixels: number;
}

/**
 * The uploaded images of one instance: the store (DATA_DIR/media, or PostgreSQL with a local copy of the originals
 * in DATA_DIR/media that the validators read), the variants made from them, and uploads.
 */
export async function openMediaLibrary({ dataDir, database, clientDir, maxBytes, maxPixels }: MediaLibraryOptions) {
  const store: MediaStore = await database.media();
  const local = mediaDirOf(dataDir);
  const mirror = store.engine === 'postgres' ? new MediaMirror(store, local) : undefined;

  /** an original's bytes: this instance's copy, the code build's (public/media), or the store's (copied here first) */
  async function readOriginal(src: string): Promise<Buffer | undefined> {
    const name = mediaFileName(src);
    for (const dir of [local, path.join(clientDir, 'media')]) {
      const file = path.join(dir, name);
      if (existsSync(file)) return readFile(file);
    }
    if (!mirror) return undefined;
    return (await mirror.ensure(src)) ? readFile(path.join(local, name)) : undefined;
  }

  const files = mediaFiles({ cacheDir: variantDirOf(dataDir), readOriginal });

  return {
    store,
    files,
    limits: { maxBytes, maxPixels },
    /** cleans and stores an upload (refusals throw MediaRefusal), then makes its variants in the background */
    async upload(bytes: Buffer, fileName: string, alt: string, by: string): Promise<{ item: MediaItem; stored: boolean }> {
      const ready = await prepareUpload(bytes, fileName, { maxBytes, maxPixels });
      const result = await store.put(mediaItem(ready, { alt, uploadedBy: by, uploadedAt: new Date() }), ready.bytes);
      // the same bytes as stored (the name is their hash): no need to read them back from PostgreSQL
      if (mirror) await mirror.ensure(result.item.src, ready.bytes);
      void files.prepare(result.item.src, ready.bytes).catch(() => undefined);
      return result;
    },
    /** deletes an image: the store's bytes, this instance's copy and its variants (the others drop theirs at their next sync) */
    async remove(src: string): Promise<boolean> {
      const removed = await store.remove(src);
      await rm(path.join(local, mediaFileName(src)), { force: true });
      await files.forget(src);
      return removed;
    },
    /** makes this instance's copy of the originals equal to the store's (PostgreSQL; nothing to do with files) */
    async sync(): Promise<void> {
      if (!mirror) return;
      const { removed } = await mirror.sync();
      // deleted on another instance: this one's variants go too
      for (const src of removed) await files.forget(src);
    },
    close: () => store.close(),
  };
}

export type MediaLibrary = Awaited<ReturnType<typeof openMediaLibrary>>;
