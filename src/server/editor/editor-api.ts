import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readChanges } from '../content/draft-changes.ts';
import { editorSchemas } from '../content/editor-schema.ts';
import type { EditorStore } from '../editor-store/editor-store.ts';
import { versionTag, type SiteVersions } from '../versions/site-versions.ts';
import { editorApiBase } from './editor-paths.ts';

/** A 1,000-page site.json is about 5 MB; four times that leaves room without letting a runaway body in. */
export const editorBodyLimit = 20 * 1024 * 1024;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isHash = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

export interface EditorApiOptions {
  versions: SiteVersions;
  store: EditorStore;
  distDir: string;
  log: (message: string) => void;
}

/** The pages a version changed, for a line of the audit log: a header change lists every page. */
const pageList = (pages: string[]) => (pages.length === 0 ? 'no page changed' : pages.length <= 10 ? pages.join(', ') : `${pages.slice(0, 10).join(', ')} and ${pages.length - 10} more`);

/** The body of a write, or a 415 when it is not JSON (a form post from another site cannot send JSON without a preflight). */
function jsonBody(request: FastifyRequest, reply: FastifyReply): Record<string, unknown> | undefined {
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    void reply.code(415).send({ message: 'The editor API takes JSON: send Content-Type: application/json.' });
    return undefined;
  }
  if (!isPlainObject(request.body)) {
    void reply.code(400).send({ message: 'The request body must be a JSON object.' });
    return undefined;
  }
  return request.body;
}

/** The editor's API on the live site (docs/editor-api.md): the draft, validation, schemas, publish, history, audit. */
export async function editorApi(app: FastifyInstance, { versions, store, distDir, log }: EditorApiOptions): Promise<void> {
  const write = { bodyLimit: editorBodyLimit };
  const admin = { config: { editorAccess: 'admin' as const } };
  const who = (request: FastifyRequest) => request.editorSession!.email;
  const audit = (request: FastifyRequest, action: Parameters<EditorStore['audit']>[0]['action'], detail: string) =>
    store.audit({ at: new Date(), actor: who(request), action, ip: request.ip, detail });

  app.get(`${editorApiBase}/site`, async (request, reply) => {
    const known = request.headers['if-none-match'];
    if (known && known === `"${await versions.currentTag()}"`) return reply.code(304).header('etag', known).send();
    const current = await versions.current();
    reply.header('etag', `"${versionTag(current)}"`).type('application/json; charset=utf-8');
    return reply.send(`{"hash":"${current.hash}","baseVersion":${JSON.stringify(current.baseVersion)},"live":${JSON.stringify(current.live)},"site":${JSON.stringify(current.value)}}`);
  });

  app.post(`${editorApiBase}/site`, write, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    if (!isHash(body.baseHash)) return reply.code(400).send({ message: '"baseHash" must be the 64-character sha256 hex that GET /edit/api/site gave.' });
    if (body.baseVersion !== undefined && !Number.isInteger(body.baseVersion)) return reply.code(400).send({ message: '"baseVersion" must be a version id.' });
    const byChanges = 'changes' in body;
    if (!byChanges && !isPlainObject(body.site)) return reply.code(400).send({ message: 'Send "changes" to the version "baseHash", or "site", the whole site as an object.' });
    const changes = byChanges ? readChanges(body.changes) : undefined;
    if (typeof changes === 'string') return reply.code(400).send({ message: changes });
    const { status, ...result } = await versions.save(
      { baseHash: body.baseHash, ...(changes ? { changes } : { site: body.site }), ...(body.baseVersion !== undefined ? { baseVersion: body.baseVersion as number } : {}) },
      who(request),
      request.editorSession!.role,
    );
    if (status === 200 && 'hash' in result) await audit(request, 'save', `draft ${result.hash.slice(0, 12)}`);
    return reply.code(status).send(result);
  });

  app.post(`${editorApiBase}/validate`, write, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    if ('changes' in body) {
      const changes = readChanges(body.changes);
      if (typeof changes === 'string') return reply.code(400).send({ message: changes });
      if (!isHash(body.baseHash)) return reply.code(400).send({ message: '"baseHash" must be the sha256 hex of the draft the changes were made to.' });
      const answer = await versions.validate({ baseHash: body.baseHash, changes });
      return answer.status === 200 ? reply.send(answer.result) : reply.code(409).send({ conflict: true, message: answer.message });
    }
    if (!isPlainObject(body.site)) return reply.code(400).send({ message: '"site" must be the whole site as an object.' });
    const answer = await versions.validate({ site: body.site });
    return reply.send(answer.status === 200 ? answer.result : { message: answer.message });
  });

  app.get(`${editorApiBase}/schema`, async (_request, reply) => {
    const current = await versions.current();
    const schemas = editorSchemas({ site: current.value, schemaDirectory: path.join(distDir, 'schema'), publicDirectory: path.join(distDir, 'client') });
    return reply.send(schemas);
  });

  app.post(`${editorApiBase}/publish`, write, async (request, reply) => {
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

  app.get(`${editorApiBase}/versions`, async (_request, reply) => {
    const [live, list] = await Promise.all([store.liveVersionId(), store.listVersions(100)]);
    return reply.send({ live, versions: list });
  });

  app.get(`${editorApiBase}/versions/:id`, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const version = Number.isInteger(id) ? await store.getVersion(id) : undefined;
    if (!version) return reply.code(404).send({ message: `There is no version ${(request.params as { id: string }).id}.` });
    const { text, ...summary } = version;
    return reply.type('application/json; charset=utf-8').send(`{"site":${text},${JSON.stringify(summary).slice(1)}`);
  });

  app.post(`${editorApiBase}/versions/:id/restore`, { ...write, ...admin }, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    if (!Number.isInteger(id)) return reply.code(404).send({ message: 'There is no such version.' });
    const { status, ...result } = await versions.restore(id, who(request), request.editorSession!.role);
    if (status === 200 && 'version' in result) {
      await audit(request, 'restore', `version ${id} as version ${result.version.id}`);
      log(`${who(request)} restored version ${id} as version ${result.version.id}`);
    }
    return reply.code(status).send(result);
  });

  app.get(`${editorApiBase}/audit`, admin, async (_request, reply) => reply.send({ entries: await store.listAudit(500) }));
}
