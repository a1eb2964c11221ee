import { escapeHtml } from '../../src/shared/escape-html.ts';

interface CatalogDocument {
  lang: string;
  title: string;
  /** the page's client script: /src/catalog/main.tsx in dev, the built bundle in dist/catalog; none for a page of text */
  script?: string;
  head?: string;
  /** the prerendered page; empty in dev, where the client renders it */
  html?: string;
}


/** The HTML page of the block catalog, for the dev server and `npm run catalog`. */
export function catalogDocument({ lang, title, script, head = '', html = '' }: CatalogDocument): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${escapeHtml(title)}</title>
    ${head}
  </head>
  <body>
    <div id="root">${html}</div>
    ${script ? `<script type="module" src="${escapeHtml(script)}"></script>` : ''}
  </body>
</html>
`;
}
