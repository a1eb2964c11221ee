import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseMediaSrc, mediaFileName } from '../../../shared/media.ts';
import { writeFileAtomically } from '../../lib/atomic-write.ts';
import { pool } from '../publish/compress.ts';
import type { MediaStore } from '../../db/media-store.ts';

const srcOf = (name: string) => (parseMediaSrc(`/media/${name}`) ? `/media/${name}` : undefined);
const exists = (file: string) => stat(file).then(() => true, () => false);

/**
 * A local folder equal to the originals of a shared store (PostgreSQL): the check of a page on this instance
 * looks for `/media/<name>` by name in DATA_DIR/media, synchronously, as it does with the files engine, so the
 * folder must hold what any instance uploaded. Only files named as uploads are touched; nothing else in it is.
 */
export class MediaMirror {
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: MediaStore,
    private readonly dir: string,
  ) {}

  /**
   * Writes each image the store has and the folder lacks, and removes each one the store no longer has. One
   * sync at a time: a call while one runs waits for it and then looks again (it may have listed too early).
   */
  sync(): Promise<{ written: string[]; removed: string[] }> {
    const next = this.last.then(() => this.syncNow());
    this.last = next.catch(() => {});
    return next;
  }

  /**
   * Copies one image from the store unless it is here; false when the store has no such image. `bytes`: the image's
   * stored bytes, already in hand (an upload just stored), which need not be read back from the store.
   */
  async ensure(src: string, bytes?: Buffer): Promise<boolean> {
    if (!parseMediaSrc(src)) return false;
    if (await exists(this.file(src))) return true;
    return this.copy(src, bytes);
  }

  private async syncNow(): Promise<{ written: string[]; removed: string[] }> {
    await mkdir(this.dir, { recursive: true });
    // the folder before the store: an image ensure() copies meanwhile is in the store's list, or not yet in this listing
    const names = await readdir(this.dir);
    const items = await this.store.list();
    const wanted = new Set(items.map((item) => item.src));
    const here = new Set(names.map(srcOf).filter((src) => src !== undefined));
    const missing = [...wanted].filter((src) => !here.has(src));
    const gone = [...here].filter((src) => !wanted.has(src));
    // a few at a time: each copy holds an image's bytes in memory
    const run = pool(4);
    const copied = await Promise.all(missing.map((src) => run(() => this.copy(src))));
    await Promise.all(gone.map((src) => rm(this.file(src), { force: true })));
    return { written: missing.filter((_, i) => copied[i]), removed: gone };
  }

  private async copy(src: string, known?: Buffer): Promise<boolean> {
    const bytes = known ?? (await this.store.read(src));
    if (!bytes) return false;
    await mkdir(this.dir, { recursive: true });
    await writeFileAtomically(this.file(src), bytes);
    return true;
  }

  private file(src: string): string {
    return path.join(this.dir, mediaFileName(src));
  }
}
