import { copyFileSync, linkSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pool, writeWithCopies } from './compress.ts';

/** A file and its .br and .gz copies, given to a new release: a hard link (same bytes, no copy), or a copy across file systems. */
function carry(from: string, to: string): void {
  for (const suffix of ['', '.br', '.gz']) {
    try {
      linkSync(from + suffix, to + suffix);
    } catch (error) {
      if (!['EXDEV', 'EPERM', 'EMLINK'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
      copyFileSync(from + suffix, to + suffix);
    }
  }
}

/**
 * Writes the files of a release being made in `dir`: each with its compressed copies, in Node's thread pool while
 * the next page renders, or carried over from the live release. Each folder is made once (most files share one).
 */
export function releaseWriter(dir: string, brotliQuality: number) {
  mkdirSync(dir, { recursive: true });
  const folders = new Set<string>([dir]);
  const folderOf = (file: string) => {
    const folder = path.dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
  };
  const compress = pool(8);
  // writes under way: a failure waits for them before it removes the folder, or one would land after
  const writing = new Set<Promise<void>>();

  return {
    write(file: string, content: string): void {
      folderOf(file);
      const job = compress(() => writeWithCopies(file, Buffer.from(content), brotliQuality));
      writing.add(job);
      void job.then(() => writing.delete(job), () => {});
    },
    carry(from: string, to: string): void {
      folderOf(to);
      carry(from, to);
    },
    /** Resolves when what was written so far is on disk; waits only when much is under way, unless `all`. */
    async flush(all = true): Promise<void> {
      if (all || writing.size > 64) await Promise.all(writing);
    },
    /** Removes the folder, once every write under way has ended. */
    async discard(): Promise<void> {
      await Promise.allSettled(writing);
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch {
        // the next publish removes it
      }
    },
  };
}
