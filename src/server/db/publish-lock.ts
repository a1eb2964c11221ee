import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export class PublishBusyError extends Error {}

/**
 * One publish at a time per DATA_DIR: an exclusive transaction on a small SQLite file. The lock is the
 * operating system's (fcntl), so a publish killed with -9 releases it as it dies and the next one never
 * finds a stale lock to clean up. A second publish waits up to `waitMs`, then is refused.
 */
export function acquirePublishLock(dataDir: string, waitMs = 60_000): { release: () => void } {
  mkdirSync(dataDir, { recursive: true });
  // SQLite would only say "unable to open database file": ask the system, whose error names the cause (EACCES, EROFS)
  accessSync(dataDir, constants.W_OK);
  const file = path.join(dataDir, 'publish.lock');
  const holderFile = `${file}.holder`;
  const db = new Database(file, { timeout: waitMs });
  try {
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    let holder = '';
    try {
      holder = ` (process ${readFileSync(holderFile, 'utf8').trim()})`;
    } catch {
      // the holder has not written its name yet
    }
    throw new PublishBusyError(`Another publish is running${holder} and did not finish within ${Math.round(waitMs / 1000)} s; nothing was changed. Try again when it has.`);
  }
  // for the message above only: the lock itself is the transaction
  writeFileSync(holderFile, `${process.pid}, since ${new Date().toISOString()}\n`);
  return {
    release() {
      if (db.open) {
        db.exec('COMMIT');
        db.close();
      }
    },
  };
}
