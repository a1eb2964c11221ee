import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { devMediaDir, siteFile as defaultSiteFile } from '../lib/paths.ts';
import { applyChanges } from '../../src/shared/json-diff.ts';
import { readChanges } from '../../src/model/draft-changes.ts';
import { readJsonBody } from '../../src/server/http/json-body.ts';
import { editorBodyLimit } from '../../src/server/http/editor/editor-api.ts';
import { refusal } from './request-guard.ts';
import { routePath } from '../../src/server/http/normal-url.ts';
import { compactText, currentHash, loadSite, saveSite, validateDraft } from '../../src/model/save-site.ts';
import { isObject } from '../../src/shared/is-object.ts';

/** The editor API's paths; nothing else of the dev server reads or writes site.json for the editor. */
export const editorSitePath = '/__editor/site';
export const editorValidatePath = '/__editor/validate';

function sendText(response: ServerResponse, status: number, json: string, headers: Record<string, string> = {}): void {
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

/** site.json, the one file written, and the folder of uploads, where the validator finds `/media/…` files. */
interface Files {
  file: string;
  mediaDirectory: string;
}

async function answer(request: IncomingMessage, response: ServerResponse, server: ViteDevServer, { file, mediaDirectory }: Files, pathname: string): Promise<void> {
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
  const read = await readJsonBody(request, editorBodyLimit);
  if (!read.ok) return send(response, read.status, { message: read.message });
  const body = read.body;
  const byChanges = isObject(body) && 'changes' in body;
  if (pathname === editorValidatePath && byChanges) return validateChanges(response, { file, mediaDirectory }, body);
  if (!isObject(body) || (!byChanges && !isObject(body.site))) {
    return send(response, 400, { message: 'The request body must be an object with "site", the whole site as an object, or "changes" to the version "baseHash".' });
  }
  if (pathname === editorValidatePath) return send(response, 200, validateDraft(body.site, file, { mediaDirectory }));
  if (typeof body.baseHash !== 'string' || !/^[0-9a-f]{64}$/.test(body.baseHash)) {
    return send(response, 400, { message: '"baseHash" must be the 64-character sha256 hex of site.json that GET /__editor/site gave.' });
  }
  const changes = byChanges ? readChanges(body.changes) : undefined;
  if (typeof changes === 'string') return send(response, 400, { message: changes });
  // a draft: saved while its translations are missing (npm run validate and the publish refuse them)
  const { status, ...result } = saveSite({ file, baseHash: body.baseHash, mediaDirectory, translations: 'list', ...(changes ? { changes } : { site: body.site }) });
  if (status === 200) server.config.logger.info('site.json saved from the editor', { timestamp: true });
  send(response, status, result);
}

/**
 * A draft given as its changes to the version of site.json it was made from (`baseHash`): a keystroke's
 * validation sends a few lines instead of the whole site. 409 when that version is no longer on disk.
 */
function validateChanges(response: ServerResponse, { file, mediaDirectory }: Files, body: Record<string, unknown>): void {
  if (typeof body.baseHash !== 'string' || !/^[0-9a-f]{64}$/.test(body.baseHash)) {
    return send(response, 400, { message: '"baseHash" must be the 64-character sha256 hex of the site.json the changes were made to.' });
  }
  const changes = readChanges(body.changes);
  if (typeof changes === 'string') return send(response, 400, { message: changes });
  const loaded = loadSite(file);
  // the version first: a file another program is halfway through writing is not what the draft was made from,
  // and its syntax error is not the draft's problem
  if (loaded.hash !== body.baseHash) return send(response, 409, { conflict: true, message: 'site.json changed on disk since these changes were made; send the whole site.' });
  if (!loaded.ok) return send(response, 422, { message: loaded.message, problems: loaded.problems });
  send(response, 200, validateDraft(applyChanges(loaded.site, changes), file, { mediaDirectory }));
}

/**
 * `npm run dev` only: the editor at /edit loads site.json (GET /__editor/site), validates a draft
 * (POST /__editor/validate) and saves it with minimal text edits (POST /__editor/site). Only `siteFile` is ever
 * written, never a path from a request; requests from other hosts, origins or computers are refused (docs/editor-api.md).
 */
export function editorApiPlugin({ siteFile = defaultSiteFile, mediaDirectory = devMediaDir }: { siteFile?: string; mediaDirectory?: string } = {}): Plugin {
  return {
    name: 'editor-api',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // the path as the production server's router matches it: `/__editor/%73ite` and `/__EDITOR//site/` are the API too, behind its guard
        const pathname = routePath(request.url ?? '/');
        if (pathname !== editorSitePath && pathname !== editorValidatePath) return next();
        answer(request, response, server, { file: siteFile, mediaDirectory }, pathname).catch((error: Error) => {
          server.config.logger.error(`editor API: ${error.stack ?? error.message}`, { timestamp: true });
          if (!response.headersSent) send(response, 500, { message: `The editor API failed: ${error.message}` });
        });
      });
    },
  };
}
