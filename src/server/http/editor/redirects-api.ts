import type { FastifyInstance, FastifyRequest } from 'fastify';
import { editorApiBase } from '../../../shared/server-paths.ts';
import type { AuditStore } from '../../db/editor-store.ts';
import { notFoundPathMax, type VisitsStore } from '../../db/visits-store.ts';
import { jsonBody, smallBodyLimit } from '../common/write-body.ts';

export const redirectHitsPath = `${editorApiBase}/redirects/hits`;
export const notFoundApiPath = `${editorApiBase}/not-found`;
/** the busiest paths not found a list shows: the view searches for the others */
const listMax = 200;

export interface RedirectsApiOptions {
  visits: VisitsStore;
  store: AuditStore;
}

/** What visitors asked for, for the Redirects view (editors and admins, under the editor's guards): docs/editor-api.md. */
export async function redirectsApi(app: FastifyInstance, { visits, store }: RedirectsApiOptions): Promise<void> {
  app.get(redirectHitsPath, { config: { query: {} } }, async () => ({ hits: await visits.redirectHits() }));

  app.get(notFoundApiPath, { config: { query: { words: 200, hidden: 5 } } }, async (request, reply) => {
    const { words, hidden } = request.query as Record<string, string | undefined>;
    if (hidden !== undefined && hidden !== 'true' && hidden !== 'false') return reply.code(400).send({ message: `"hidden" is true (the paths hidden) or false (the others), not "${hidden}".` });
    return { paths: await visits.notFound({ words: words?.trim() || undefined, hidden: hidden === 'true', limit: listMax }) };
  });

  app.post(`${notFoundApiPath}/hide`, { bodyLimit: smallBodyLimit }, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    const { path, hidden } = body;
    if (typeof path !== 'string' || !path.startsWith('/') || path.length > notFoundPathMax) return reply.code(400).send({ message: `"path" must be a path not found, as the list gives it (at most ${notFoundPathMax} characters, starting with /).` });
    if (typeof hidden !== 'boolean') return reply.code(400).send({ message: '"hidden" must be true (hide the path from the list) or false (show it again).' });
    if (!(await visits.hideNotFound(path, hidden))) return reply.code(404).send({ message: `${path} is not among the paths not found: it may have been pruned, as the least asked for are.` });
    await audit(request, store, `${hidden ? 'hid' : 'showed'} ${path}`);
    return { path, hidden };
  });
}

const audit = (request: FastifyRequest, store: AuditStore, detail: string) => store.audit({ at: new Date(), actor: request.editorSession!.email, action: 'not-found-hide', ip: request.ip, detail });
