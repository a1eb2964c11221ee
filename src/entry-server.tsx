import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageData } from '@/content/site-types';
import { createPageDataStore } from '@/content/page-data';
import { App } from '@/app/app';
import { preloadPage } from '@/render/preload-page';

/**
 * Renders one page of a release to HTML with the styled-components CSS it used. Its only input is `data`
 * (with the code of this build): the publish engine relies on that to carry unchanged pages over.
 */
export async function render(data: PageData, url: string): Promise<{ html: string; styles: string }> {
  if (data.page) await preloadPage(data.page);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <App store={createPageDataStore(data)} />
        </StaticRouter>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
