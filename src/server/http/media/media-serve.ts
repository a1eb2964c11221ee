import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mediaBase, mediaFileName } from '../../../shared/media.ts';
import type { MediaLibrary } from '../../engine/media/media-library.ts';

/**
 * The uploaded images and their variants at `/media/…`, on every instance: an original from this instance's copy
 * (or the store's), a variant made once from it and cached. Their names change with their bytes: cached for good.
 */
export function serveMedia(app: FastifyInstance, library: MediaLibrary, notFound: (request: FastifyRequest, reply: FastifyReply) => unknown): void {
  app.get(`${mediaBase}*`, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const found = await library.files.file(pathname);
    if (!found) return notFound(request, reply);
    const etag = `"${mediaFileName(pathname)}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).header('x-content-type-options', 'nosniff').type(found.type);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const { size } = await stat(found.path);
    return reply.header('content-length', size).send(createReadStream(found.path));
  });
}
