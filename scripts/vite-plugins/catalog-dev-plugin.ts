import type { Plugin } from 'vite';
import { catalogDocument } from '../lib/catalog-html.ts';

/** Where `npm run dev` shows the block catalog; the production server has no such route. */
export const catalogPath = '/blocks';

/** `npm run dev` serves the block catalog (src/catalog) at /blocks: every block type rendered from its schema example. */
export function catalogDevPlugin(): Plugin {
  return {
    name: 'block-catalog',
    apply: 'serve',
    configureServer(server) {
      // Added before Vite's own middlewares, which would answer /blocks with the site's index.html.
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        if (pathname.replace(/\/$/, '') !== catalogPath || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
        // The site plugin sets the language and the title from site.json; the page names itself once it runs.
        const page = catalogDocument({ lang: 'en', title: 'Block catalog', script: '/src/catalog/main.tsx' });
        server
          .transformIndexHtml(request.url ?? catalogPath, page, request.originalUrl)
          .then((html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(html);
          })
          .catch(next);
      });
    },
  };
}
