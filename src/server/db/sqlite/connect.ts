import { mkdirSync } from 'node:fs';
import Database from 'better-sqlite3';
import { databaseFile } from './database-file.ts';
import { migrateSqlite } from './sqlite-requests-store.ts';

/**
 * A connection to the database of `dataDir` (made on first use, in a folder only the server's user can read: it
 * holds accounts and personal data), its schema brought up to date. WAL and synchronous=FULL: a committed write
 * survives a crash; foreign keys enforced.
 */
export function connectSqlite(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(databaseFile(dataDir));
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrateSqlite(db);
  return db;
}
