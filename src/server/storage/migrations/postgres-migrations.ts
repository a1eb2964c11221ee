import type { Migration } from './migration.ts';

/** The PostgreSQL schema, step by step; the same tables as SQLite's, with native types. */
export const postgresMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'contact requests',
    sql: `
      CREATE TABLE contact_requests (
        id bigserial PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL,
        message text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL
      )`,
  },
  {
    version: 2,
    name: 'mail outbox',
    sql: `
      CREATE TABLE mail_outbox (
        request_id bigint PRIMARY KEY REFERENCES contact_requests (id),
        state text NOT NULL CHECK (state IN ('none', 'queued', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        queued_at timestamptz,
        next_attempt_at timestamptz,
        locked_until timestamptz,
        sent_at timestamptz,
        last_error text
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE state = 'queued';
      INSERT INTO mail_outbox (request_id, state) SELECT id, 'none' FROM contact_requests;`,
  },
  {
    version: 3,
    name: 'shared rate limit',
    sql: `
      -- one row per client and fixed window (its start in ms since 1970), counted by every instance
      CREATE TABLE rate_limit_windows (
        client text NOT NULL,
        window_start bigint NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (client, window_start)
      );
      CREATE INDEX rate_limit_windows_start ON rate_limit_windows (window_start);`,
  },
];
