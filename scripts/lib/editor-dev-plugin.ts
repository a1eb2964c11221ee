import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { catalogDocument } from './catalog-html.ts';
import { loadSite } from './editor/save-site.ts';
import { root, siteFile as defaultSiteFile } from './paths.ts';

/** Where `npm run dev` serves the visual editor; the production build and server have no such route. */
export const editorPath = '/edit';
/** The preview iframe's page, which renders the draft with the real blocks. */
export const editorPreviewPath = '/edit/preview';
/** The page of one block's example, drawn small in the block catalog ("Add section"). */
export const editorBlockPreviewPath = '/edit/block-preview';
/** The block and shared-content schemas the editor's forms are generated from. */
export const editorSchemaPath = '/__editor/schema';

// The editor's only entries: nothing in the site's own client imports src/editor, so no build contains it.
const pages: Record<string, { title: string; script: string }> = {
  [editorPath]: { title: 'Site editor', script: '/src/editor/main.tsx' },
  [editorPreviewPath]: { title: 'Preview', script: '/src/editor/preview/preview-main.tsx' },
  [editorBlockPreviewPath]: { title: 'Block preview', script: '/src/editor/preview/block-preview-main.tsx' },
};

const defaultSchemaModule = path.join(root, 'scripts/lib/editor/editor-schema.ts');

interface EditorSchemaModule {
  editorSchemas(options: { site?: unknown }): unknown;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

// Loaded through Vite on each request, so an edit of the schema module or of schema/ is picked up, and a
// missing or broken module is a 500 with its reason rather than a dev server that does not start.
async function sendSchemas(server: ViteDevServer, response: ServerResponse, schemaModule: string, siteFile: string) {
  if (!existsSync(schemaModule)) {
    return sendJson(response, 500, { message: `${path.relative(root, schemaModule)} does not exist: the editor's schemas cannot be built.` });
  }
  try {
    const module = (await server.ssrLoadModule(schemaModule)) as Partial<EditorSchemaModule>;
    if (typeof module.editorSchemas !== 'function') throw new Error(`${path.relative(root, schemaModule)} exports no editorSchemas()`);
    // the editor API's parsed copy of site.json (its routes and ids become enums), not a second read and parse of up to 5 MB
    const loaded = loadSite(siteFile);
    if (!loaded.ok) throw new Error(loaded.message);
    sendJson(response, 200, module.editorSchemas({ site: loaded.site }));
  } catch (error) {
    server.config.logger.error(`editor schemas: ${(error as Error).message}`, { timestamp: true });
    sendJson(response, 500, { message: `The editor's schemas could not be built: ${(error as Error).message}` });
  }
}

/**
 * `npm run dev` serves the visual editor (src/editor) at /edit, its preview pages and the schemas its forms
 * use (`schemaModule`: the module exporting editorSchemas(), replaceable for tests), with `siteFile`'s routes and ids.
 */
export function editorDevPlugin({ schemaModule = defaultSchemaModule, siteFile = defaultSiteFile }: { schemaModule?: string; siteFile?: string } = {}): Plugin {
  return {
    name: 'site-editor',
    apply: 'serve',
    configureServer(server) {
      // `npm run edit` is `npm run dev`: the editor's address is printed beside Vite's own.
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (!address || typeof address === 'string') return;
        const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
        server.config.logger.info(`  ➜  Editor: http://${host}:${address.port}${editorPath}`);
      });
      // Added before Vite's own middlewares, which would answer /edit with the site's index.html.
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (pathname === editorSchemaPath) return void sendSchemas(server, response, schemaModule, siteFile);
        const page = pages[pathname.replace(/(.)\/$/, '$1')];
        if (!page) return next();
        const html = catalogDocument({ lang: 'en', title: page.title, script: page.script });
        server
          .transformIndexHtml(request.url ?? editorPath, html, request.originalUrl)
          .then((document) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(document);
          })
          .catch(next);
      });
    },
  };
}
