import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearedSessionCookie, newToken, sessionCookie, tokenHash, sessionIdFrom } from '../../engine/auth/session-token.ts';
import { normalEmail, signIn, warmUpSignIn } from '../../engine/auth/sign-in.ts';
import type { EditorStore, Session } from '../../db/editor-store.ts';
import type { FileCache } from '../static/file-cache.ts';
import { sendReleaseFile } from '../static/html-variants.ts';
import { contentSecurityPolicy } from '../common/security-headers.ts';
import type { SiteVersions } from '../../engine/versions/site-versions.ts';
import { editorApi } from './editor-api.ts';
import { bundleDocument, bundleTypes, signInDocument, type BundlePage } from './editor-html.ts';
import { draftPreviewBase, editorApiBase, editorBundleBase, editorPages, editorPath, insightsPath, leadsPath, signInPath } from '../../../shared/server-paths.ts';
import { mayEditContent, mayWorkLeads, type EditorConfig, type Role } from '../../../shared/live-editor.ts';
import type { EditorSettings } from '../../config/editor-settings.ts';
import { foreignRequest, type HostRules } from './site-host.ts';
import { sendDraftPage } from './draft-preview.ts';
import { readQuery, type QueryKeys } from '../common/query.ts';
import { holdsNul, nulMessage, refusedBody } from '../common/json-body.ts';
import { bodyTypeRefusal, type BodyType } from '../common/write-body.ts';
import type { Publisher } from '../../engine/publish/publisher.ts';
import type { MediaLibrary } from '../../engine/media/media-library.ts';
import { mediaApi } from '../media/media-api.ts';
import { leadsApi, type LeadsApiOptions } from '../leads/leads-api.ts';
import { schedulesApi } from './schedules-api.ts';
import { reviewsApi } from './reviews-api.ts';
import { previewsApi } from './previews-api.ts';
import { redirectsApi } from './redirects-api.ts';
import { insightsApi, type InsightsApiOptions } from './insights-api.ts';
import { testResultsApi, type TestResultsApiOptions } from './test-results-api.ts';
import type { VisitsStore } from '../../db/visits-store.ts';
import type { SiteReviews } from '../../engine/versions/reviews.ts';
import type { PreviewLinks } from '../../engine/versions/preview-links.ts';

export interface EditorPluginOptions {
  /** the whole store: the sign-in and sessions use its accounts, and each route below is handed the part it names */
  store: EditorStore;
  versions: SiteVersions;
  publisher: Publisher;
  reviews: SiteReviews;
  links: PreviewLinks;
  /** the code build: dist/editor holds the editor's bundle, dist/schema the schemas its forms are made from */
  distDir: string;
  settings: EditorSettings;
  hosts: HostRules;
  cache: FileCache;
  /** where a line of the server's log goes: never a password or a session id */
  log: (message: string) => void;
  media: MediaLibrary;
  /** the live site's languages, the default first: the languages a lead can come in */
  languages: () => string[];
  /** the contact requests as leads, for their API (sales, admins) */
  leads: Omit<LeadsApiOptions, 'accounts'>;
  /** what visitors asked for: the hits of redirects and the paths not found */
  visits: VisitsStore;
  /** the page views counted and the leads they brought, for the Insights view (any account) */
  insights: Omit<InsightsApiOptions, 'timeZone'>;
  /** the live release's manifest, whose pages under test a test's results are asked of */
  live?: TestResultsApiOptions['live'];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in account of an editor request (set by the editor's onRequest hook) */
    editorSession: (Session & { idHash: string }) | null;
  }
  interface FastifyContextConfig {
    /**
     * who may use a route of the editor: anyone (the sign-in), any account (sign out), an account of the site's
     * content (editor, admin: the default), of the leads (sales, admin), or an admin
     */
    editorAccess?: EditorAccess;
    /**
     * what a route of the editor serves, so that its guards and headers follow the route the router matched, never
     * how the URL was written: a page a link may open, a page the editor shows in its own frames, a file of the
     * bundle, or the API (a route that names none is the API: the strictest)
     */
    editorKind?: EditorKind;
    /** the keys a route reads of its query, each with its longest value */
    query?: QueryKeys;
    /** what a write takes as its body (JSON unless named); none: the catch-all, which reads no body */
    editorBody?: BodyType | 'none';
  }
}


