import type { FastifyInstance } from 'fastify';
import type { EditorStore } from '../../db/editor-store.ts';
import type { FileCache } from '../static/file-cache.ts';
import { startPublisher } from '../../engine/publish/publisher.ts';
import type { ReleaseWatcher } from '../../engine/releases/live-release.ts';
import { followLive } from '../../engine/versions/follow-live.ts';
import { startDraftChecker } from '../../engine/versions/draft-checker.ts';
import { siteVersions } from '../../engine/versions/site-versions.ts';
import { editorPlugin } from './editor-plugin.ts';
import type { EditorSettings } from '../../config/editor-settings.ts';
import { localHosts, refusedHostLog } from './site-host.ts';
import { mediaDirOf } from '../../../model/media-paths.ts';
import type { MediaLibrary } from '../../engine/media/media-library.ts';
import type { DatabaseAdapter } from '../../db/adapter.ts';
import { leadNews, sqlitePollMs } from '../../engine/leads/lead-news.ts';
import { keepLeads } from '../../engine/leads/lead-retention.ts';
import { startScheduler } from '../../engine/versions/scheduler.ts';
import { adminNotice } from '../../engine/mail/admin-notice.ts';
import type { MailSettings } from '../../config/mail-settings.ts';

export interface LiveEditorOptions {
  dataDir: string;
  /** the engine chosen at start: its editor store, unless `store` is given */
  database: DatabaseAdapter;
  distDir: string;
  settings: EditorSettings;
  /** SCRIPT_ORIGINS: a write that brings in a script from another origin is refused */
  scriptOrigins: readonly string[];
  releases: ReleaseWatcher;
  cache: FileCache;
  /** how often the database's live version is asked for besides PostgreSQL's notifications (default 5 s; 1 s with SQLite) */
  pollMs?: number;
  /** a store opened by the caller, who closes it (tests) */
  store?: EditorStore;
  /** the uploaded images: the media API, and copied to this instance before a version showing them is rendered */
  media: MediaLibrary;
  /** whether notification e-mails are sent: then a lead taken out of spam gets its notification */
  notifications: boolean;
  /** SMTP_URL's settings: the admins are told of a schedule that did not publish; null: mail is off */
  mail: MailSettings | null;
}

/**
 * The editor of the live site on this server: the store (SQLite in DATA_DIR, or PostgreSQL), the publish worker,
 * the draft worker (validation and saves), the follower that keeps this instance's release equal to the live
 * version (it catches up before the server listens), and the routes under /edit.
 */
export async function startLiveEditor(app: FastifyInstance, options: LiveEditorOptions): Promise<void> {
  const { dataDir, database, distDir, settings, releases } = options;
  const store = options.store ?? (await database.editor({ distDir }));
  const leads = await database.leads();
  const news = await leadNews(leads, { pollMs: database.engine === 'sqlite' ? sqlitePollMs : null });
  const retention = keepLeads(leads, store, { months: settings.leadsKeepMonths, log: (message) => app.log.info(message) });
  const { scriptOrigins } = options;
  const publisher = startPublisher({ dataDir, distDir, scriptOrigins });
  const checker = startDraftChecker({ distDir, timeLimitMs: settings.checkLimitMs, scriptOrigins, mediaDirectory: mediaDirOf(dataDir) });
  const log = (message: string) => app.log.info(message);
  const follower = await followLive({ store, publisher, dataDir, pollMs: options.pollMs ?? (database.engine === 'postgres' ? 5000 : 1000), log, prepare: () => options.media.sync() });
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
  // the operator's names only: nothing an editor publishes (settings.siteUrl) adds one
  const hosts = () => {
    if (settings.editorHost) return new Set([settings.editorHost]);
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return new Set([...settings.siteHosts, ...localHosts(port, process.env.HOST)]);
  };
  const refused = refusedHostLog((message) => app.log.warn(message));
  await app.register(async (scope) => {
    // EDITOR_HOST: /edit is at that host only; at any other it is a path like another that is no page
    if (settings.editorHost) {
      scope.addHook('onRequest', async (request, reply) => {
        if ((request.headers.host ?? '').toLowerCase() !== settings.editorHost) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      });
    }
    await scope.register(editorPlugin, { store, versions, publisher, distDir, settings, hosts: { hosts, refused }, cache: options.cache, log, media: options.media, languages: () => (releases.current()?.manifest.contactForm?.languages ?? []).map((language) => language.code), leads: { store: leads, news, notifications: options.notifications } });
  });
  // a list's open wait for news would hold the close for its 25 s
  app.addHook('preClose', async () => {
    retention.stop();
    await scheduler.stop();
    await news.close();
  });
  app.addHook('onClose', async () => {
    await follower.close();
    await publisher.close();
    await checker.close();
    if (!options.store) await store.close();
    await leads.close();
  });
}
