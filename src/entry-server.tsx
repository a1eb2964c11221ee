import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { site } from '@/content/site';
import { hasPage, loadPage } from '@/content/pages';
import { App } from '@/app/app';
import { preloadPage } from '@/render/preload-page';

// The prerender's content: the site's settings and system pages, and each page whole for its head tags.
export { site, loadPage };

/** Renders one URL to HTML with the styled-components CSS it used, for the prerender at build time. */
export async function render(url: string): Promise<{ html: string; styles: string }> {
  if (hasPage(url)) await preloadPage(url);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <App site={site} />
        </StaticRouter>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