/** shared: a preview link's page, for anyone holding the link (never indexed, no Referer out) */
type EditorKind = 'page' | 'framed' | 'bundle' | 'api' | 'shared';
export type EditorAccess = 'public' | 'account' | 'content' | 'leads' | 'admin';

/** Why `role` may not use a route of `access`, or null when it may. */
function refusal(access: EditorAccess, role: Role): string | null {
  if (access === 'admin' && role !== 'admin') return 'Only an admin may do this.';
  if (access === 'content' && !mayEditContent(role)) return "A sales account works the leads, not the site's content: ask an admin for the editor role.";
  if (access === 'leads' && !mayWorkLeads(role)) return 'The leads hold personal data: only a sales account or an admin may open them. Ask an admin for the sales role.';
  return null;
}

/**
 * The editor pages' policy: the public site's without the live chat, plus its own preview frames, and blob: images:
 * the upload dialog shows the picked file from an object URL before anything is sent.
 */
const editorPolicy = contentSecurityPolicy().replace("frame-src 'none'", "frame-src 'self'").replace("img-src 'self' data:", "img-src 'self' data: blob:");
const framedPolicy = editorPolicy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
/** Room for an e-mail address and a long passphrase, encoded, whatever the content type (docs/editor-api.md). */
export const signInBodyLimit = 4096;

function oncePerMinute() {
  const last = new Map<string, number>();
  return {
    due(key: string, now: number): boolean {
      if (now - (last.get(key) ?? -Infinity) < 60_000) return false;
      if (last.size > 10_000) last.clear();
      last.set(key, now);
      return true;
    },
  };
}

/**
 * The editor on the live site, all under /edit: the sign-in, the editor's pages and bundle, the stored draft as
 * pages, and the API. Nothing answers while no account exists (404). Every request must name one of the site's
 * own hosts; every API request and every write must come from the site's own pages (Origin); then a live session,
 * then the role the route needs. Answers are never stored by a cache (no-store), except the bundle's hashed files.
 */
