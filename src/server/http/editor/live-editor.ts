import type { FastifyInstance } from 'fastify';
import type { FileCache } from '../static/file-cache.ts';
import type { ReleaseWatcher } from '../../engine/releases/live-release.ts';
import { startEditorServices, type EditorServicesOptions } from '../../engine/editor-services.ts';
import { editorPlugin } from './editor-plugin.ts';
import { localHosts, refusedHostLog } from './site-host.ts';
import type { MediaLibrary } from '../../engine/media/media-library.ts';
import type { VisitsStore } from '../../db/visits-store.ts';
import type { InsightsStore } from '../../db/insights-store.ts';

export interface LiveEditorOptions extends Omit<EditorServicesOptions, 'log' | 'media' | 'releases'> {
  releases: ReleaseWatcher;
  cache: FileCache;
  /** the uploaded images: the media API, and copied to this instance before a version showing them is rendered */
  media: MediaLibrary;
  /** whether notification e-mails are sent: then a lead taken out of spam gets its notification */
  notifications: boolean;
  /** what visitors asked for (the server counts it): the Redirects view reads it */
  visits: VisitsStore;
  /** the page views counted (the server counts them): the Insights view reads them */
  insights: InsightsStore;
}

/**
 * The editor of the live site on this server: its engine (engine/editor-services.ts, which catches up with the live
 * version before the server listens) and the routes under /edit.
 */
export async function startLiveEditor(app: FastifyInstance, options: LiveEditorOptions): Promise<void> {
  const { distDir, settings, releases } = options;
  const log = (message: string) => app.log.info(message);
  const services = await startEditorServices({ ...options, log });
  const { store, versions, publisher, reviews, links, leads, news } = services;
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
    await scope.register(editorPlugin, { store, versions, publisher, reviews, links, distDir, settings, hosts: { hosts, refused }, cache: options.cache, log, media: options.media, languages: () => (releases.current()?.manifest.contactForm?.languages ?? []).map((language) => language.code), leads: { store: leads, news, notifications: options.notifications }, visits: options.visits, insights: { store: options.insights, locales: () => releases.current()?.manifest.locales }, live: () => releases.current()?.manifest });
  });
  // a list's open wait for news would hold the close for its 25 s
  app.addHook('preClose', async () => services.stop());
  app.addHook('onClose', async () => services.close());
}
