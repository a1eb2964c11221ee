import Fastify, { type FastifyInstance } from 'fastify';
import { closeIdleUntilClosed } from './close-idle.ts';
import type { ContactFormPaths } from '../../model/site-manifest.ts';
import { contactRoute, type ContactRouteOptions } from './contact/contact-route.ts';
import { healthRoute } from './health-route.ts';
import { OneLinePerRequest } from './request-log.ts';
import { jsonBodyParser } from './common/json-body.ts';
import { answerErrors } from './common/error-answer.ts';
import { listRoutes } from './route-list.ts';
import { normalUrl } from './normal-url.ts';
import { addHsts } from './hsts.ts';
import { timeoutOptions, type Timeouts } from './timeouts.ts';
import { proxyTrust } from '../config/trust-proxy.ts';
import { documentHeaders, isSubresource, noSniff } from './common/security-headers.ts';
import type { MailSettings } from '../config/mail-settings.ts';
import type { SenderTuning } from '../engine/mail/notifications.ts';
import { addNotifications } from './mail-hooks.ts';
import { defaultRateLimit, settingsFromEnv, type RateLimitSettings, type TrustProxy } from '../config/settings.ts';
import type { Storage } from '../db/requests-store.ts';
import { openDatabase } from '../db/open/database.ts';
import type { DatabaseAdapter } from '../db/adapter.ts';

export interface HttpAppOptions {
  /** where contact requests are stored with SQLite; created when missing. Default: DATA_DIR or ./data */
  dataDir?: string;
  /** a postgres:// URL: store in PostgreSQL instead (DATABASE_URL) */
  databaseUrl?: string;
  /** the engine chosen at start (the production server's, shared with its editor and media); default: from dataDir and databaseUrl */
  database?: DatabaseAdapter;
  /** a storage opened by the caller, who also closes it (tests); else the app opens one from dataDir/databaseUrl and closes it */
  storage?: Storage;
  /** whether each stored request queues its notification e-mail; default: when mail is configured */
  queueMail?: boolean;
  /** notification e-mails (SMTP_URL, NOTIFY_TO, MAIL_FROM); null or absent: none are sent */
  mail?: MailSettings | null;
  /** the outbox sender's retry schedule and poll (tests shorten them) */
  mailTuning?: SenderTuning;
  /** whether X-Forwarded-For names the client: only behind a proxy that sets it */
  trustProxy?: TrustProxy;
  rateLimit?: RateLimitSettings;
  /**
   * the contact form's success and form pages (the live release's contactForm); null: no contact endpoint. A function
   * is asked per request, for content published while the server runs (the endpoint answers 404 while it gives null).
   */
  contactForm: ContactFormPaths | null | (() => ContactFormPaths | null);
  /** SCRIPT_ORIGINS: the third-party origins the CSP allows; nothing the content says adds one */
  scriptOrigins?: readonly string[];
  /** EDITOR_HOST: pages answered at this Host get a CSP without any third-party origin */
  editorHost?: string;
  /** true logs to stdout; a stream receives the log lines instead (tests) */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** how long a request may take to arrive and a connection may stay silent (tests shorten them) */
  timeouts?: Partial<Timeouts>;
  /** the visit a lead came from (the production server's page views); absent: leads are stored without it */
  leadCredit?: ContactRouteOptions['credit'];
}

/**
 * A Fastify instance with the security headers, one log line per request, GET /healthz and the contact endpoint
 * (when the site has a contact form). The production server adds the site's files to it; the dev server forwards
 * the endpoint's requests to it.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<FastifyInstance> {
  const { trustProxy = false, rateLimit = defaultRateLimit, contactForm, scriptOrigins, editorHost, logger = false, mail = null } = options;
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    trustProxy: proxyTrust(trustProxy),
    // routes and guards see one spelling of each path: encoded letters, `//`, `.` and `..` resolved (docs/decisions.md)
    rewriteUrl: (request) => normalUrl(request.url ?? '/'),
    // a parameter past maxParamLength misses its route and falls to another, with other guards: any length the
    // request line can have (16 KB) reaches its route, whose reader refuses it (a 404 for an id or a token)
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 16 * 1024 },
    ...timeoutOptions(options.timeouts),
  });
  listRoutes(app);
  addHsts(app);
  closeIdleUntilClosed(app);
  answerErrors(app);
  // every JSON body: its size by the route's bodyLimit, then its depth, then parsed (Fastify's own parser has no depth limit)
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser);
  const headersFor = documentHeaders({ scriptOrigins, editorHost });
  app.addHook('onSend', async (request, reply) => {
    reply.headers(isSubresource(String(reply.getHeader('content-type') ?? '')) ? noSniff : headersFor(request.headers.host));
  });

  // A site without a contact form has no endpoint to post to, and no database to open: it is healthy while it serves.
  if (contactForm === null) {
    await app.register(healthRoute, { storage: undefined });
    return app;
  }
  let storage = options.storage;
  if (!storage) {
    const opened = await (options.database ?? openDatabase({ dataDir: options.dataDir ?? settingsFromEnv().dataDir, databaseUrl: options.databaseUrl })).requests();
    app.addHook('onClose', async () => opened.close());
    storage = opened;
  }
  await app.register(healthRoute, { storage });
  const sender = addNotifications(app, storage, mail, options.mailTuning);
  const queueMail = options.queueMail ?? mail !== null;
  const paths = typeof contactForm === 'function' ? contactForm : () => contactForm;
  await app.register(contactRoute, { storage, limiter: storage.rateLimiter(rateLimit), queueMail, onStored: () => sender?.notify(), paths, credit: options.leadCredit });
  return app;
}
