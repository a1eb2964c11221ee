import { escapeHtml } from '../../src/shared/escape-html.ts';
import { toolDocument } from '../../src/shared/tool-document.ts';

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
  const scriptTag = script ? `<script type="module" src="${escapeHtml(script)}"></script>` : '';
  return toolDocument({ lang, title, robots: 'noindex', head, body: `<div id="root">${html}</div>\n    ${scriptTag}` });
}
