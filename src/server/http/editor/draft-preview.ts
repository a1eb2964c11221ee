import type { FastifyReply, FastifyRequest } from 'fastify';
import { pagePath } from '../../../shared/page-path.ts';
import type { Publisher } from '../../engine/publish/publisher.ts';
import type { SiteVersions } from '../../engine/versions/site-versions.ts';
import { draftPreviewBase } from '../../../shared/server-paths.ts';

/** The bar on top of every preview page: `text` is escaped by the caller. */
export const previewBar = (text: string) =>
  `<p role="note" style="position:sticky;top:0;z-index:2147483647;margin:0;padding:.5rem 1rem;font:600 .875rem/1.4 system-ui,sans-serif;text-align:center;color:#14213d;background:#fde68a">${text}</p>`;
const draftBar = previewBar('Preview of the saved draft: not live. Links stay in the preview.');

/**
 * A page rendered from a version that is not live as a static page: without the site's scripts (which would fetch
 * the live site's data on a click), its links kept inside the preview under `base`, marked by `bar`, never indexed.
 */
export function asPreviewPage(html: string, { base, bar }: { base: string; bar: string }): string {
  return html
    .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>\s*/g, '')
    .replace(/<script type="application\/json" id="page-data">[\s\S]*?<\/script>\s*/, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<link rel="canonical"[^>]*>\s*/g, '')
    .replace(/<meta name="robots"[^>]*>\s*/g, '')
    .replace('<head>', () => '<head>\n    <meta name="robots" content="noindex, nofollow" />')
    .replace(/<body([^>]*)>/, (_tag, attributes: string) => `<body${attributes}>${bar}`)
    .replace(/href="\/(?!\/|assets\/|images\/|_data\/|favicon)([^"]*)"/g, (_match, rest: string) => `href="${base}/${rest}"`);
}

export const asDraftPage = (html: string) => asPreviewPage(html, { base: draftPreviewBase, bar: draftBar });

/** The page path a preview's address names after its base: `/edit/draft/about-us` → `/about-us`, its base alone → `/`. */
export const previewRoute = (request: FastifyRequest) => pagePath(`/${((request.params as { '*'?: string })['*'] ?? '').split('?')[0] ?? ''}`);

/** GET /edit/draft/<page path>: the saved draft's page, 404 when the draft has no such page. */
export async function sendDraftPage(request: FastifyRequest, reply: FastifyReply, versions: SiteVersions, publisher: Publisher) {
  const route = previewRoute(request);
  const draft = await versions.current();
  const { html } = await publisher.render(draft.text, draft.hash, route);
  if (html === null) return reply.code(404).type('text/plain; charset=utf-8').send(`The draft has no page ${route}.`);
  return reply.type('text/html; charset=utf-8').send(asDraftPage(html));
}
