import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageData } from '@/content/site-types';
import { createPageDataStore } from '@/content/page-data';
import { App } from '@/app/app';
import type { FirstScreenImage } from '@/shared/responsive-image';
import { firstScreenImage } from '@/render/first-screen';
import { loadEveryBlock } from '@/render/block-components';
import { reuseStyleRules } from '@/render/style-rules-cache';

export interface RenderedPage {
  html: string;
  styles: string;
  /** the image the page loads first, for the head to preload (the not-found page has none) */
  firstScreen?: FirstScreenImage;
}

/**
 * Renders one page of a release to HTML with the styled-components CSS it used. Its only input is `data`
 * (with the code of this build): the publish engine relies on that to carry unchanged pages over.
 */
// once per process, before its first page (see loadEveryBlock)
let blocksLoaded: Promise<void> | undefined;

export async function render(data: PageData, url: string): Promise<RenderedPage> {
  await (blocksLoaded ??= loadEveryBlock());
  const sheet = new ServerStyleSheet();
  reuseStyleRules(sheet);
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <App store={createPageDataStore(data)} />
        </StaticRouter>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), firstScreen: data.page ? firstScreenImage(data.page, data.site) : undefined };
  } finally {
    sheet.seal();
  }
}
