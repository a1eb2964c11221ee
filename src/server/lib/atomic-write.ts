import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, fsyncSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { link, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Replaces `file` with `text` so that a reader (Vite's watcher, git, a crash) sees the old file or the new one,
 * never half of it: a temporary file in the same folder, flushed to disk, then renamed over it, keeping its mode.
 * `stillCurrent` is asked last, just before the rename; when it says no, nothing is replaced and the answer is false.
 */
export function writeAtomically(file: string, text: string | Buffer, stillCurrent: () => boolean = () => true): boolean {
  const mode = statSync(file).mode & 0o7777;
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = openSync(temp, 'wx', mode);
    try {
      writeFileSync(fd, text);
      fchmodSync(fd, mode); // the umask may have narrowed the mode openSync was given
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (!stillCurrent()) return false;
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
  syncFolder(path.dirname(file));
  return true;
}

// The rename itself is durable only once the folder is flushed; some systems refuse to open a folder for that.
export function syncFolder(folder: string): void {
  syncPath(folder);
}

/** Flushes a file's bytes, or a folder's entries, to disk; best effort, as syncFolder. */
export function syncPath(file: string): void {
  try {
    const fd = openSync(file, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // best effort: the file is already in place
  }
}

/**
 * As writeAtomically, without blocking the event loop, for a file that may not exist yet (an uploaded image, a
 * variant): a temporary file in the same folder, renamed over `file`. `durable: false` skips the flushes, for a
 * cache that can be made again.
 */
export async function writeFileAtomically(file: string, bytes: Buffer | string, { durable = true }: { durable?: boolean } = {}): Promise<void> {
  const temp = tempBeside(file);
  try {
    await writeTemp(temp, bytes, durable);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
  if (durable) await syncFolderAsync(path.dirname(file));
}

/**
 * Writes `file` only when there is none, whole or not at all (a hard link of a complete temporary file, which
 * fails when the name is taken): false when it was there already, so two writers of one name agree on a winner.
 */
export async function createFileAtomically(file: string, bytes: Buffer | string): Promise<boolean> {
  const temp = tempBeside(file);
  try {
    await writeTemp(temp, bytes, true);
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
  await syncFolderAsync(path.dirname(file));
  return true;
}

const tempBeside = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);

async function writeTemp(temp: string, bytes: Buffer | string, durable: boolean): Promise<void> {
  const handle = await open(temp, 'wx', 0o644);
  try {
    await handle.writeFile(bytes);
    if (durable) await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFolderAsync(folder: string): Promise<void> {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort, as syncFolder
  }
}
