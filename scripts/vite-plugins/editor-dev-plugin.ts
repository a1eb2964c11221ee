import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { catalogDocument } from '../lib/catalog-html.ts';
import { escapeHtml } from '../../src/shared/escape-html.ts';
import { loadSite } from '../../src/model/save-site.ts';
import { createEditorBundler, editorBundleBase, type BundlePage, type EditorBundler } from '../lib/editor/editor-bundle.ts';
import { editorEntries, type EditorEntry } from '../lib/editor/editor-entries.ts';
import { devMediaDir, root, siteFile as defaultSiteFile } from '../lib/paths.ts';
import { bundleTypes } from '../../src/server/http/editor/editor-html.ts';

/** Where `npm run dev` serves the visual editor; the production build and server have no such route. */
export const editorPath = '/edit';
/** The preview iframe's page, which renders the draft with the real blocks. */
export const editorPreviewPath = '/edit/preview';
/** The page of one block's example, drawn small in the block catalog ("Add section"). */
export const editorBlockPreviewPath = '/edit/block-preview';
/** The block and shared-content schemas the editor's forms are generated from. */
export const editorSchemaPath = '/__editor/schema';

// The editor's only entries: nothing in the site's own client imports src/editor, so no build contains it.
const pages: Record<string, { title: string; entry: EditorEntry }> = {
  [editorPath]: { title: 'Site editor', entry: 'editor' },
  [editorPreviewPath]: { title: 'Preview', entry: 'preview' },
  [editorBlockPreviewPath]: { title: 'Block preview', entry: 'blockPreview' },
};


const defaultSchemaModule = path.join(root, 'src/model/editor-schema.ts');

interface EditorSchemaModule {
  editorSchemas(options: { site?: unknown; mediaDirectory?: string }): unknown;
}

function sendHtml(response: ServerResponse, html: string) {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.end(html);
}

// A bundle's file names carry their contents' hash: a browser keeps them until the bundle changes.
function sendBundleFile(response: ServerResponse, file: string) {
  response.setHeader('Content-Type', bundleTypes[path.extname(file)] ?? 'application/octet-stream');
  response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  createReadStream(file).pipe(response);
}

function bundledPage(title: string, { script, css, preload }: BundlePage): string {
  const head = [...css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`), ...preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" />`)];
  return catalogDocument({ lang: 'en', title, script, head: head.join('\n    ') });
}

// A bundle that does not build leaves the editor with a page that says why, in the browser and in the terminal.
function buildFailedPage(error: Error): string {
  const html = `<main><h1>The editor could not be built</h1><pre>${escapeHtml(error.message)}</pre><p>Fix the source and reload this page, or run the dev server with EDITOR_DEV=1.</p></main>`;
  return catalogDocument({ lang: 'en', title: 'The editor could not be built', html });
}

async function sendPage(server: ViteDevServer, request: Connect.IncomingMessage, response: ServerResponse, page: { title: string; entry: EditorEntry }, bundler: EditorBundler | undefined) {
  if (bundler) {
    try {
      return sendHtml(response, bundledPage(page.title, (await bundler.current()).pages[page.entry]));
    } catch (error) {
      server.config.logger.error(`editor: ${(error as Error).message}`, { timestamp: true });
      response.statusCode = 500;
      return sendHtml(response, buildFailedPage(error as Error));
    }
  }
  // unbundled (EDITOR_DEV=1): Vite serves each module and reloads it when it changes
  const html = catalogDocument({ lang: 'en', title: page.title, script: `/${editorEntries[page.entry]}` });
  sendHtml(response, await server.transformIndexHtml(request.url ?? editorPath, html, request.originalUrl));
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
    sendJson(response, 200, module.editorSchemas({ site: loaded.site, mediaDirectory: devMediaDir }));
  } catch (error) {
    server.config.logger.error(`editor schemas: ${(error as Error).message}`, { timestamp: true });
    sendJson(response, 500, { message: `The editor's schemas could not be built: ${(error as Error).message}` });
  }
}

export interface EditorDevOptions {
  /** the module exporting editorSchemas(), replaceable for tests */
  schemaModule?: string;
  siteFile?: string;
  /** where the pages' code comes from: a production bundle (the default), or false for Vite's modules with hot reload (EDITOR_DEV=1) */
  bundle?: EditorBundler | false;
}

/**
 * `npm run dev` serves the visual editor (src/editor) at /edit, its preview pages and the schemas its forms
 * use, with `siteFile`'s routes and ids. The pages load a production bundle of the editor that the dev server
 * builds and keeps (editor/editor-bundle.ts): unbundled development code took two cores ~2 s to start.
 */
export function editorDevPlugin({ schemaModule = defaultSchemaModule, siteFile = defaultSiteFile, bundle }: EditorDevOptions = {}): Plugin {
  return {
    name: 'site-editor',
    apply: 'serve',
    configureServer(server) {
      const log = (line: string) => server.config.logger.info(`  editor: ${line}`, { timestamp: true });
      const bundler = bundle === false ? undefined : (bundle ?? (process.env.EDITOR_DEV === '1' ? undefined : createEditorBundler({ log })));
      // a change of a source makes the next page of the editor hash them again (and build, when they changed)
      server.watcher.on('all', () => bundler?.invalidate());
      // `npm run edit` is `npm run dev`: the editor's address is printed beside Vite's own.
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address();
        if (!address || typeof address === 'string') return;
        const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
        server.config.logger.info(`  ➜  Editor: http://${host}:${address.port}${editorPath}`);
        // built (when the sources changed) before its first page is asked for
        bundler?.current().catch(() => {});
      });
      // Added before Vite's own middlewares, which would answer /edit with the site's index.html.
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (pathname === editorSchemaPath) return void sendSchemas(server, response, schemaModule, siteFile);
        if (pathname.startsWith(editorBundleBase)) {
          const file = bundler?.file(pathname);
          if (file) return sendBundleFile(response, file);
          response.statusCode = 404;
          return void response.end();
        }
        const page = pages[pathname.replace(/(.)\/$/, '$1')];
        if (!page) return next();
        sendPage(server, request, response, page, bundler).catch(next);
      });
    },
  };
}
