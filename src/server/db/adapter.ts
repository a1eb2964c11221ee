import type { ServerSettings } from '../config/settings.ts';
import type { EditorStore } from './editor-store.ts';
import type { InsightsStore } from './insights-store.ts';
import type { LeadsStore } from './leads-store.ts';
import type { MediaStore } from './media-store.ts';
import type { Storage } from './requests-store.ts';
import type { VisitsStore } from './visits-store.ts';

export type DatabaseSettings = Pick<ServerSettings, 'dataDir' | 'databaseUrl'>;

/**
 * Where the server keeps what it must not lose, one store a concern, each behind its own interface. Two engines
 * implement all of them: SQLite (and files) in DATA_DIR for one instance, PostgreSQL for several (sqlite/,
 * postgres/). Each store migrates its tables when opened; the engine's modules load only when a store is opened.
 */
export interface DatabaseAdapter {
  readonly engine: 'sqlite' | 'postgres';
  /** the engine and where it keeps its data, for logs: never the database password */
  readonly description: string;
  /** contact requests, their mail outbox and the contact endpoint's rate limit */
  requests(): Promise<Storage>;
  /** as requests(), but a DATA_DIR without a database stays without one: undefined (for reading scripts) */
  existingRequests(): Promise<Storage | undefined>;
  /**
   * accounts, sessions, sign-in attempts, the draft, the versions and the audit log. With `distDir` (the server),
   * SQLite runs in a worker thread of that code build, so its synchronous writes never hold up visitors' requests.
   */
  editor(options?: { distDir?: string }): Promise<EditorStore>;
  /** the uploaded images and what the library knows of them */
  media(): Promise<MediaStore>;
  /** the contact requests as leads: status, assignee, notes, history, search, export, erasure */
  leads(): Promise<LeadsStore>;
  /** what visitors asked for: the hits of each redirect and the paths not found, added in batches */
  visits(): Promise<VisitsStore>;
  /** page views: the day's salt of the visitor hash, the visits of today, the days rolled up (docs/privacy.md) */
  insights(): Promise<InsightsStore>;
}
