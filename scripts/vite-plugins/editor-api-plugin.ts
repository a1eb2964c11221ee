import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { devMediaDir, siteFile as defaultSiteFile } from '../lib/paths.ts';
import { readLimited } from '../../src/server/http/common/json-body.ts';
import { draftRequest, type Drafts } from '../../src/server/http/editor/editor-requests.ts';
import { editorBodyLimit, tooLarge } from '../../src/server/http/common/write-body.ts';
import { refusal } from './request-guard.ts';
import { routePath } from '../../src/server/http/normal-url.ts';
import { compactText, currentHash, loadSite } from '../../src/model/save-site.ts';
import { devAccount, siteFileDrafts } from './site-file-drafts.ts';

/** The editor API's paths; nothing else of the dev server reads or writes site.json for the editor. */
export const editorSitePath = '/__editor/site';
export const editorValidatePath = '/__editor/validate';

function sendText(response: ServerResponse, status: number, json: string | Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(json);
}

/** A JSON answer of the dev server's editor API: never stored, never sniffed. */
export const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => sendText(response, status, JSON.stringify(body), headers);

function send304(response: ServerResponse): void {
  response.writeHead(304, { 'Cache-Control': 'no-store' });
  response.end();
}

export function portOf(server: ViteDevServer): number {
  const address = server.httpServer?.address();
  return typeof address === 'object' && address ? address.port : (server.config.server.port ?? 5173);
}

async function answer(request: IncomingMessage, response: ServerResponse, server: ViteDevServer, file: string, drafts: Drafts, pathname: string): Promise<void> {
  const allowed = pathname === editorSitePath ? ['GET', 'POST'] : ['POST'];
  const write = request.method !== 'GET';
  const refused = refusal(request, { port: portOf(server), protocol: server.config.server.https ? 'https' : 'http', write });
  if (refused) return send(response, 403, { message: refused });
  if (!allowed.includes(request.method ?? '')) return send(response, 405, { message: `${pathname} takes ${allowed.join(' or ')}.` }, { Allow: allowed.join(', ') });
  if (!write) {
    // the editor's watch names the version it has: unchanged, it gets 304 and no 5 MB to parse again
    const known = request.headers['if-none-match'];
    if (known && known === `"${currentHash(file)}"`) return send304(response);
    const loaded = loadSite(file);
    const etag = { ETag: `"${loaded.hash}"` };
    if (!loaded.ok) return send(response, 422, { text: loaded.text, hash: loaded.hash, message: loaded.message, problems: loaded.problems }, etag);
    return sendText(response, 200, `{"hash":"${loaded.hash}","site":${compactText(loaded)}}`, etag);
  }
  // the body as the live site's server reads it: at most editorBodyLimit bytes, decoded as UTF-8
  const bytes = await readLimited(request, editorBodyLimit);
  if (!bytes) return send(response, 413, tooLarge(editorBodyLimit));
  const posted = { contentType: request.headers['content-type'], body: bytes.toString('utf8') };
  const { status, json } = await draftRequest(pathname === editorValidatePath ? 'validate' : 'save', posted, drafts, devAccount);
  if (status === 200 && pathname === editorSitePath) server.config.logger.info('site.json saved from the editor', { timestamp: true });
  sendText(response, status, Buffer.from(json.buffer, json.byteOffset, json.byteLength));
}

/**
 * `npm run dev` only: the editor at /edit loads site.json (GET /__editor/site), validates a draft
 * (POST /__editor/validate) and saves it with minimal text edits (POST /__editor/site), each write answered by the
 * live site's own handling (draftRequest) as an admin's. Only `siteFile` is ever written, never a path from a request;
 * requests from other hosts, origins or computers are refused (docs/editor-api.md): the guard stands where the live
 * site has sessions.
 */
export function editorApiPlugin({ siteFile = defaultSiteFile, mediaDirectory = devMediaDir }: { siteFile?: string; mediaDirectory?: string } = {}): Plugin {
  return {
    name: 'editor-api',
    apply: 'serve',
    configureServer(server) {
      const drafts = siteFileDrafts({ file: siteFile, mediaDirectory });
      server.middlewares.use((request, response, next) => {
        // the path as the production server's router matches it: `/__editor/%73ite` and `/__EDITOR//site/` are the API too, behind its guard
        const pathname = routePath(request.url ?? '/');
        if (pathname !== editorSitePath && pathname !== editorValidatePath) return next();
        answer(request, response, server, siteFile, drafts, pathname).catch((error: Error) => {
          server.config.logger.error(`editor API: ${error.stack ?? error.message}`, { timestamp: true });
          if (!response.headersSent) send(response, 500, { message: `The editor API failed: ${error.message}` });
        });
      });
    },
  };
}
