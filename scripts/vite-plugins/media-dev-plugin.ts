import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { devMediaDir, publicDir, root, schemaDir, siteFile as defaultSiteFile } from '../lib/paths.ts';
import { mediaBase, parseMediaSrc, mediaFileName } from '../../src/shared/media.ts';
import type { Site } from '../../src/generated/site.ts';
import { readLimited } from '../../src/server/http/common/json-body.ts';
import { refusal } from './request-guard.ts';
import { routePath } from '../../src/server/http/normal-url.ts';
import { referenceKeysOf } from '../../src/model/references.ts';
import { parseJsonText } from '../../src/model/json-text.ts';
import { defaultEditorSettings } from '../../src/server/config/editor-settings.ts';
import { mediaFilesIn } from '../../src/model/media-paths.ts';
import { mediaUsage } from '../../src/server/engine/media/media-usage.ts';
import { prepareUpload } from '../../src/server/engine/media/prepare-upload.ts';
import { mediaFiles } from '../../src/server/engine/media/media-files.ts';
import type { MediaItem } from '../../src/server/db/media-store.ts';
import type { Answer } from '../../src/server/engine/versions/draft-work.ts';
import { isJson, objectBody, smallBodyLimit, tooLarge } from '../../src/server/http/common/write-body.ts';
import { deleteRequest, fileTooLarge, listRequest, uploadQuery, uploadRequest, type Media } from '../../src/server/http/media/media-requests.ts';
import { readQuery } from '../../src/server/http/common/query.ts';
import { createFileAtomically } from '../../src/server/lib/atomic-write.ts';
import { portOf, send } from './editor-api-plugin.ts';
import { devAccount } from './site-file-drafts.ts';

export const editorMediaPath = '/__editor/media';

const sendAnswer = (response: ServerResponse, { status, body }: Answer) => send(response, status, body);

/** A delete's body read as text, as the live site's JSON parser reads it (parseJsonText), then as its route takes it. */
function deleteBody(contentType: string | undefined, text: string): ReturnType<typeof objectBody> {
  if (!isJson(contentType)) return objectBody(contentType, undefined);
  const parsed = parseJsonText(text);
  return parsed.ok ? objectBody(contentType, parsed.value) : { refused: { status: parsed.status, body: { message: parsed.message } } };
}

/** The images a site shows, with the alt text of their first use: the dev server keeps no library besides public/media. */
function altTexts(value: unknown, found = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) for (const item of value) altTexts(item, found);
  else if (value && typeof value === 'object') {
    const { src, alt } = value as { src?: unknown; alt?: unknown };
    if (typeof src === 'string' && typeof alt === 'string' && !found.has(src)) found.set(src, alt);
    for (const item of Object.values(value)) altTexts(item, found);
  }
  return found;
}

/**
 * `npm run edit` only: the media library is public/media, in the repository (or MEDIA_DIR). Uploads, the list and
 * deletes are answered by the live site's own handling (media-requests.ts); an upload is cleaned as there and lands
 * in the folder (commit it with site.json); the variants are made on request into node_modules/.cache.
 */
