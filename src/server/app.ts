import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export interface ServerOptions {
  /** folder with the built client: index.html, assets/ and public files */
  clientDir: string;
  /** page paths declared in site.json; any other path is answered 404 with the not-found page */
  routes: string[];
  logger?: boolean;
}

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** The production server: static files with long caching for hashed assets, the pages with status 200, others 404. */
export async function createServer({ clientDir, routes, logger = false }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  const indexHtml = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const pages = new Set(routes);

  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value);
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // Hashed file names change with their content, so they can be cached for good; the rest revalidates.
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });

  const sendPage = (status: number) => (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  for (const route of pages) app.get(route, sendPage(200));

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml) return sendPage(404)(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
