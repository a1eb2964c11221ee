import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createContactApp, type ContactAppOptions } from './contact-app.ts';
import type { BuildManifest } from './build-manifest.ts';
import { notFoundFile, pageFile } from './page-files.ts';
import { loadHtml, sendHtml } from './html-variants.ts';

// the types the build precompresses (scripts/lib/compress.ts), so caches must key them by Accept-Encoding
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)(\.br|\.gz)?$/;

export interface ServerOptions extends Omit<ContactAppOptions, 'contactForm' | 'liveChatOrigin'> {
  /** folder with the built client: the prerendered pages, 404.html, assets/ and public files */
  clientDir: string;
  /** the build's manifest (readManifest): its routes are answered 200, any other path 404 with the not-found page */
  manifest: BuildManifest;
}

/** The production server: the contact endpoint, static files with long caching for hashed assets, the pages with status 200, others 404. */
export async function createServer({ clientDir, manifest, ...settings }: ServerOptions): Promise<FastifyInstance> {
  const { routes, contactForm, liveChatOrigin } = manifest;
  const app = await createContactApp({ ...settings, contactForm, liveChatOrigin });
  // Pages are small and few: read once, served from memory.
  const pages = new Map(await Promise.all(routes.map(async (route) => [route, await loadHtml(pageFile(clientDir, route))] as const)));
  const notFoundHtml = await loadHtml(notFoundFile(clientDir));

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // the build wrote .br and .gz beside each text file
    preCompressed: true,
    // the ETag revalidates; a second validator would only add bytes to every answer
    lastModified: false,
    // Hashed file names change with their content, so they can be cached for good; the rest revalidates.
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
      if (compressible.test(filePath)) res.setHeader('vary', 'Accept-Encoding');
    },
  });

  for (const [route, html] of pages) app.get(route, (request, reply) => sendHtml(request, reply, 200, html));

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml) return sendHtml(request, reply, 404, notFoundHtml);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
