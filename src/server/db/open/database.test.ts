// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

describe('openDatabase', () => {
  it('chooses SQLite in DATA_DIR without DATABASE_URL, and says where', () => {
    const database = openDatabase({ dataDir: '/srv/site/data' });
    expect(database.engine).toBe('sqlite');
    expect(database.description).toBe('SQLite in /srv/site/data/contact-requests.sqlite');
  });

  it('chooses PostgreSQL with DATABASE_URL, and never shows its password', () => {
    const database = openDatabase({ dataDir: '/srv/site/data', databaseUrl: 'postgres://site:s3cret@db.internal:5432/site' });
    expect(database.engine).toBe('postgres');
    expect(database.description).toBe('PostgreSQL at postgres://site:***@db.internal:5432/site');
    expect(database.description).not.toContain('s3cret');
  });
});
