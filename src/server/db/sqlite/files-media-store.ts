import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseMediaSrc, mediaFileName } from '../../../shared/media.ts';
import { createFileAtomically, writeFileAtomically } from '../../lib/atomic-write.ts';
import { checkItem } from '../media-item-check.ts';
import type { MediaItem, MediaStore } from '../media-store.ts';

/** the library's data of each image, beside the images: a dot folder, never a public path's name */
const itemsFolder = '.items';
const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Uploaded images as files (one instance, no set-up): `<dir>/<hash>-<W>x<H>.<ext>`, named as its public path so
 * that a check of a page finds it by name, and its library data in `<dir>/.items/<name>.json`. An image is in
 * the store once its data file is: that file is created whole and only when there is none, so of two uploads of
 * the same bytes one stores it and both answer the same item. The image is written before it, removed after it.
 */
export class FilesMediaStore implements MediaStore {
  readonly engine = 'files';
  /** one change at a time per image, in this process: a removal never interleaves with a store of the same image */
  private readonly changes = new Map<string, Promise<unknown>>();

  private constructor(private readonly dir: string) {}

  static async open(dir: string): Promise<FilesMediaStore> {
    await mkdir(path.join(dir, itemsFolder), { recursive: true });
    return new FilesMediaStore(dir);
  }

  async put(item: MediaItem, bytes: Buffer): Promise<{ stored: boolean; item: MediaItem }> {
    checkItem(item, bytes);
    return this.change(item.src, async () => {
      const stored = await this.get(item.src);
      if (stored) return { stored: false, item: stored };
      await writeFileAtomically(this.imageFile(item.src)!, bytes);
      if (await createFileAtomically(this.itemFile(item.src)!, `${JSON.stringify(item, null, 2)}\n`)) return { stored: true, item };
      // another process stored it meanwhile: its item is the one
      return { stored: false, item: (await this.get(item.src))! };
    });
  }

  async list(): Promise<MediaItem[]> {
    const names = (await readdir(path.join(this.dir, itemsFolder))).filter((name) => name.endsWith('.json') && parseMediaSrc(`/media/${name.slice(0, -'.json'.length)}`));
    const items = await Promise.all(names.map((name) => this.get(`/media/${name.slice(0, -'.json'.length)}`)));
    return items.filter((item) => item !== undefined).sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || a.src.localeCompare(b.src));
  }

  async get(src: string): Promise<MediaItem | undefined> {
    const file = this.itemFile(src);
    if (!file) return undefined;
    try {
      return JSON.parse(await readFile(file, 'utf8')) as MediaItem;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async read(src: string): Promise<Buffer | undefined> {
    const file = this.imageFile(src);
    if (!file || !(await this.get(src))) return undefined;
    try {
      return await readFile(file);
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async remove(src: string): Promise<boolean> {
    const [itemFile, imageFile] = [this.itemFile(src), this.imageFile(src)];
    if (!itemFile || !imageFile) return false;
    return this.change(src, async () => {
      if (!(await this.get(src))) return false;
      await rm(itemFile);
      await rm(imageFile, { force: true });
      return true;
    });
  }

  async close(): Promise<void> {}

  /** the image's file, for a path that names an upload only */
  private imageFile(src: string): string | undefined {
    return parseMediaSrc(src) && path.join(this.dir, mediaFileName(src));
  }

  private itemFile(src: string): string | undefined {
    return parseMediaSrc(src) && path.join(this.dir, itemsFolder, `${mediaFileName(src)}.json`);
  }

  private change<T>(src: string, work: () => Promise<T>): Promise<T> {
    // the previous change's promise here never rejects (settled below), so each change runs after it, failed or not
    const done = (this.changes.get(src) ?? Promise.resolve()).then(work);
    const settled = done.then(
      () => {},
      () => {},
    );
    this.changes.set(src, settled);
    void settled.then(() => {
      if (this.changes.get(src) === settled) this.changes.delete(src);
    });
    return done;
  }
}
