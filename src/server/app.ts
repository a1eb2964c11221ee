import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundFile, pageFile } from './page-files.ts';

export interface ServerOptions {
  /** folder with the built client: the prerendered pages, 404.html, assets/ and public files */
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
  const app = Fastify({ logger, routerOptions: { ignoreTrailingSlash: true } });
  // Pages are small and few: read once, served from memory.
  const pages = new Map(await Promise.all(routes.map(async (route) => [route, await readFile(pageFile(clientDir, route), 'utf8')] as const)));
  const notFoundHtml = await readFile(notFoundFile(clientDir), 'utf8');

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

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  for (const [route, html] of pages) app.get(route, (_request, reply) => sendHtml(reply, 200, html));

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml) return sendHtml(reply, 404, notFoundHtml);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