export function mediaDevPlugin({ siteFile = defaultSiteFile, mediaDir = devMediaDir }: { siteFile?: string; mediaDir?: string } = {}): Plugin {
  const { mediaMaxBytes: maxBytes, mediaMaxPixels: maxPixels } = defaultEditorSettings;
  // an original of the library, or one committed in public/media when the library is elsewhere (MEDIA_DIR)
  const originalFile = (src: string) =>
    [mediaDir, path.join(publicDir, 'media')].map((dir) => path.join(dir, mediaFileName(src))).find((file) => existsSync(file));
  const variants = mediaFiles({
    cacheDir: path.join(root, 'node_modules/.cache/media-variants'),
    readOriginal: async (src) => {
      const file = originalFile(src);
      return file ? readFileSync(file) : undefined;
    },
  });
  const site = () => JSON.parse(readFileSync(siteFile, 'utf8')) as Site;

  /** The images of the folder, each with the alt text of its first use in site.json. */
  function list(): MediaItem[] {
    const alts = altTexts(site());
    return mediaFilesIn(mediaDir).map((src) => {
      const { width, height, ext } = parseMediaSrc(src)!;
      const stat = statSync(path.join(mediaDir, mediaFileName(src)));
      return { src, sha256: '', fileName: path.basename(src), width, height, bytes: stat.size, type: ext === 'png' ? 'image/png' : 'image/jpeg', alt: alts.get(src) ?? '', uploadedBy: '', uploadedAt: stat.mtime.toISOString() };
    });
  }

  // the folder is the library, and site.json the one version that shows its images
  const media: Media = {
    maxBytes,
    async upload(bytes, name, alt) {
      const ready = await prepareUpload(bytes, name, { maxBytes, maxPixels });
      // a checkout has no public/media until its first upload
      await mkdir(mediaDir, { recursive: true });
      const stored = await createFileAtomically(path.join(mediaDir, mediaFileName(ready.src)), ready.bytes);
      const item = list().find((each) => each.src === ready.src)!;
      return { item: { ...item, alt, fileName: ready.fileName }, stored };
    },
    list: async () => list(),
    usage: async () => mediaUsage(site(), referenceKeysOf(schemaDir)),
    async remove(src) {
      const file = path.join(mediaDir, mediaFileName(src));
      if (!existsSync(file)) return false;
      await rm(file);
      return true;
    },
  };

  async function answer(request: IncomingMessage, response: ServerResponse, server: ViteDevServer, pathname: string) {
    const write = request.method !== 'GET';
    const refused = refusal(request, { port: portOf(server), protocol: server.config.server.https ? 'https' : 'http', write });
    if (refused) return send(response, 403, { message: refused });
    if (pathname === editorMediaPath && request.method === 'GET') return sendAnswer(response, await listRequest(media));
    if (pathname === editorMediaPath && request.method === 'POST') {
      const query = readQuery(request.url ?? '/', uploadQuery);
      if ('message' in query) {
        request.resume();
        return send(response, 400, { message: query.message });
      }
      const bytes = await readLimited(request, maxBytes);
      if (!bytes) return send(response, 413, fileTooLarge(maxBytes));
      const upload = { contentType: request.headers['content-type'], bytes, name: query.values.name ?? '', alt: query.values.alt ?? '' };
      return sendAnswer(response, await uploadRequest(upload, media, devAccount.email));
    }
    if (pathname === `${editorMediaPath}/delete` && request.method === 'POST') {
      const bytes = await readLimited(request, smallBodyLimit);
      if (!bytes) return send(response, 413, tooLarge(smallBodyLimit));
      const read = deleteBody(request.headers['content-type'], bytes.toString('utf8'));
      return sendAnswer(response, 'body' in read ? await deleteRequest(read.body, media) : read.refused);
    }
    request.resume();
    return send(response, 405, { message: `${pathname} does not take ${request.method}.` });
  }

  return {
    name: 'editor-media',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = routePath(request.url ?? '/');
        const fail = (error: Error) => {
          server.config.logger.error(`media: ${error.stack ?? error.message}`, { timestamp: true });
          if (!response.headersSent) send(response, 500, { message: `The media library failed: ${error.message}` });
        };
        if (pathname === editorMediaPath || pathname === `${editorMediaPath}/delete`) return void answer(request, response, server, pathname).catch(fail);
        if (!pathname.startsWith(mediaBase)) return next();
        // an original is served from the library (Vite serves public/ only); a variant is made from it on first request
        const original = parseMediaSrc(pathname);
        if (original) {
          const file = originalFile(pathname);
          if (!file) return next();
          response.writeHead(200, { 'Content-Type': original.ext === 'png' ? 'image/png' : 'image/jpeg', 'Cache-Control': 'no-cache' });
          return void response.end(readFileSync(file));
        }
        variants
          .file(pathname)
          .then((found) => {
            if (!found) return next();
            response.writeHead(200, { 'Content-Type': found.type, 'Cache-Control': 'no-cache' });
            response.end(readFileSync(found.path));
          })
          .catch(fail);
      });
    },
  };
}
