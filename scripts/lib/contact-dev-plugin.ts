import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'vite';
import type { Site } from '../../src/generated/site.ts';
import type { SiteFacts } from '../../src/server/content/site-manifest.ts';
import { contactPath } from '../../src/shared/contact-endpoint.ts';
import { siteFile as defaultSiteFile } from './paths.ts';
import { manifestOf } from '../../src/server/content/site-manifest.ts';

function readBody(request: IncomingMessage, limit: number): Promise<{ payload: Buffer; size: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      // Past the limit the endpoint answers 413 anyway; keep no more than that in memory.
      if (size <= limit) chunks.push(chunk);
      size += chunk.length;
    });
    request.on('end', () => resolve({ payload: Buffer.concat(chunks), size }));
    request.on('error', reject);
  });
}

type Facts = Pick<SiteFacts, 'contactForm' | 'liveChatOrigin'>;

/**
 * `npm run dev` answers POST /backend/submit.php as the production server does: the request is handed to
 * the same Fastify app (validation, storage in DATA_DIR, rate limit, headers), opened on the first request.
 * There is no release in dev: the app takes the same facts from site.json as a publish would, and
 * is opened again when an edit changes them (a renamed success page).
 */
export function contactDevPlugin(siteFile = defaultSiteFile): Plugin {
  let opened: { key: string; app: Promise<FastifyInstance> } | undefined;
  let lastGood: Facts | undefined;
  const currentFacts = (): Facts => {
    try {
      const { contactForm, liveChatOrigin } = manifestOf(JSON.parse(readFileSync(siteFile, 'utf8')) as Site);
      lastGood = { contactForm, liveChatOrigin };
    } catch (error) {
      // a half-saved or invalid site.json (the overlay shows why) keeps the last good facts
      if (!lastGood) throw error;
    }
    return lastGood;
  };
  const open = async (facts: Facts) => {
    const [{ createContactApp }, { settingsFromEnv }] = await Promise.all([import('../../src/server/contact-app.ts'), import('../../src/server/settings.ts')]);
    const instance = await createContactApp({ ...settingsFromEnv(), ...facts, logger: true });
    await instance.ready();
    return instance;
  };
  const contactApp = (): Promise<FastifyInstance> => {
    const facts = currentFacts();
    const key = JSON.stringify(facts);
    if (opened?.key !== key) {
      void opened?.app.then((instance) => instance.close());
      opened = { key, app: open(facts) };
    }
    return opened.app;
  };

  return {
    name: 'contact-endpoint',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== contactPath) return next();
        void (async () => {
          const app = contactApp();
          const { contactBodyLimit } = await import('../../src/server/contact-route.ts');
          const { payload, size } = await readBody(request, contactBodyLimit);
          // The body is handed over whole, so it is no longer chunked; its real size still decides a 413.
          const headers = { ...request.headers };
          delete headers['transfer-encoding'];
          headers['content-length'] ??= String(size);
          const answer = await (await app).inject({
            method: request.method as 'POST',
            url: request.url ?? contactPath,
            headers,
            payload,
            remoteAddress: request.socket.remoteAddress,
          });
          response.writeHead(answer.statusCode, answer.headers as Record<string, string | string[]>);
          response.end(answer.rawPayload);
        })().catch(next);
      });
      server.httpServer?.once('close', () => void opened?.app.then((instance) => instance.close()));
    },
  };
}
