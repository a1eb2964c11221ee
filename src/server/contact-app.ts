import Fastify, { type FastifyInstance } from 'fastify';
import { contactRoute } from './contact-route.ts';
import { OneLinePerRequest } from './request-log.ts';
import { RateLimiter } from './rate-limit.ts';
import { isSubresource, noSniff, securityHeaders } from './security-headers.ts';
import { defaultRateLimit, settingsFromEnv, type RateLimitSettings, type TrustProxy } from './settings.ts';
import { ContactStore } from './storage.ts';

export interface ContactAppOptions {
  /** where contact requests are stored (SQLite); created when missing. Default: DATA_DIR or ./data */
  dataDir?: string;
  /** whether X-Forwarded-For names the client: only behind a proxy that sets it */
  trustProxy?: TrustProxy;
  rateLimit?: RateLimitSettings;
  /** the live-chat script the site loads (site.json settings.liveChat.scriptUrl), allowed by the CSP */
  liveChatUrl?: string;
  /** true logs to stdout; a stream receives the log lines instead (tests) */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  // n: trust the nearest n proxies, so the client is the address the outermost of them saw
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * A Fastify instance with the security headers, one log line per request and the contact endpoint.
 * The production server adds the site's files to it; the dev server forwards the endpoint's requests to it.
 */
export async function createContactApp(options: ContactAppOptions): Promise<FastifyInstance> {
  const { dataDir = settingsFromEnv().dataDir, trustProxy = false, rateLimit = defaultRateLimit, liveChatUrl, logger = false } = options;
  const app = Fastify({
    logger,
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
  });
  const store = ContactStore.open(dataDir);
  app.addHook('onClose', async () => store.close());

  const headers = securityHeaders({ liveChatUrl });
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(isSubresource(String(reply.getHeader('content-type') ?? '')) ? noSniff : headers);
  });

  await app.register(contactRoute, { store, limiter: new RateLimiter(rateLimit) });
  return app;
}