export async function editorPlugin(app: FastifyInstance, options: EditorPluginOptions): Promise<void> {
  const { store, settings, hosts, distDir } = options;
  const bundleDir = path.join(distDir, 'editor');
  const pagesFile = path.join(bundleDir, 'pages.json');
  const bundle = existsSync(pagesFile) ? (JSON.parse(readFileSync(pagesFile, 'utf8')) as Partial<Record<'editor' | 'preview' | 'blockPreview' | 'leads' | 'insights', BundlePage>> & Record<'editor' | 'preview' | 'blockPreview', BundlePage>) : undefined;
  warmUpSignIn();

  // whether any account exists, asked at most every 2 s: a fresh deployment answers 404 under /edit
  let accounts: { any: boolean; at: number } | undefined;
  const anyAccount = async () => {
    if (!accounts || Date.now() - accounts.at > 2000) accounts = { any: (await store.countAccounts()) > 0, at: Date.now() };
    return accounts.any;
  };

  const secure = (request: FastifyRequest) => request.protocol === 'https';
  // a flood of refused attempts is one line of the audit log per address a minute, not one per request
  const limitedNotes = oncePerMinute();
  const kindOf = (request: FastifyRequest): EditorKind => request.routeOptions.config.editorKind ?? 'api';

  app.decorateRequest('editorSession', null);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: signInBodyLimit }, (_request, body, done) => {
    const fields = Object.fromEntries(new URLSearchParams(body as string));
    if (holdsNul(fields)) done(refusedBody(nulMessage), undefined);
    else done(null, fields);
  });

  function deny(request: FastifyRequest, reply: FastifyReply, status: 400 | 401 | 403 | 404 | 415, message: string) {
    if (kindOf(request) === 'api' || request.method !== 'GET') return reply.code(status).type('application/json; charset=utf-8').send({ message });
    return reply.code(status).type('text/plain; charset=utf-8').send(message);
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!(await anyAccount())) return deny(request, reply, 404, 'Not found');
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    const refused = foreignRequest(request, hosts, write ? 'write' : kindOf(request) === 'api' ? 'read' : 'page');
    if (refused) return deny(request, reply, 403, refused);
    const id = sessionIdFrom(request.headers.cookie, secure(request));
    if (id) {
      const idHash = tokenHash(id);
      const session = await store.touchSession(idHash, new Date(), settings.idleMs);
      if (session) request.editorSession = { ...session, idHash };
    }
    const { config } = request.routeOptions;
    const access = config.editorAccess ?? 'content';
    if (access !== 'public') {
      if (!request.editorSession) return deny(request, reply, 401, 'Sign in to use the editor: your session has ended or was never started.');
      const notYours = refusal(access, request.editorSession.role);
      if (notYours) return deny(request, reply, 403, notYours);
    }
    // what the request carries, for every route alike: its query, then a write's type of body (before the body is read)
    const query = readQuery(request.url, config.query);
    if ('message' in query) return deny(request, reply, 400, query.message);
    request.query = query.values;
    const body = config.editorBody ?? 'json';
    const refusedBody = write && body !== 'none' ? bodyTypeRefusal(body, request.headers['content-type']) : null;
    if (refusedBody) return deny(request, reply, 415, refusedBody);
  });

  app.addHook('onSend', async (request, reply) => {
    const bundled = kindOf(request) === 'bundle' && reply.statusCode === 200;
    reply.header('cache-control', bundled ? 'private, max-age=31536000, immutable' : 'no-store');
    if (bundled) return;
    const framed = kindOf(request) === 'framed';
    reply.header('content-security-policy', framed ? framedPolicy : editorPolicy);
    reply.header('x-frame-options', framed ? 'SAMEORIGIN' : 'DENY');
    if (kindOf(request) === 'shared') reply.header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');
  });

  const page = (reply: FastifyReply, html: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(html);
  const noBundle = (reply: FastifyReply) => page(reply, '<!doctype html><title>Editor missing</title><p>The editor was not built: run npm run build.</p>', 500);

  const configOf = async (session: Session): Promise<EditorConfig> => ({
    api: editorApiBase,
    account: { email: session.email, role: session.role },
    draftPreview: draftPreviewBase,
    leads: leadsPath,
    timeZone: settings.timeZone,
    languages: options.languages(),
    reviewRequired: (await store.getSettings()).reviewRequired,
  });

  // without a session, the editor's address shows the sign-in; a sales account's work is the leads
  app.get(editorPath, { config: { editorAccess: 'public', editorKind: 'page' } }, async (request, reply) => {
    const session = request.editorSession;
    if (!session) return page(reply, signInDocument());
    if (!mayEditContent(session.role)) return reply.code(303).header('location', leadsPath).send();
    if (!bundle) return noBundle(reply);
    return page(reply, bundleDocument('Site editor', bundle.editor, await configOf(session)));
  });

  // the list and a lead's page are one page of the bundle, which reads the path and the query itself
  const leadsPage = { config: { editorAccess: 'leads' as const, editorKind: 'page' as const } };
  const sendLeadsPage = async (request: FastifyRequest, reply: FastifyReply) => (bundle?.leads ? page(reply, bundleDocument('Leads', bundle.leads, await configOf(request.editorSession!))) : noBundle(reply));
  app.get(leadsPath, leadsPage, sendLeadsPage);
  app.get(`${leadsPath}/:id`, leadsPage, sendLeadsPage);

  // every account reads the figures; the page reads its days and filters from the query itself
  app.get(insightsPath, { config: { editorAccess: 'account', editorKind: 'page' } }, async (request, reply) =>
    bundle?.insights ? page(reply, bundleDocument('Insights', bundle.insights, await configOf(request.editorSession!))) : noBundle(reply),
  );

  app.post(signInPath, { bodyLimit: signInBodyLimit, config: { editorAccess: 'public', editorKind: 'page', editorBody: 'sign-in' } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const at = new Date();
    const result = await signIn(store, { email, password, ip: request.ip }, settings.signInLimits, at);
    const actor = normalEmail(email) || null;
    if (result.kind === 'limited') {
      if (limitedNotes.due(request.ip, at.getTime())) await store.audit({ at, actor, action: 'sign-in-limited', ip: request.ip, detail: `retry after ${result.retryAfter} s` });
      const minutes = Math.ceil(result.retryAfter / 60);
      reply.header('retry-after', String(result.retryAfter));
      return page(reply, signInDocument({ email, message: `Too many failed sign-ins from this address. Try again later (in about ${minutes} minute${minutes === 1 ? '' : 's'}).` }), 429);
    }
    if (result.kind === 'refused') {
      await store.audit({ at, actor, action: 'sign-in-failed', ip: request.ip, detail: null });
      return page(reply, signInDocument({ email, message: 'The email or the password is wrong.' }), 401);
    }
    // a new id at every sign-in: an id planted before it (session fixation) is worth nothing
    if (request.editorSession) await store.deleteSession(request.editorSession.idHash);
    const id = newToken();
    await store.createSession({ idHash: tokenHash(id), accountId: result.account.id, at, expiresAt: new Date(at.getTime() + settings.absoluteMs) });
    await store.audit({ at, actor: result.account.email, action: 'sign-in', ip: request.ip, detail: null });
    reply.header('set-cookie', sessionCookie(id, secure(request), Math.floor(settings.absoluteMs / 1000)));
    return reply.code(303).header('location', editorPath).send();
  });

  app.post(`${editorApiBase}/sign-out`, { config: { editorAccess: 'account' } }, async (request, reply) => {
    const session = request.editorSession!;
    await store.deleteSession(session.idHash);
    await store.audit({ at: new Date(), actor: session.email, action: 'sign-out', ip: request.ip, detail: null });
    reply.header('set-cookie', clearedSessionCookie(secure(request)));
    return reply.code(204).send();
  });

  for (const [route, { title, entry }] of Object.entries(editorPages)) {
    app.get(route, { config: { editorKind: 'framed' } }, async (_request, reply) => (bundle ? page(reply, bundleDocument(title, bundle[entry])) : noBundle(reply)));
  }

  app.get(`${editorBundleBase}*`, { config: { editorAccess: 'account', editorKind: 'bundle' } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const file = path.resolve(bundleDir, name);
    // only the bundle's own files: no way out of its folder, not its manifest, not a compressed copy by name
    const inside = file.startsWith(bundleDir + path.sep) && !name.split('/').some((part) => part.startsWith('.')) && !/\.(br|gz|json)$/.test(file);
    if (!inside || !existsSync(file) || !statSync(file).isFile()) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendReleaseFile(request, reply, 200, { file, hash: name, type: bundleTypes[path.extname(file)] ?? 'application/octet-stream' }, options.cache);
  });

  // the home page at /edit/draft and /edit/draft/ (the router takes both for one route)
  const draftPage = { config: { editorKind: 'page' as const } };
  app.get(draftPreviewBase, draftPage, async (request, reply) => sendDraftPage(request, reply, options.versions, options.publisher));
  app.get(`${draftPreviewBase}/*`, draftPage, async (request, reply) => sendDraftPage(request, reply, options.versions, options.publisher));

  // any other path under /edit is the editor's too, behind its guards: never a page of the site, whatever a publish put there
  app.all(`${editorPath}/*`, { config: { editorAccess: 'account', editorBody: 'none' } }, async (request, reply) => deny(request, reply, 404, 'There is nothing at this address of the editor.'));

  await app.register(editorApi, { versions: options.versions, store, log: options.log });
  await app.register(mediaApi, { base: editorApiBase, library: options.media, versions: options.versions, store });
  await app.register(leadsApi, { ...options.leads, accounts: store });
  await app.register(schedulesApi, { versions: options.versions, store, timeZone: settings.timeZone });
  await app.register(reviewsApi, { reviews: options.reviews, store, timeZone: settings.timeZone });
  await app.register(previewsApi, { links: options.links, store, publisher: options.publisher, timeZone: settings.timeZone });
  await app.register(redirectsApi, { visits: options.visits, store });
  await app.register(insightsApi, { ...options.insights, timeZone: settings.timeZone });
  await app.register(testResultsApi, { store: options.insights.store, timeZone: settings.timeZone, live: options.live ?? (() => undefined) });
}
