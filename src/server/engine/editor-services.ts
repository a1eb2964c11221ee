import type { DatabaseAdapter } from '../db/adapter.ts';
import type { EditorStore } from '../db/editor-store.ts';
import type { EditorSettings } from '../config/editor-settings.ts';
import type { MailSettings } from '../config/mail-settings.ts';
import { mediaDirOf } from '../../model/media-paths.ts';
import { startPublisher } from './publish/publisher.ts';
import type { ReleaseWatcher } from './releases/live-release.ts';
import { followLive } from './versions/follow-live.ts';
import { startDraftChecker } from './versions/draft-checker.ts';
import { siteVersions } from './versions/site-versions.ts';
import { startScheduler } from './versions/scheduler.ts';
import { siteReviews } from './versions/reviews.ts';
import { previewLinks } from './versions/preview-links.ts';
import type { MediaLibrary } from './media/media-library.ts';
import { leadNews, sqlitePollMs } from './leads/lead-news.ts';
import { keepLeads } from './leads/lead-retention.ts';
import { adminNotice } from './mail/admin-notice.ts';

export interface EditorServicesOptions {
  dataDir: string;
  /** the engine chosen at start: its editor store, unless `store` is given */
  database: DatabaseAdapter;
  distDir: string;
  settings: EditorSettings;
  /** SCRIPT_ORIGINS: a write that brings in a script from another origin is refused */
  scriptOrigins: readonly string[];
  /** the live release, looked at again once the follower has switched it */
  releases: Pick<ReleaseWatcher, 'check'>;
  /** how often the database's live version is asked for besides PostgreSQL's notifications (default 5 s; 1 s with SQLite) */
  pollMs?: number;
  /** a store opened by the caller, who closes it (tests) */
  store?: EditorStore;
  /** the uploaded images, copied to this instance before a version showing them is rendered */
  media: Pick<MediaLibrary, 'sync'>;
  /** SMTP_URL's settings: the admins are told of a schedule that did not publish; null: mail is off */
  mail: MailSettings | null;
  /** where a line of the server's log goes */
  log: (message: string) => void;
}

/**
 * The editor's engine, built in one place: the store (SQLite in DATA_DIR, or PostgreSQL), the leads and their news,
 * the publish worker, the draft worker (validation and saves), the follower that keeps this instance's release equal
 * to the live version (it catches up before this resolves), versions, schedules, reviews and preview links. Its
 * owner calls stop() before it closes (a list's open wait for news would hold the close) and close() last.
 */
export async function startEditorServices(options: EditorServicesOptions) {
  const { dataDir, database, distDir, settings, releases, scriptOrigins, log } = options;
  const store = options.store ?? (await database.editor({ distDir }));
  const leads = await database.leads();
  const news = await leadNews(leads, { pollMs: database.engine === 'sqlite' ? sqlitePollMs : null });
  const retention = keepLeads(leads, store, { months: settings.leadsKeepMonths, log });
  const publisher = startPublisher({ dataDir, distDir, scriptOrigins });
  const checker = startDraftChecker({ distDir, timeLimitMs: settings.checkLimitMs, scriptOrigins, mediaDirectory: mediaDirOf(dataDir) });
  const follower = await followLive({ store, publisher, dataDir, pollMs: options.pollMs ?? (database.engine === 'postgres' ? 5000 : 1000), log, prepare: () => options.media.sync(), applied: () => releases.check() });
  const versions = siteVersions({
    store,
    publisher,
    async serveLive() {
      await follower.sync();
      // the watcher would see the new release within milliseconds; the editor's Publish answers once it has
      releases.check();
    },
    checker,
    syncMedia: () => options.media.sync(),
  });
  const scheduler = startScheduler({ store, versions, log, tellAdmins: adminNotice(options.mail, store, log) });
  const reviews = siteReviews({ store, versions, publisher });
  const links = previewLinks({ store, versions });

  return {
    store,
    leads,
    news,
    publisher,
    versions,
    reviews,
    links,
    /** stops the timers and resolves every open wait for news */
    async stop() {
      retention.stop();
      await scheduler.stop();
      await news.close();
    },
    /** stops the workers and the follower, and closes the stores this opened */
    async close() {
      await follower.close();
      await publisher.close();
      await checker.close();
      if (!options.store) await store.close();
      await leads.close();
    },
  };
}

export type EditorServices = Awaited<ReturnType<typeof startEditorServices>>;
