import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ContactRequest } from './contact-validation.ts';

export interface StoredRequest {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
}

interface Pending {
  row: { name: string; email: string; phone: string; message: string; createdAt: string };
  resolve: (id: number) => void;
  reject: (error: unknown) => void;
}

export const databaseFile = (dataDir: string) => path.join(dataDir, 'contact-requests.sqlite');

const schema = `
  CREATE TABLE IF NOT EXISTS contact_requests (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    message TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
  )`;

/**
 * The contact requests in SQLite (WAL, synchronous=FULL). `add` resolves only after the row's transaction
 * is committed and synced, so an acknowledged request survives a crash; the rows that arrive within one
 * event-loop turn share one transaction (group commit), so one disk sync serves many requests.
 */
export class ContactStore {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private readonly insertBatch: (batch: Pending[]) => number[];
  private queue: Pending[] = [];

  private constructor(file: string, readonly: boolean) {
    this.db = new Database(file, { fileMustExist: readonly });
    this.db.pragma('busy_timeout = 5000');
    if (!readonly) {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = FULL');
      this.db.exec(schema);
    }
    this.insert = this.db.prepare(
      'INSERT INTO contact_requests (name, email, phone, message, created_at) VALUES (@name, @email, @phone, @message, @createdAt)',
    );
    this.insertBatch = this.db.transaction((batch: Pending[]) => batch.map((item) => Number(this.insert.run(item.row).lastInsertRowid)));
  }

  /** Opens (and on first use creates) the store in `dataDir`. */
  static open(dataDir: string): ContactStore {
    // Personal data: the folder is readable by the server's user only.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return new ContactStore(databaseFile(dataDir), false);
  }

  /** Opens an existing store for reading, or returns undefined when nothing was ever stored in `dataDir`. */
  static openExisting(dataDir: string): ContactStore | undefined {
    const file = databaseFile(dataDir);
    return existsSync(file) ? new ContactStore(file, true) : undefined;
  }

  /** Stores a request exactly as sent; resolves with its id once it is durably on disk. */
  add(request: ContactRequest): Promise<number> {
    const { name, email, phone, message = '' } = request;
    return new Promise((resolve, reject) => {
      this.queue.push({ row: { name, email, phone, message, createdAt: new Date().toISOString() }, resolve, reject });
      if (this.queue.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    let ids: number[];
    try {
      ids = this.insertBatch(batch);
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => item.resolve(ids[index]!));
  }

  list(): StoredRequest[] {
    return this.db
      .prepare('SELECT id, name, email, phone, message, created_at AS createdAt FROM contact_requests ORDER BY id')
      .all() as StoredRequest[];
  }

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM contact_requests').get() as { n: number }).n;
  }

  /** Writes what is queued, then closes the database. */
  close(): void {
    this.flush();
    if (this.db.open) this.db.close();
  }
}
