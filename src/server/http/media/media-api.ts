import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { jsonBody, smallBodyLimit } from '../common/write-body.ts';
import { visibleText } from '../../../shared/visible-text.ts';
import type { AuditStore } from '../../db/editor-store.ts';
import type { SiteVersions } from '../../engine/versions/site-versions.ts';
import type { MediaLibrary } from '../../engine/media/media-library.ts';
import { deleteRequest, fileTooLarge, listRequest, mb, uploadQuery, uploadRequest, type Media } from './media-requests.ts';

export interface MediaApiOptions {
  /** `/edit/api` on the live site */
  base: string;
  library: MediaLibrary;
  versions: SiteVersions;
  store: AuditStore;
}

const queryText = (request: FastifyRequest, name: string) => {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The media library's API under the editor's guards (a session, the site's own Origin and Host): upload, list with
 * where each image is used, delete while unused (docs/editor-api.md, "Media").
 */
export async function mediaApi(app: FastifyInstance, { base, library, versions, store }: MediaApiOptions): Promise<void> {
  const { maxBytes } = library.limits;
  const media: Media = {
    maxBytes,
    upload: library.upload,
    // the store is the list (on PostgreSQL, every instance's): this instance's copy of the originals plays no part
    list: () => library.store.list(),
    usage: () => versions.mediaUsage(),
    remove: library.remove,
  };
  const audit = (request: FastifyRequest, action: 'media-upload' | 'media-delete', detail: string) =>
    store.audit({ at: new Date(), actor: request.editorSession!.email, action, ip: request.ip, detail });

  await app.register(async (raw) => {
    // the file's bytes are the body, whatever type the browser names: the bytes decide what the file is
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
    raw.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode !== 413) throw error;
      return reply.code(413).send(fileTooLarge(maxBytes));
    });

    raw.post(`${base}/media`, { config: { editorBody: 'file', query: uploadQuery } }, async (request, reply) => {
      const upload = {
        contentType: request.headers['content-type'],
        bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        name: queryText(request, 'name') ?? '',
        alt: queryText(request, 'alt') ?? '',
      };
      const answer = await uploadRequest(upload, media, request.editorSession!.email);
      if ('item' in answer.body) {
        const { item, stored } = answer.body;
        await audit(request, 'media-upload', `${item.src} (${visibleText(item.fileName)}, ${item.width}×${item.height}, ${mb(item.bytes)})${stored ? '' : ', already stored'}`);
      }
      return reply.code(answer.status).send(answer.body);
    });
  });

  app.get(`${base}/media`, async (_request, reply) => {
    const { status, body } = await listRequest(media);
    return reply.code(status).send(body);
  });

  app.post(`${base}/media/delete`, { bodyLimit: smallBodyLimit }, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    const answer = await deleteRequest(body, media);
    if ('deleted' in answer.body) await audit(request, 'media-delete', answer.body.deleted);
    return reply.code(answer.status).send(answer.body);
  });
}
