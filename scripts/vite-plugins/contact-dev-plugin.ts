import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'vite';
import type { Site } from '../../src/generated/site.ts';
import type { SiteFacts } from '../../src/model/site-manifest.ts';
import { contactPath } from '../../src/shared/contact-endpoint.ts';
import { siteFile as defaultSiteFile } from '../lib/paths.ts';
import { manifestOf } from '../../src/model/site-manifest.ts';

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

type Facts = Pick<SiteFacts, 'contactForm'>;

/**
 * `npm run dev` answers POST /backend/submit.php as the production server does: the request is handed to
 * the same Fastify app (validation, storage in DATA_DIR, rate limit, headers), opened on the first request.
 * There is no release in dev: the app asks for the contact form's pages per request, as the production server asks
 * its live release, and gets them from site.json as a publish would (read again when the file changes; a half-saved
 * or invalid file keeps the last good facts). Its CSP lists SCRIPT_ORIGINS, as the production server's does.
 */
export function contactDevPlugin(siteFile = defaultSiteFile): Plugin {
  let app: Promise<FastifyInstance> | undefined;
  let stamp = '';
  let lastGood: Facts | undefined;
  const currentFacts = (): Facts => {
    const { mtimeMs, size } = statSync(siteFile);
    if (`${mtimeMs}:${size}` === stamp && lastGood) return lastGood;
    try {
      const { contactForm } = manifestOf(JSON.parse(readFileSync(siteFile, 'utf8')) as Site);
      lastGood = { contactForm };
      stamp = `${mtimeMs}:${size}`;
    } catch (error) {
      if (!lastGood) throw error;
    }
    return lastGood;
  };
  const contactApp = (): Promise<FastifyInstance> =>
    (app ??= (async () => {
      const [{ createHttpApp }, { settingsFromEnv }] = await Promise.all([import('../../src/server/http/http-app.ts'), import('../../src/server/config/settings.ts')]);
      const instance = await createHttpApp({ ...settingsFromEnv(), contactForm: () => currentFacts().contactForm, logger: true });
      await instance.ready();
      return instance;
    })());

  return {
    name: 'contact-endpoint',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== contactPath) return next();
        void (async () => {
          const app = contactApp();
          const { contactBodyLimit } = await import('../../src/server/http/contact/contact-route.ts');
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
      server.httpServer?.once('close', () => void app?.then((instance) => instance.close()));
    },
  };
}
