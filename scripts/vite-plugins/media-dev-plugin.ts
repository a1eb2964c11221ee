import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { devMediaDir, publicDir, root, schemaDir, siteFile as defaultSiteFile } from '../lib/paths.ts';
import { mediaBase, parseMediaSrc, mediaFileName } from '../../src/shared/media.ts';
import type { Site } from '../../src/generated/site.ts';
import { readJsonBody, readLimited } from '../../src/server/http/json-body.ts';
import { refusal } from './request-guard.ts';
import { routePath } from '../../src/server/http/normal-url.ts';
import { referenceKeysOf } from '../../src/model/references.ts';
import { defaultEditorSettings } from '../../src/server/config/editor-settings.ts';
import { mediaFilesIn } from '../../src/model/media-paths.ts';
import { mediaUsage } from '../../src/server/engine/media/media-usage.ts';
import { prepareUpload } from '../../src/server/engine/media/prepare-upload.ts';
import { MediaRefusal } from '../../src/server/engine/media/media-refusal.ts';
import { formBodyMessage, isFormBody } from '../../src/server/http/media/form-body.ts';
import { mediaFiles } from '../../src/server/engine/media/media-files.ts';
import type { MediaItem } from '../../src/server/db/media-store.ts';
import { createFileAtomically } from '../../src/model/atomic-write.ts';
import { portOf, send } from './editor-api-plugin.ts';

export const editorMediaPath = '/__editor/media';

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
 * `npm run edit` only: the media library is public/media, in the repository (or MEDIA_DIR). An upload is cleaned as
 * on the live site and lands there (commit it with site.json); the variants are made on request into node_modules/.cache.
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
  const usage = () => mediaUsage(site(), referenceKeysOf(schemaDir));

  function list(): (MediaItem & { usedOn: string[] })[] {
    const alts = altTexts(site());
    const used = usage();
    return mediaFilesIn(mediaDir).map((src) => {
      const media = parseMediaSrc(src)!;
      const stat = statSync(path.join(mediaDir, mediaFileName(src)));
      return { src, sha256: '', fileName: path.basename(src), width: media.width, height: media.height, bytes: stat.size, type: media.ext === 'png' ? 'image/png' : 'image/jpeg', alt: alts.get(src) ?? '', uploadedBy: '', uploadedAt: stat.mtime.toISOString(), usedOn: used.get(src) ?? [] };
    });
  }

  async function upload(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (isFormBody(request.headers['content-type'])) {
      request.resume();
      return send(response, 415, { message: formBodyMessage });
    }
    // one byte more than the limit, so that the cleaner says the file is too large
    const bytes = (await readLimited(request, maxBytes + 1)) ?? Buffer.alloc(maxBytes + 1);
    try {
      const ready = await prepareUpload(bytes, url.searchParams.get('name') ?? '', { maxBytes, maxPixels });
      const file = path.join(mediaDir, mediaFileName(ready.src));
      // a checkout has no public/media until its first upload
      await mkdir(mediaDir, { recursive: true });
      const stored = await createFileAtomically(file, ready.bytes);
      const item = list().find((each) => each.src === ready.src)!;
      return send(response, stored ? 201 : 200, { item: { ...item, alt: url.searchParams.get('alt') ?? item.alt, fileName: ready.fileName }, stored });
    } catch (error) {
      if (error instanceof MediaRefusal) return send(response, error.status, { message: error.message });
      throw error;
    }
  }

  async function remove(request: IncomingMessage, response: ServerResponse) {
    const read = await readJsonBody(request, 16 * 1024);
    if (!read.ok) return send(response, read.status, { message: read.message });
    const src = (read.body as { src?: unknown } | null)?.src;
    if (typeof src !== 'string' || !parseMediaSrc(src)) return send(response, 400, { message: '"src" must be the path of an uploaded image, /media/….' });
    const usedOn = usage().get(src) ?? [];
    if (usedOn.length) return send(response, 409, { message: `${src} is used on ${usedOn.join(', ')} in site.json, so it was not deleted. Choose another image there first.`, usedOn });
    const file = path.join(mediaDir, mediaFileName(src));
    if (!existsSync(file)) return send(response, 404, { message: `There is no uploaded image ${src}.` });
    await rm(file);
    return send(response, 200, { deleted: src });
  }

  async function answer(request: IncomingMessage, response: ServerResponse, server: ViteDevServer, pathname: string) {
    const write = request.method !== 'GET';
    const refused = refusal(request, { port: portOf(server), protocol: server.config.server.https ? 'https' : 'http', write });
    if (refused) return send(response, 403, { message: refused });
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === editorMediaPath && request.method === 'GET') return send(response, 200, { items: list() });
    if (pathname === editorMediaPath && request.method === 'POST') return upload(request, response, url);
    if (pathname === `${editorMediaPath}/delete` && request.method === 'POST') return remove(request, response);
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
