import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHttpApp, type HttpAppOptions } from './http-app.ts';
import { fileCache } from './static/file-cache.ts';
import { assetsFolder, fontsFolder, rootFiles } from '../../shared/server-paths.ts';
import { sendReleaseFile } from './static/html-variants.ts';
import { watchReleases, type LiveRelease, type WatchOptions } from '../engine/releases/live-release.ts';
import { dataFile, notFoundDataFile, notFoundFile, pageFile } from '../engine/releases/release-files.ts';
import { pathOfDataUrl } from '../../shared/page-data-url.ts';
import { pagePath } from '../../shared/page-path.ts';
import { startLiveEditor, type LiveEditorOptions } from './editor/live-editor.ts';
import { openDatabase } from '../db/open/database.ts';
import { openMediaLibrary } from '../engine/media/media-library.ts';
import { serveMedia } from './media/media-serve.ts';
import { parseMediaSrc } from '../../shared/media.ts';
import { editorSettingsFromEnv, type EditorSettings } from '../config/editor-settings.ts';
import type { ReleaseManifest, ReleasePage } from '../engine/releases/release-manifest.ts';
import { localeOfPath } from '../../shared/localize.ts';
import { countVisits, type VisitCounterOptions } from '../engine/visits/visit-counter.ts';
import { answerRedirects } from './static/redirect-hook.ts';
import { startVisitors } from '../engine/insights/visitors.ts';
import { servedPage, testCacheControl } from './static/page-variant.ts';
import { countPageViews, type PageViews, type PageViewsOptions } from '../engine/insights/page-views.ts';
import { startRollUps } from '../engine/insights/roll-up.ts';

// the types the build precompresses (src/server/engine/publish/compress.ts), so caches must key them by Accept-Encoding
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)(\.br|\.gz)?$/;

export interface ServerOptions extends Omit<HttpAppOptions, 'contactForm' | 'editorHost'> {
  /** the code build's client folder: assets/ and the public files, the same for every release */
  clientDir: string;
  /** DATA_DIR: releases/ and the `current` link (and the SQLite database, without DATABASE_URL) */
  dataDir: string;
  /** how the live release is followed (tests shorten the poll) */
  releases?: WatchOptions;
  /** the code build: with it, the editor of the live site is served under /edit (its bundle, schema and publish worker are there) */
  distDir?: string;
  /** sessions, sign-in limits and host names of the editor (EDITOR_HOST's CSP too); default from the environment */
  editor?: Partial<EditorSettings> & Pick<LiveEditorOptions, 'pollMs' | 'store'>;
  /** how the hits of redirects and the paths not found are counted (tests shorten the batches); counting: false counts nothing */
  visits?: Pick<VisitCounterOptions, 'everyMs' | 'pendingMax'> & { counting?: boolean };
  /** how page views are counted (tests shorten the batches); counting: false counts none */
  insights?: Omit<PageViewsOptions, 'log'> & { counting?: boolean };
}

const html = 'text/html; charset=utf-8';
const json = 'application/json; charset=utf-8';
const rootTypes: Record<string, string> = { 'sitemap.xml': 'application/xml; charset=utf-8', 'robots.txt': 'text/plain; charset=utf-8' };

// a release's font subset (release-font.ts), named by its content's hash
const fontUrl = new RegExp(`^/${fontsFolder}/([\\w-]{22}\\.woff2)$`);

/** The page path a request names: the path without query, `/faq/` as `/faq`. */
const routeOf = (url: string) => pagePath(url.split('?')[0] ?? '/');

/**
 * The production server: the contact endpoint, the code build's files with long caching for hashed assets, and
 * the live release's pages (200), their data, sitemap and robots.txt; any other path 404 with the not-found page.
 * Each request is answered from the release that was live when it arrived.
 */
