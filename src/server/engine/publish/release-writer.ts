import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pool } from './compress.ts';

/** Links `from` as `to` (same bytes, no copy), or copies it across file systems; false when `from` does not exist. */
function linkOrCopy(from: string, to: string): boolean {
  try {
    linkSync(from, to);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') return false;
    if (!['EXDEV', 'EPERM', 'EMLINK'].includes(code ?? '')) throw error;
    copyFileSync(from, to);
  }
  return true;
}

/** The names in each folder of the live release, read once: a link that would fail costs an exception each. */
function folderNames() {
  const names = new Map<string, Set<string>>();
  return (file: string) => {
    const folder = path.dirname(file);
    let known = names.get(folder);
    if (!known) {
      known = new Set(existsSync(folder) ? readdirSync(folder) : []);
      names.set(folder, known);
    }
    return known.has(path.basename(file));
  };
}

/**
 * Writes the files of a release being made in `dir`, in Node's thread pool while the next page renders, or
 * carries them over from the live release. Each folder is made once (most files share one). Compressed copies
 * are made by the server on the first request, not here: a publish of 10,000 pages would otherwise spend most of
 * its time compressing pages nobody has asked for yet.
 */
export function releaseWriter(dir: string) {
  mkdirSync(dir, { recursive: true });
  const folders = new Set<string>([dir]);
  const folderOf = (file: string) => {
    const folder = path.dirname(file);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
  };
  const limit = pool(8);
  const inLiveRelease = folderNames();
  // what this publish wrote itself (not linked): the files a small publish flushes one by one
  const written: string[] = [];
  // writes under way: a failure waits for them before it removes the folder, or one would land after
  const writing = new Set<Promise<void>>();

  return {
    write(file: string, content: string | Buffer): void {
      folderOf(file);
      written.push(file);
      const job = limit(() => writeFile(file, content));
      writing.add(job);
      void job.then(() => writing.delete(job), () => {});
    },
    /**
     * A file given to the new release with the .br and .gz copies the server has made of it so far (see
     * compressed-copies.ts): a page carried over is served compressed at once.
     */
    carry(from: string, to: string): void {
      folderOf(to);
      if (!linkOrCopy(from, to)) throw Object.assign(new Error(`${from} is missing from the live release`), { code: 'ENOENT' });
      for (const suffix of ['.br', '.gz']) if (inLiveRelease(from + suffix)) linkOrCopy(from + suffix, to + suffix);
    },
    /** A file the new release can do without (a page's main part): linked when the live release has it. */
    carryPart(from: string, to: string): void {
      folderOf(to);
      linkOrCopy(from, to);
    },
    /** Resolves when what was written so far is on disk; waits only when much is under way, unless `all`. */
    async flush(all = true): Promise<void> {
      if (all || writing.size > 64) await Promise.all(writing);
    },
    /** The files written so far, and every folder made. */
    written: () => [...written],
    folders: () => [...folders],
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

export type ReleaseWriter = ReturnType<typeof releaseWriter>;
