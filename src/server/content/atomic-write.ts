import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, fsyncSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // best effort: the file is already in place
  }
}
