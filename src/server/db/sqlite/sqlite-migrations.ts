import type { Migration } from '../migration.ts';

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
  {
    version: 3,
    name: 'editor: accounts, sessions, sign-in attempts, draft, versions, audit',
    sql: `
      CREATE TABLE accounts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        role TEXT NOT NULL CHECK (role IN ('editor', 'admin')),
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        password_changed_at TEXT NOT NULL
      );
      -- a session is stored by the sha256 of its id, never the id
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE INDEX sessions_account ON sessions (account_id);
      CREATE TABLE sign_in_attempts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        key TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX sign_in_attempts_key_at ON sign_in_attempts (key, at);
      CREATE TABLE versions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        hash TEXT NOT NULL,
        text TEXT NOT NULL,
        author TEXT NOT NULL,
        created_at TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('editor', 'restore', 'publish')),
        pages TEXT NOT NULL DEFAULT '[]',
        restored_from INTEGER REFERENCES versions (id)
      );
      -- one row each: the shared draft, and which version is live
      CREATE TABLE drafts (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        text TEXT NOT NULL,
        hash TEXT NOT NULL,
        base_version INTEGER REFERENCES versions (id),
        updated_by TEXT,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE site_state (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        live_version INTEGER REFERENCES versions (id)
      );
      INSERT INTO site_state (id, live_version) VALUES (1, NULL);
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        actor TEXT,
        action TEXT NOT NULL,
        ip TEXT,
        detail TEXT
      );
      CREATE INDEX audit_log_at ON audit_log (at);`,
  },
  {
    version: 4,
    name: 'the language of a contact request',
    sql: `
      -- a BCP 47 code (en, hi); NULL for requests stored before the language was recorded
      ALTER TABLE contact_requests ADD COLUMN locale TEXT;`,
  },
  {
    version: 5,
    name: 'leads: status, assignee, notes, history, spam score, erasure',
    sql: `
      -- every request stored so far is a lead nobody has worked on yet: a notification mail is not a contact
      ALTER TABLE contact_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
        CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost', 'spam'));
      ALTER TABLE contact_requests ADD COLUMN assignee TEXT;
      ALTER TABLE contact_requests ADD COLUMN changed_at TEXT;
      ALTER TABLE contact_requests ADD COLUMN changed_by TEXT;
      ALTER TABLE contact_requests ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE contact_requests ADD COLUMN spam_score INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE contact_requests ADD COLUMN erased_at TEXT;
      CREATE INDEX contact_requests_status ON contact_requests (status, id);
      CREATE INDEX contact_requests_created ON contact_requests (created_at);
      CREATE TABLE lead_notes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        request_id INTEGER NOT NULL REFERENCES contact_requests (id),
        author TEXT NOT NULL,
        at TEXT NOT NULL,
        text TEXT NOT NULL
      );
      CREATE INDEX lead_notes_request ON lead_notes (request_id);
      CREATE TABLE lead_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        request_id INTEGER NOT NULL REFERENCES contact_requests (id),
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('status', 'assignee', 'note', 'erased')),
        detail TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX lead_events_request ON lead_events (request_id);`,
  },
  {
    version: 6,
    name: 'leads: the sales role, the page a request came from',
    sql: `
      -- SQLite cannot change a CHECK: the accounts table is made again. Dropping the old one deletes the sessions
      -- (ON DELETE CASCADE), so they are kept aside and put back: nobody is signed out by an upgrade.
      CREATE TEMP TABLE sessions_kept AS SELECT * FROM sessions;
      CREATE TABLE accounts_next (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL UNIQUE,
        role TEXT NOT NULL CHECK (role IN ('editor', 'sales', 'admin')),
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        password_changed_at TEXT NOT NULL
      );
      INSERT INTO accounts_next (id, email, role, password_hash, created_at, password_changed_at)
        SELECT id, email, role, password_hash, created_at, password_changed_at FROM accounts;
      DROP TABLE accounts;
      ALTER TABLE accounts_next RENAME TO accounts;
      INSERT INTO sessions SELECT * FROM sessions_kept;
      DROP TABLE sessions_kept;
      -- the site path the form was sent from; '' for requests stored before it was recorded
      ALTER TABLE contact_requests ADD COLUMN page TEXT NOT NULL DEFAULT '';`,
  },
  {
    version: 7,
    name: 'leads: a trigram index for the word search',
    sql: `
      -- the four fields a search looks in, as one text (computed when read, never stored twice)
      ALTER TABLE contact_requests ADD COLUMN words TEXT
        GENERATED ALWAYS AS (name || char(10) || email || char(10) || phone || char(10) || message) VIRTUAL;
      CREATE VIRTUAL TABLE lead_words USING fts5(words, tokenize = 'trigram', content = 'contact_requests', content_rowid = 'id');
      -- an erased lead's trigrams leave the index's pages at once, not at a later merge
      INSERT INTO lead_words (lead_words, rank) VALUES ('secure-delete', 1);
      INSERT INTO lead_words (lead_words) VALUES ('rebuild');
      CREATE TRIGGER lead_words_insert AFTER INSERT ON contact_requests BEGIN
        INSERT INTO lead_words (rowid, words) VALUES (new.id, new.words);
      END;
      CREATE TRIGGER lead_words_update AFTER UPDATE OF name, email, phone, message ON contact_requests BEGIN
        INSERT INTO lead_words (lead_words, rowid, words) VALUES ('delete', old.id, old.words);
        INSERT INTO lead_words (rowid, words) VALUES (new.id, new.words);
      END;
      CREATE TRIGGER lead_words_delete AFTER DELETE ON contact_requests BEGIN
        INSERT INTO lead_words (lead_words, rowid, words) VALUES ('delete', old.id, old.words);
      END;`,
  },
  {
    version: 8,
    name: 'leads: copies of one message found by its start',
    sql: `
      -- the spam score asks, for each new request, who else sent its message today: a look-up, however many came
      CREATE INDEX contact_requests_message ON contact_requests (substr(message, 1, 64), created_at);`,
  },
  {
    version: 9,
    name: 'schedules: versions to go live at a set time',
    sql: `
      CREATE TABLE schedules (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        due_at TEXT NOT NULL,
        -- the text it makes live, packed as the versions' are
        text BLOB NOT NULL,
        hash TEXT NOT NULL,
        restore_of INTEGER REFERENCES versions (id),
        base_version INTEGER REFERENCES versions (id),
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        role TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'published', 'failed', 'cancelled')),
        finished_at TEXT,
        finished_by TEXT,
        version_id INTEGER REFERENCES versions (id),
        message TEXT
      );
      CREATE INDEX schedules_due ON schedules (due_at) WHERE state = 'pending';`,
  },
  {
    version: 10,
    name: 'campaigns: reviews before publishing, preview links, the editing settings',
    sql: `
      CREATE TABLE reviews (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        -- the saved draft as it was when its review was requested, packed as the versions' are
        text BLOB NOT NULL,
        hash TEXT NOT NULL,
        base_version INTEGER REFERENCES versions (id),
        comment TEXT NOT NULL,
        pages TEXT NOT NULL,
        requested_by TEXT NOT NULL,
        requested_at TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'sent-back')),
        decided_by TEXT,
        decided_at TEXT,
        decision_comment TEXT,
        version_id INTEGER REFERENCES versions (id),
        schedule_id INTEGER REFERENCES schedules (id)
      );
      CREATE INDEX reviews_pending ON reviews (requested_at) WHERE state = 'pending';
      CREATE TABLE preview_links (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        token_hash TEXT NOT NULL UNIQUE,
        hash TEXT NOT NULL,
        -- a published version, or the draft's text (packed) as it was saved when the link was made
        version INTEGER REFERENCES versions (id),
        text BLOB,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT,
        revoked_by TEXT,
        CHECK ((version IS NULL) <> (text IS NULL))
      );
      CREATE TABLE editing_settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        review_required INTEGER NOT NULL DEFAULT 0
      );
      INSERT INTO editing_settings (id) VALUES (1);`,
  },
  {
    version: 11,
    name: 'what visitors asked for: the hits of each redirect, the paths not found',
    sql: `
      CREATE TABLE redirect_hits (
        path TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        last_at TEXT NOT NULL
      );
      -- a path visitors did not find: no IP, no query string, only the host of the page that linked to it
      CREATE TABLE not_found (
        path TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        first_at TEXT NOT NULL,
        last_at TEXT NOT NULL,
        referrer TEXT,
        hidden INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX not_found_busiest ON not_found (hidden, count DESC, last_at DESC);`,
  },
  {
    version: 12,
    name: 'insights: page views counted by the server, per day, with no IP, no browser string and no cookie',
    sql: `
      -- a day's random salt of the visitor hash, deleted once its day is over: its visitors cannot be computed again
      CREATE TABLE insight_salts (
        day TEXT PRIMARY KEY,
        salt BLOB NOT NULL
      );
      -- the visitors of days not yet rolled up, by their hash, as their first page view of the day had them
      CREATE TABLE insight_visits (
        day TEXT NOT NULL,
        visitor TEXT NOT NULL,
        source TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        device TEXT NOT NULL,
        entry_page TEXT NOT NULL,
        entry_locale TEXT NOT NULL,
        PRIMARY KEY (day, visitor)
      ) WITHOUT ROWID;
      CREATE TABLE insight_views (
        day TEXT NOT NULL,
        visitor TEXT NOT NULL,
        page TEXT NOT NULL,
        locale TEXT NOT NULL,
        variant TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, visitor, page, locale)
      ) WITHOUT ROWID;
      -- a day once it is over: no visitor in it, only how many
      CREATE TABLE insight_days (
        day TEXT NOT NULL,
        page TEXT NOT NULL,
        locale TEXT NOT NULL,
        source TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        device TEXT NOT NULL,
        variant TEXT NOT NULL,
        visitors INTEGER NOT NULL,
        entries INTEGER NOT NULL,
        views INTEGER NOT NULL
      );
      CREATE INDEX insight_days_day ON insight_days (day);
      -- the days rolled up: one instance claims a day, the others then leave it
      CREATE TABLE insight_rollups (
        day TEXT PRIMARY KEY,
        rolled_at TEXT NOT NULL
      );`,
  },
  {
    version: 13,
    name: 'a lead credited to its visit: the source and campaign of its visitor that day, the variant of its page',
    sql: `
      ALTER TABLE contact_requests ADD COLUMN source TEXT;
      ALTER TABLE contact_requests ADD COLUMN utm_source TEXT;
      ALTER TABLE contact_requests ADD COLUMN utm_medium TEXT;
      ALTER TABLE contact_requests ADD COLUMN utm_campaign TEXT;
      ALTER TABLE contact_requests ADD COLUMN device TEXT;
      ALTER TABLE contact_requests ADD COLUMN variant TEXT;`,
  },
  {
    version: 14,
    name: 'insights: each past day summed by device, language, page, source and campaign, for the report to read',
    // written out rather than made from daySums (insight-rollup-sql.ts): a released migration never changes
    sql: `
      -- a day's insight_days summed by the columns of one breakdown, filled when the day is rolled up
      CREATE TABLE insight_day_devices (
        day TEXT NOT NULL,
        device TEXT NOT NULL,
        visitors INTEGER NOT NULL,
        entries INTEGER NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, device)
      ) WITHOUT ROWID;
      CREATE TABLE insight_day_locales (
        day TEXT NOT NULL,
        locale TEXT NOT NULL,
        visitors INTEGER NOT NULL,
        entries INTEGER NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, locale)
      ) WITHOUT ROWID;
      CREATE TABLE insight_day_pages (
        day TEXT NOT NULL,
        page TEXT NOT NULL,
        locale TEXT NOT NULL,
        visitors INTEGER NOT NULL,
        entries INTEGER NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, page, locale)
      ) WITHOUT ROWID;
      CREATE TABLE insight_day_sources (
        day TEXT NOT NULL,
        source TEXT NOT NULL,
        visitors INTEGER NOT NULL,
        entries INTEGER NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, source)
      ) WITHOUT ROWID;
      CREATE TABLE insight_day_campaigns (
        day TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        visitors INTEGER NOT NULL,
        entries INTEGER NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, utm_source, utm_medium, utm_campaign)
      ) WITHOUT ROWID;
      INSERT INTO insight_day_devices (day, device, visitors, entries, views)
        SELECT day, device, sum(visitors), sum(entries), sum(views) FROM insight_days GROUP BY day, device;
      INSERT INTO insight_day_locales (day, locale, visitors, entries, views)
        SELECT day, locale, sum(visitors), sum(entries), sum(views) FROM insight_days GROUP BY day, locale;
      INSERT INTO insight_day_pages (day, page, locale, visitors, entries, views)
        SELECT day, page, locale, sum(visitors), sum(entries), sum(views) FROM insight_days GROUP BY day, page, locale;
      INSERT INTO insight_day_sources (day, source, visitors, entries, views)
        SELECT day, source, sum(visitors), sum(entries), sum(views) FROM insight_days GROUP BY day, source;
      INSERT INTO insight_day_campaigns (day, utm_source, utm_medium, utm_campaign, visitors, entries, views)
        SELECT day, utm_source, utm_medium, utm_campaign, sum(visitors), sum(entries), sum(views) FROM insight_days GROUP BY day, utm_source, utm_medium, utm_campaign;`,
  },
  {
    version: 15,
    name: 'a lead credited to the variant of the tested page its visitor saw, wherever the form was',
    sql: `ALTER TABLE contact_requests ADD COLUMN variant_page TEXT;`,
  },
  {
    version: 16,
    name: 'a visitor’s day is that of their earliest view, whichever instance writes first',
    sql: `ALTER TABLE insight_visits ADD COLUMN first_at INTEGER NOT NULL DEFAULT 0;`,
  },
];
