import type { Migration } from './migration.ts';

/**
 * The SQLite schema, step by step. Version 1 is the table the first release created without a version table,
 * written with IF NOT EXISTS so that a data folder of that release takes it as already applied.
 * Times are ISO strings (`toISOString()`, always UTC and the same width), so they compare as text.
 */
export const sqliteMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'contact requests',
    sql: `
      CREATE TABLE IF NOT EXISTS contact_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        message TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL
      )`,
  },
  {
    version: 2,
    name: 'mail outbox',
    sql: `
      CREATE TABLE mail_outbox (
        request_id INTEGER PRIMARY KEY REFERENCES contact_requests (id),
        state TEXT NOT NULL CHECK (state IN ('none', 'queued', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        queued_at TEXT,
        next_attempt_at TEXT,
        locked_until TEXT,
        sent_at TEXT,
        last_error TEXT
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE state = 'queued';
      -- requests stored before there was mail: nothing was ever queued for them
      INSERT INTO mail_outbox (request_id, state) SELECT id, 'none' FROM contact_requests;`,
  },
];
