import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHash } from '../../../model/edit-version.ts';
import type { AuditStore, ContentStore } from '../../db/editor-store.ts';
import { versionTag, type EditorAnswer, type SiteVersions } from '../../engine/versions/site-versions.ts';
import { editorApiBase } from '../../../shared/server-paths.ts';
import { routeId } from '../common/route-id.ts';
import { draftRequest } from './editor-requests.ts';
import { editorBodyLimit, jsonBody, smallBodyLimit, tooLarge } from '../common/write-body.ts';

// the tests name the limits where they name the API
export { editorBodyLimit, smallBodyLimit };

export interface EditorApiOptions {
  versions: SiteVersions;
  store: ContentStore & AuditStore;
  log: (message: string) => void;
}

/** The pages a version changed, for a line of the audit log: a header change lists every page. */
const pageList = (pages: string[]) => (pages.length === 0 ? 'no page changed' : pages.length <= 10 ? pages.join(', ') : `${pages.slice(0, 10).join(', ')} and ${pages.length - 10} more`);

/** An answer the draft worker made, its JSON already encoded. */
const sendAnswer = (reply: FastifyReply, { status, json }: EditorAnswer) => reply.code(status).type('application/json; charset=utf-8').send(Buffer.from(json.buffer, json.byteOffset, json.byteLength));

/** The editor's API on the live site (docs/editor-api.md): the draft, validation, schemas, publish, history, audit. */
export async function editorApi(app: FastifyInstance, { versions, store, log }: EditorApiOptions): Promise<void> {
  const write = { bodyLimit: editorBodyLimit };
  const small = { bodyLimit: smallBodyLimit };
  const admin = { config: { editorAccess: 'admin' as const } };
  const who = (request: FastifyRequest) => request.editorSession!.email;
  const audit = (request: FastifyRequest, action: Parameters<AuditStore['audit']>[0]['action'], detail: string) =>
    store.audit({ at: new Date(), actor: who(request), action, ip: request.ip, detail });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode !== 413) throw error;
    return reply.code(413).send(tooLarge(request.routeOptions.bodyLimit ?? editorBodyLimit));
  });

  app.get(`${editorApiBase}/site`, async (request, reply) => {
    const known = request.headers['if-none-match'];
    if (known && known === `"${await versions.currentTag()}"`) return reply.code(304).header('etag', known).send();
    const current = await versions.current();
    reply.header('etag', `"${versionTag(current)}"`).type('application/json; charset=utf-8');
    // the stored text's bytes as they are: a 24 MB string stringified, or sent as a string (measured and encoded
    // twice), holds up every visitor's answer
    const head = `{"hash":"${current.hash}","baseVersion":${JSON.stringify(current.baseVersion)},"live":${JSON.stringify(current.live)},"site":`;
    return reply.send(Buffer.concat([Buffer.from(head), current.utf8(), Buffer.from('}')]));
  });

  // A whole site's body reaches its route as text: the draft worker parses it, never the event loop.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const posted = (request: FastifyRequest) => ({ contentType: request.headers['content-type'], body: typeof request.body === 'string' ? request.body : '' });

    raw.post(`${editorApiBase}/site`, write, async (request, reply) => {
      const answer = await draftRequest('save', posted(request), versions, request.editorSession!);
      if (answer.status === 200 && answer.saved) await audit(request, 'save', `draft ${answer.saved.slice(0, 12)}`);
      return sendAnswer(reply, answer);
    });

    raw.post(`${editorApiBase}/validate`, write, async (request, reply) => sendAnswer(reply, await draftRequest('validate', posted(request), versions, request.editorSession!)));
  });

  app.get(`${editorApiBase}/schema`, async (_request, reply) => sendAnswer(reply, await versions.schemas()));

  app.post(`${editorApiBase}/publish`, small, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    if (!isHash(body.hash)) return reply.code(400).send({ message: '"hash" must be the sha256 hex of the draft to publish.' });
    const { status, ...result } = await versions.publish(body.hash, who(request), request.editorSession!.role);
    if (status === 200 && 'version' in result) {
      await audit(request, 'publish', `version ${result.version.id}: ${pageList(result.version.pages)}`);
      log(`${who(request)} published version ${result.version.id}`);
    }
    return reply.code(status).send(result);
  });

  // what a Publish now would do to the redirects, shown before it
  app.get(`${editorApiBase}/publish/redirects`, async (_request, reply) => sendAnswer(reply, await versions.pendingRedirects()));

  app.get(`${editorApiBase}/versions`, async (_request, reply) => {
    const [live, list] = await Promise.all([store.liveVersionId(), store.listVersions(100)]);
    return reply.send({ live, versions: list });
  });

  app.get(`${editorApiBase}/versions/:id`, async (request, reply) => {
    const id = routeId(request);
    const version = id === undefined ? undefined : await store.getVersion(id);
    if (!version) return reply.code(404).send({ message: `There is no version ${(request.params as { id: string }).id}.` });
    const { text, ...summary } = version;
    return reply.type('application/json; charset=utf-8').send(Buffer.concat([Buffer.from('{"site":'), Buffer.from(text), Buffer.from(`,${JSON.stringify(summary).slice(1)}`)]));
  });

  app.post(`${editorApiBase}/versions/:id/restore`, { ...small, ...admin }, async (request, reply) => {
    const id = routeId(request);
    if (id === undefined) return reply.code(404).send({ message: 'There is no such version.' });
    const { status, ...result } = await versions.restore(id, who(request), request.editorSession!.role);
    if (status === 200 && 'version' in result) {
      await audit(request, 'restore', `version ${id} as version ${result.version.id}`);
      log(`${who(request)} restored version ${id} as version ${result.version.id}`);
    }
    return reply.code(status).send(result);
  });

  app.get(`${editorApiBase}/audit`, admin, async (_request, reply) => reply.send({ entries: await store.listAudit(500) }));
}
