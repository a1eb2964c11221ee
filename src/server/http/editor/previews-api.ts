import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { editorApiBase, sharedPreviewBase } from '../../../shared/server-paths.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import type { AuditStore } from '../../db/editor-store.ts';
import type { Publisher } from '../../engine/publish/publisher.ts';
import { daysOf, type PreviewLinks } from '../../engine/versions/preview-links.ts';
import { jsonBody, smallBodyLimit } from '../common/write-body.ts';
import { idOf, routeId } from '../common/route-id.ts';
import { asPreviewPage, previewBar, previewRoute } from './draft-preview.ts';

export const previewsBase = `${editorApiBase}/previews`;

export interface PreviewsApiOptions {
  links: PreviewLinks;
  store: AuditStore;
  publisher: Publisher;
  timeZone: string;
}

/** One answer for every token that opens nothing, so that none says why: never found, altered, expired or revoked. */
const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

/** Preview links (docs/editor-api.md, "Preview links"): made, listed and revoked by content accounts; their pages open for anyone holding one. */
export async function previewsApi(app: FastifyInstance, { links, store, publisher, timeZone }: PreviewsApiOptions): Promise<void> {
  const small = { bodyLimit: smallBodyLimit };
  const who = (request: FastifyRequest) => request.editorSession!.email;
  const audit = (request: FastifyRequest, action: 'preview-link' | 'preview-revoke', detail: string) => store.audit({ at: new Date(), actor: who(request), action, ip: request.ip, detail });
  const until = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(iso));

  app.get(previewsBase, async () => ({ links: await links.list() }));

  app.post(previewsBase, small, async (request, reply) => {
    const body = jsonBody(request, reply);
    if (!body) return reply;
    const days = daysOf(body.days);
    if (typeof days !== 'number') return reply.code(days.status).send({ message: days.message });
    const version = body.version === undefined || body.version === null ? null : idOf(body.version);
    if (version === undefined) return reply.code(400).send({ message: '"version" must be the number of a version, or absent for the saved draft.' });
    const made = await links.make({ version, days, by: who(request) });
    if (made.status !== 201) return reply.code(made.status).send({ message: made.message });
    const { link } = made.answer;
    await audit(request, 'preview-link', `preview link ${link.id}: ${version === null ? `the draft ${link.hash.slice(0, 12)}` : `version ${version}`} until ${link.expiresAt}`);
    return reply.code(201).send(made.answer);
  });

  app.post(`${previewsBase}/:id/revoke`, small, async (request, reply) => {
    const id = routeId(request);
    const revoked = id === undefined ? ({ status: 404, message: 'There is no such preview link.' } as const) : await links.revoke(id, who(request));
    if (revoked.status !== 200) return reply.code(revoked.status).send({ message: revoked.message });
    if (revoked.now) await audit(request, 'preview-revoke', `preview link ${id}`);
    return { link: revoked.link };
  });

  // the pages: /edit/shared/<token> (the home page) and /edit/shared/<token>/<page path>, for anyone holding the token
  const shared = { config: { editorAccess: 'public' as const, editorKind: 'shared' as const } };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.params as { token: string };
    const opened = await links.open(token);
    if (!opened) return notFound(reply);
    const { html } = await publisher.render(opened.text, opened.link.hash, previewRoute(request));
    if (html === null) return notFound(reply);
    const what = opened.link.version === null ? 'a draft' : `version ${opened.link.version}`;
    const bar = previewBar(escapeHtml(`Preview, not live: ${what}, shared by ${opened.link.createdBy} until ${until(opened.link.expiresAt)}.`));
    const page = asPreviewPage(html, { base: `${sharedPreviewBase}/${token}`, bar }).replace('<head>', () => '<head>\n    <meta name="referrer" content="no-referrer" />');
    return reply.type('text/html; charset=utf-8').send(page);
  };
  app.get(`${sharedPreviewBase}/:token`, shared, sendPage);
  app.get(`${sharedPreviewBase}/:token/*`, shared, sendPage);
}