export async function createServer({ clientDir, releases: watchOptions, distDir, editor, visits: counting, insights: viewCounting, ...settings }: ServerOptions): Promise<FastifyInstance> {
  const { pollMs, store, ...chosen } = editor ?? {};
  const editorSettings: EditorSettings = { ...editorSettingsFromEnv(), ...chosen };
  // the contact endpoint follows the live release's content: asked per request, once `releases` is set below; the
  // CSP never does (SCRIPT_ORIGINS is the operator's)
  const facts = () => releases.current()?.manifest;
  const editorHost = distDir ? editorSettings.editorHost : undefined;
  // the engine, chosen once: the contact endpoint, the media library and the editor each open their store of it
  const database = openDatabase(settings);
  // the visit a lead came from, once page views are counted below
  const lateCredit = { creditOf: undefined as PageViews['creditOf'] | undefined };
  const app = await createHttpApp({
    ...settings,
    database,
    editorHost,
    contactForm: () => facts()?.contactForm ?? null,
    leadCredit: async (request, page) => lateCredit.creditOf?.(request, page),
  });
  const releases = watchReleases(settings.dataDir, { ...watchOptions, log: (message) => app.log.info(message) });
  app.addHook('onClose', async () => releases.close());
  const cache = fileCache();
  // what visitors asked for, counted in memory and added to the database in batches
  const visits = await database.visits();
  const counter = counting?.counting === false ? undefined : countVisits(visits, { ...counting, log: (message) => app.log.warn(message) });
  app.addHook('onClose', async () => {
    await counter?.close();
    await visits.close();
  });
  // the day's visitors (a hash, no cookie): page views are counted by them and a test's variant chosen by them
  const insights = await database.insights();
  const visitors = await startVisitors(insights, { timeZone: editorSettings.timeZone, log: (message) => app.log.warn(message) });
  const counted = viewCounting?.counting !== false;
  const pageViews = counted ? countPageViews(insights, visitors, { ...viewCounting, log: (message) => app.log.warn(message) }) : undefined;
  lateCredit.creditOf = pageViews?.creditOf;
  const rollUps = counted ? startRollUps(insights, { timeZone: editorSettings.timeZone, keepMonths: editorSettings.insightsKeepMonths, log: (message) => app.log.warn(message) }) : undefined;
  app.addHook('onClose', async () => {
    visitors.close();
    await pageViews?.close();
    await rollUps?.close();
    await insights.close();
  });
  // before any route looks for a file
  answerRedirects(app, {
    release: () => releases.current(),
    counter,
    gone: async (request, reply, release) => sendNotFound(request, reply, release, 410),
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    // one route per file of the code build: the pages of the live release are answered by the route below
    wildcard: false,
    cacheControl: false,
    // the build wrote .br and .gz beside each text file
    preCompressed: true,
    // the ETag revalidates; a second validator would only add bytes to every answer
    lastModified: false,
    // Hashed file names change with their content, so they can be cached for good; the rest revalidates.
    setHeaders(res, filePath) {
      // an upload brought into public/media by `content pull` is named by its content hash too
      const hashed = filePath.includes(`${path.sep}${assetsFolder}${path.sep}`) || (path.basename(path.dirname(filePath)) === 'media' && parseMediaSrc(`/media/${path.basename(filePath)}`) !== undefined);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      if (compressible.test(filePath)) res.setHeader('vary', 'Accept-Encoding');
    },
  });

  /** The not-found page of the path's language (404), or for a path a redirect says is gone (410). */
  function sendNotFound(request: FastifyRequest, reply: FastifyReply, release: LiveRelease | undefined, status: 404 | 410) {
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (release && wantsHtml) {
      const { locale, page } = notFoundOf(release.manifest, routeOf(request.url));
      return sendReleaseFile(request, reply, status, { file: notFoundFile(release.dir, locale), hash: page.html, type: html }, cache);
    }
    return reply.code(status).type('text/plain; charset=utf-8').send(status === 410 ? 'Gone: this page was removed' : 'Not found');
  }

  function notFound(request: FastifyRequest, reply: FastifyReply, release: LiveRelease | undefined) {
    if (request.method === 'GET' || request.method === 'HEAD') counter?.notFound(routeOf(request.url), request.headers.referer);
    return sendNotFound(request, reply, release, 404);
  }

  app.get('/*', async (request, reply) => {
    const release = releases.current();
    if (!release) return reply.code(503).header('retry-after', '5').type('text/plain; charset=utf-8').send('Nothing is published yet: run npm run publish.');
    const { dir, manifest } = release;
    const route = routeOf(request.url);
    const dataPath = pathOfDataUrl(route);
    if (dataPath !== undefined) {
      // a navigation to a path that is no page gets the not-found page's data, with 404
      const page = manifest.routes[dataPath];
      if (page) {
        const served = servedPage(dir, page, () => visitors.visitorOf(request));
        pageViews?.pageView(request, { page: dataPath, locale: localeOf(manifest, dataPath), variant: served.variant });
        return sendReleaseFile(request, reply, 200, { file: dataFile(served.dir, dataPath), hash: served.entry.data, type: json, cacheControl: served.variant && testCacheControl }, cache);
      }
      const { locale, page: missing } = notFoundOf(manifest, dataPath);
      return sendReleaseFile(request, reply, 404, { file: notFoundDataFile(dir, locale), hash: missing.data, type: json }, cache);
    }
    const font = fontUrl.exec(route)?.[1];
    const fontBytes = font && (await cache.read(font, path.join(dir, fontsFolder, font)));
    if (fontBytes) return reply.header('cache-control', 'public, max-age=31536000, immutable').type('font/woff2').send(fontBytes);
    const page = Object.hasOwn(manifest.routes, route) ? manifest.routes[route] : undefined;
    if (page) {
      const served = servedPage(dir, page, () => visitors.visitorOf(request));
      pageViews?.pageView(request, { page: route, locale: localeOf(manifest, route), variant: served.variant });
      return sendReleaseFile(request, reply, 200, { file: pageFile(served.dir, route), hash: served.entry.html, type: html, cacheControl: served.variant && testCacheControl }, cache);
    }
    const name = route.slice(1);
    if ((rootFiles as readonly string[]).includes(name)) return sendReleaseFile(request, reply, 200, { file: path.join(dir, name), type: rootTypes[name]! }, cache);
    return notFound(request, reply, release);
  });

  const media = await openMediaLibrary({ dataDir: settings.dataDir, database, clientDir, maxBytes: editorSettings.mediaMaxBytes, maxPixels: editorSettings.mediaMaxPixels });
  app.addHook('onClose', async () => media.close());
  serveMedia(app, media, (request, reply) => notFound(request, reply, releases.current()));

  if (distDir) {
    await startLiveEditor(app, {
      media,
      notifications: settings.queueMail ?? (settings.mail ?? null) !== null,
      mail: settings.mail ?? null,
      dataDir: settings.dataDir,
      database,
      distDir,
      settings: editorSettings,
      scriptOrigins: settings.scriptOrigins ?? [],
      releases,
      cache,
      pollMs,
      store,
      visits,
      insights,
    });
  }

  app.setNotFoundHandler((request, reply) => notFound(request, reply, releases.current()));
  return app;
}

/** The language of a page path as insights count it: '' for a site of one language. */
const localeOf = (manifest: ReleaseManifest, path: string) => (manifest.locales ? localeOfPath(path, manifest.locales) : '');

/** The not-found page of the language a path is in (/hi/… is Hindi's), with that language's code unless it is the default. */
function notFoundOf(manifest: ReleaseManifest, path: string): { locale: string | undefined; page: ReleasePage } {
  const locale = manifest.locales ? localeOfPath(path, manifest.locales) : undefined;
  const page = locale === undefined ? undefined : manifest.notFounds?.[locale];
  return page ? { locale, page } : { locale: undefined, page: manifest.notFound };
}
