import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { jsonBody, smallBodyLimit } from '../editor/editor-api.ts';
import { visibleText } from '../../../shared/visible-text.ts';
import type { EditorStore } from '../../db/editor-store.ts';
import type { SiteVersions } from '../../engine/versions/site-versions.ts';
import type { MediaLibrary } from '../../engine/media/media-library.ts';
import { MediaRefusal } from '../../engine/media/media-refusal.ts';
import { formBodyMessage, isFormBody } from './form-body.ts';

export interface MediaApiOptions {
  /** `/edit/api` on the live site */
  base: string;
  library: MediaLibrary;
  versions: SiteVersions;
  store: EditorStore;
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
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
  const audit = (request: FastifyRequest, action: 'media-upload' | 'media-delete', detail: string) =>
    store.audit({ at: new Date(), actor: request.editorSession!.email, action, ip: request.ip, detail });

  await app.register(async (raw) => {
    // the file's bytes are the body, whatever type the browser names: the bytes decide what the file is
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
    raw.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode !== 413) throw error;
      return reply.code(413).send({ message: `The file is larger than ${mb(maxBytes)}, the most an upload may be; nothing was stored. Save it smaller (a photo 2,000 to 4,000 pixels wide is plenty) and upload it again.` });
    });

    raw.post(`${base}/media`, async (request, reply) => {
      if (isFormBody(request.headers['content-type'])) return reply.code(415).send({ message: formBodyMessage });
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const alt = queryText(request, 'alt') ?? '';
      if (alt.length > 200) return reply.code(422).send({ message: 'The alternative text is longer than 200 characters: say what the image shows in a sentence.' });
      try {
        const { item, stored } = await library.upload(bytes, queryText(request, 'name') ?? '', alt, request.editorSession!.email);
        await audit(request, 'media-upload', `${item.src} (${visibleText(item.fileName)}, ${item.width}×${item.height}, ${mb(item.bytes)})${stored ? '' : ', already stored'}`);
        return reply.code(stored ? 201 : 200).send({ item, stored });
      } catch (error) {
        if (error instanceof MediaRefusal) return reply.code(error.status).send({ message: error.message });
        throw error;
      }
    });
  });

  // the store is the list (on PostgreSQL, every instance's): this instance's copy of the originals plays no part
  app.get(`${base}/media`, async (_request, reply) => {
    const [items, usage] = await Promise.all([library.store.list(), versions.mediaUsage()]);
    return reply.send({ items: items.map((item) => ({ ...item, usedOn: usage.get(item.src) ?? [] })) });
  });

  app.post(`${base}/media/delete`, { bodyLimit: smallBodyLimit }, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    const { src } = body;
    if (!library.isUpload(src)) return reply.code(400).send({ message: '"src" must be the path of an uploaded image, /media/….' });
    const usedOn = (await versions.mediaUsage()).get(src) ?? [];
    if (usedOn.length > 0) {
      return reply.code(409).send({
        message: `${src} is used on ${usedOn.join(', ')} (in the draft or on the live site), so it was not deleted. Choose another image there first, save and publish, then delete it.`,
        usedOn,
      });
    }
    if (!(await library.remove(src))) return reply.code(404).send({ message: `There is no uploaded image ${src}.` });
    await audit(request, 'media-delete', src);
    return reply.send({ deleted: src });
  });
}
