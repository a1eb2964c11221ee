import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { site } from '@/content/site';
import { documentTitle } from '@/shared/document-title';
import { CatalogApp } from './catalog-app';
import { loadCatalogBlocks } from './catalog-blocks';
import { catalogEntries } from './catalog-entries';
import { labels } from './labels';

export interface RenderedCatalog {
  html: string;
  /** the styled-components <style> tags the page used */
  styles: string;
  title: string;
  lang: string;
  blockTypes: string[];
}

/** The catalog page as HTML, for `npm run catalog` (scripts/catalog.ts). */
export async function renderCatalog(): Promise<RenderedCatalog> {
  await loadCatalogBlocks();
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<CatalogApp />));
    return {
      html,
      styles: sheet.getStyleTags(),
      title: documentTitle(labels.title, site.settings.siteName),
      lang: site.settings.language,
      blockTypes: catalogEntries.map((entry) => entry.type),
    };
  } finally {
    sheet.seal();
  }
}
