import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'vite';
import { contactPath } from '../../src/shared/contact-endpoint.ts';

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

/**
 * `npm run dev` answers POST /backend/submit.php as the production server does: the request is handed to
 * the same Fastify app (validation, storage in DATA_DIR, rate limit, headers), opened on the first request.
 */
export function contactDevPlugin(): Plugin {
  let app: Promise<FastifyInstance> | undefined;
  const contactApp = async () => {
    const [{ createContactApp }, { settingsFromEnv }] = await Promise.all([import('../../src/server/contact-app.ts'), import('../../src/server/settings.ts')]);
    const instance = await createContactApp({ ...settingsFromEnv(), logger: true });
    await instance.ready();
    return instance;
  };

  return {
    name: 'contact-endpoint',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== contactPath) return next();
        app ??= contactApp();
        void (async () => {
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
      server.httpServer?.once('close', () => void app?.then((instance) => instance.close()));
    },
  };
}
