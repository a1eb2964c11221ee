import type { Migration } from '../migration.ts';

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
  {
    version: 4,
    name: 'editor: accounts, sessions, sign-in attempts, draft, versions, audit',
    sql: `
      CREATE TABLE accounts (
        id bigserial PRIMARY KEY,
        email text NOT NULL UNIQUE,
        role text NOT NULL CHECK (role IN ('editor', 'admin')),
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        password_changed_at timestamptz NOT NULL
      );
      -- a session is stored by the sha256 of its id, never the id
      CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX sessions_account ON sessions (account_id);
      CREATE TABLE sign_in_attempts (
        id bigserial PRIMARY KEY,
        key text NOT NULL,
        at timestamptz NOT NULL
      );
      CREATE INDEX sign_in_attempts_key_at ON sign_in_attempts (key, at);
      CREATE TABLE versions (
        id bigserial PRIMARY KEY,
        hash text NOT NULL,
        text text NOT NULL,
        author text NOT NULL,
        created_at timestamptz NOT NULL,
        source text NOT NULL CHECK (source IN ('editor', 'restore', 'publish')),
        pages jsonb NOT NULL DEFAULT '[]',
        restored_from bigint REFERENCES versions (id)
      );
      -- one row each: the shared draft, and which version is live
      CREATE TABLE drafts (
        id integer PRIMARY KEY CHECK (id = 1),
        text text NOT NULL,
        hash text NOT NULL,
        base_version bigint REFERENCES versions (id),
        updated_by text,
        updated_at timestamptz NOT NULL
      );
      CREATE TABLE site_state (
        id integer PRIMARY KEY CHECK (id = 1),
        live_version bigint REFERENCES versions (id)
      );
      INSERT INTO site_state (id, live_version) VALUES (1, NULL);
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        actor text,
        action text NOT NULL,
        ip text,
        detail text
      );
      CREATE INDEX audit_log_at ON audit_log (at);`,
  },
  {
    version: 5,
    name: 'uploaded images',
    sql: `
      -- one row per image: its cleaned bytes and what the media library shows; src names the hash of the bytes
      CREATE TABLE media (
        src text PRIMARY KEY,
        sha256 text NOT NULL,
        bytes bytea NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        size integer NOT NULL,
        type text NOT NULL CHECK (type IN ('image/jpeg', 'image/png')),
        file_name text NOT NULL,
        alt text NOT NULL,
        uploaded_by text NOT NULL,
        uploaded_at timestamptz NOT NULL
      );
      CREATE INDEX media_uploaded_at ON media (uploaded_at);`,
  },
  {
    version: 6,
    name: 'the language of a contact request',
    sql: `
      -- a BCP 47 code (en, hi); NULL for requests stored before the language was recorded
      ALTER TABLE contact_requests ADD COLUMN locale text;`,
  },
  {
    version: 7,
    name: 'leads: status, assignee, notes, history, spam score, erasure',
    sql: `
      -- every request stored so far is a lead nobody has worked on yet: a notification mail is not a contact
      ALTER TABLE contact_requests
        ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')),
        ADD COLUMN assignee text,
        ADD COLUMN changed_at timestamptz,
        ADD COLUMN changed_by text,
        ADD COLUMN revision integer NOT NULL DEFAULT 0,
        ADD COLUMN spam_score integer NOT NULL DEFAULT 0,
        ADD COLUMN erased_at timestamptz;
      CREATE INDEX contact_requests_status ON contact_requests (status, id);
      CREATE INDEX contact_requests_created ON contact_requests (created_at);
      CREATE TABLE lead_notes (
        id bigserial PRIMARY KEY,
        request_id bigint NOT NULL REFERENCES contact_requests (id),
        author text NOT NULL,
        at timestamptz NOT NULL,
        text text NOT NULL
      );
      CREATE INDEX lead_notes_request ON lead_notes (request_id);
      CREATE TABLE lead_events (
        id bigserial PRIMARY KEY,
        request_id bigint NOT NULL REFERENCES contact_requests (id),
        at timestamptz NOT NULL,
        actor text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('status', 'assignee', 'note', 'erased')),
        detail text NOT NULL DEFAULT ''
      );
      CREATE INDEX lead_events_request ON lead_events (request_id);`,
  },
  {
    version: 8,
    name: "leads: a trigram index for the word search",
    sql: `
      -- pg_trgm is a trusted extension: a database's owner may create it. A user who may not still gets the search,
      -- without the index (slower past tens of thousands of leads), rather than a server that cannot start.
      DO $$
      BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE NOTICE 'pg_trgm was not created (%): the leads search works without its index', SQLERRM;
      END $$;
      DO $$
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          -- the expression the leads store searches (postgres-leads-store.ts, searchedText)
          CREATE INDEX contact_requests_words ON contact_requests
            USING gin ((name || E'\\n' || email || E'\\n' || phone || E'\\n' || message) gin_trgm_ops);
        END IF;
      END $$;`,
  },
  {
    version: 9,
    name: 'leads: the sales role, the page a request came from, a notification for each new lead',
    sql: `
      ALTER TABLE accounts DROP CONSTRAINT accounts_role_check;
      ALTER TABLE accounts ADD CONSTRAINT accounts_role_check CHECK (role IN ('editor', 'sales', 'admin'));
      -- the site path the form was sent from; '' for requests stored before it was recorded
      ALTER TABLE contact_requests ADD COLUMN page text NOT NULL DEFAULT '';
      -- every instance's open list of leads hears of a new one at the insert's commit, whoever inserted it
      CREATE FUNCTION notify_lead_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('leads_added', NEW.id::text);
        RETURN NULL;
      END $$;
      CREATE TRIGGER contact_requests_notify AFTER INSERT ON contact_requests
        FOR EACH ROW EXECUTE FUNCTION notify_lead_added();`,
  },
  {
    version: 10,
    name: 'leads: copies of one message found by its hash',
    sql: `
      -- the spam score asks, for each new request, who else sent its message today: a look-up, however many came
      CREATE INDEX contact_requests_message ON contact_requests (md5(message), created_at);`,
  },
  {
    version: 11,
    name: 'schedules: versions to go live at a set time',
    sql: `
      CREATE TABLE schedules (
        id bigserial PRIMARY KEY,
        due_at timestamptz NOT NULL,
        text text NOT NULL,
        hash text NOT NULL,
        restore_of bigint REFERENCES versions (id),
        base_version bigint REFERENCES versions (id),
        created_by text NOT NULL,
        created_at timestamptz NOT NULL,
        role text NOT NULL,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'published', 'failed', 'cancelled')),
        finished_at timestamptz,
        finished_by text,
        version_id bigint REFERENCES versions (id),
        message text
      );
      CREATE INDEX schedules_due ON schedules (due_at) WHERE state = 'pending';`,
  },
  {
    version: 12,
    name: 'campaigns: reviews before publishing, preview links, the editing settings',
    sql: `
      CREATE TABLE reviews (
        id bigserial PRIMARY KEY,
        text text NOT NULL,
        hash text NOT NULL,
        base_version bigint REFERENCES versions (id),
        comment text NOT NULL,
        pages jsonb NOT NULL,
        requested_by text NOT NULL,
        requested_at timestamptz NOT NULL,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'sent-back')),
        decided_by text,
        decided_at timestamptz,
        decision_comment text,
        version_id bigint REFERENCES versions (id),
        schedule_id bigint REFERENCES schedules (id)
      );
      CREATE INDEX reviews_pending ON reviews (requested_at) WHERE state = 'pending';
      CREATE TABLE preview_links (
        id bigserial PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        hash text NOT NULL,
        version bigint REFERENCES versions (id),
        text text,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_by text,
        CHECK ((version IS NULL) <> (text IS NULL))
      );
      CREATE TABLE editing_settings (
        id int PRIMARY KEY CHECK (id = 1),
        review_required boolean NOT NULL DEFAULT false
      );
      INSERT INTO editing_settings (id) VALUES (1);`,
  },
  {
    version: 13,
    name: 'what visitors asked for: the hits of each redirect, the paths not found',
    sql: `
      CREATE TABLE redirect_hits (
        path text PRIMARY KEY,
        count bigint NOT NULL,
        last_at timestamptz NOT NULL
      );
      -- a path visitors did not find: no IP, no query string, only the host of the page that linked to it
      CREATE TABLE not_found (
        path text PRIMARY KEY,
        count bigint NOT NULL,
        first_at timestamptz NOT NULL,
        last_at timestamptz NOT NULL,
        referrer text,
        hidden boolean NOT NULL DEFAULT false
      );
      CREATE INDEX not_found_busiest ON not_found (hidden, count DESC, last_at DESC);`,
  },
  {
    version: 14,
    name: 'insights: page views counted by the server, per day, with no IP, no browser string and no cookie',
    sql: `
      -- a day's random salt of the visitor hash, deleted once its day is over: its visitors cannot be computed again
      CREATE TABLE insight_salts (
        day date PRIMARY KEY,
        salt bytea NOT NULL
      );
      -- the visitors of days not yet rolled up, by their hash, as their first page view of the day had them
      CREATE TABLE insight_visits (
        day date NOT NULL,
        visitor text NOT NULL,
        source text NOT NULL,
        utm_source text NOT NULL,
        utm_medium text NOT NULL,
        utm_campaign text NOT NULL,
        device text NOT NULL,
        entry_page text NOT NULL,
        entry_locale text NOT NULL,
        PRIMARY KEY (day, visitor)
      );
      CREATE TABLE insight_views (
        day date NOT NULL,
        visitor text NOT NULL,
        page text NOT NULL,
        locale text NOT NULL,
        variant text NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (day, visitor, page, locale)
      );
      -- a day once it is over: no visitor in it, only how many
      CREATE TABLE insight_days (
        day date NOT NULL,
        page text NOT NULL,
        locale text NOT NULL,
        source text NOT NULL,
        utm_source text NOT NULL,
        utm_medium text NOT NULL,
        utm_campaign text NOT NULL,
        device text NOT NULL,
        variant text NOT NULL,
        visitors bigint NOT NULL,
        entries bigint NOT NULL,
        views bigint NOT NULL
      );
      CREATE INDEX insight_days_day ON insight_days (day);
      -- the days rolled up: one instance claims a day, the others then leave it
      CREATE TABLE insight_rollups (
        day date PRIMARY KEY,
        rolled_at timestamptz NOT NULL
      );`,
  },
  {
    version: 15,
    name: 'a lead credited to its visit: the source and campaign of its visitor that day, the variant of its page',
    sql: `
      ALTER TABLE contact_requests ADD COLUMN source text;
      ALTER TABLE contact_requests ADD COLUMN utm_source text;
      ALTER TABLE contact_requests ADD COLUMN utm_medium text;
      ALTER TABLE contact_requests ADD COLUMN utm_campaign text;
      ALTER TABLE contact_requests ADD COLUMN device text;
      ALTER TABLE contact_requests ADD COLUMN variant text;`,
  },
  {
    version: 16,
    name: 'insights: each past day summed by device, language, page, source and campaign, for the report to read',
    // written out rather than made from daySums (insight-rollup-sql.ts): a released migration never changes
    sql: `
      -- a day's insight_days summed by the columns of one breakdown, filled when the day is rolled up
      CREATE TABLE insight_day_devices (
        day date NOT NULL,
        device text NOT NULL,
        visitors bigint NOT NULL,
        entries bigint NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (day, device)
      );
      CREATE TABLE insight_day_locales (
        day date NOT NULL,
        locale text NOT NULL,
        visitors bigint NOT NULL,
        entries bigint NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (day, locale)
      );
      CREATE TABLE insight_day_pages (
        day date NOT NULL,
        page text NOT NULL,
        locale text NOT NULL,
        visitors bigint NOT NULL,
        entries bigint NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (day, page, locale)
      );
      CREATE TABLE insight_day_sources (
        day date NOT NULL,
        source text NOT NULL,
        visitors bigint NOT NULL,
        entries bigint NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (day, source)
      );
      CREATE TABLE insight_day_campaigns (
        day date NOT NULL,
        utm_source text NOT NULL,
        utm_medium text NOT NULL,
        utm_campaign text NOT NULL,
        visitors bigint NOT NULL,
        entries bigint NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (day, utm_source, utm_medium, utm_campaign)
      );
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
    version: 17,
    name: 'a lead credited to the variant of the tested page its visitor saw, wherever the form was',
    sql: `ALTER TABLE contact_requests ADD COLUMN variant_page text;`,
  },
  {
    version: 18,
    name: 'a visitor’s day is that of their earliest view, whichever instance writes first',
    sql: `ALTER TABLE insight_visits ADD COLUMN first_at bigint NOT NULL DEFAULT 0;`,
  },
];
