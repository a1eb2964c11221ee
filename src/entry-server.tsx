import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageData } from '@/content/site-types';
import { createPageDataStore } from '@/content/page-data';
import { App } from '@/app/app';
import type { FirstScreenImage } from '@/shared/responsive-image';
import { firstScreenImage } from '@/render/first-screen';
import { loadEveryBlock } from '@/render/block-components';
import { recordStyleUses, replayStyleUses, reuseStyleRules, type StyleUses } from '@/render/style-rules-cache';
import { ChromePartsProvider, type ChromeParts, type ChromeSlotName } from '@/layout/chrome-slot';
import { chromePathKey, chromeSiteOf, joinChrome, splitChrome, type ChromeMarkup } from '@/render/shared-chrome';

export interface RenderedPage {
  html: string;
  styles: string;
  /** the image the page loads first, for the head to preload (the not-found page has none) */
  firstScreen?: FirstScreenImage;
}

// once per process, before its first page (see loadEveryBlock)
let blocksLoaded: Promise<void> | undefined;

/** The header and footer as rendered once, with the classes each part used. */
interface Chrome extends ChromeMarkup {
  top: StyleUses;
  bottom: StyleUses;
}

// a release has one chrome per distinct current menu entry: a few, whatever the number of pages
const chromes = new Map<string, Chrome | null>();
let chromesRendered = 0;

/** How many times this process rendered the header and footer: once per release and current menu entry. */
export const chromeRenders = () => chromesRendered;

/**
 * Renders one page of a release to HTML with the styled-components CSS it used. Its only input is `data`
 * (with the code of this build): the publish engine relies on that to carry unchanged pages over. The header and
 * footer are rendered once for all the pages that show them alike, and joined to each page's main content: the
 * same bytes as `renderWhole`.
 */
export async function render(data: PageData, url: string): Promise<RenderedPage> {
  await (blocksLoaded ??= loadEveryBlock());
  const chrome = chromeFor(data, url);
  if (!chrome) return renderWhole(data, url);
  const page = renderPart(data, url, 'page', chrome);
  const html = joinChrome(chrome, page.html);
  if (html === undefined) return renderWhole(data, url);
  return { html, styles: page.styles, firstScreen: data.page ? firstScreenImage(data.page, data.site) : undefined };
}

/** The page rendered in one piece, header and footer included. */
export async function renderWhole(data: PageData, url: string): Promise<RenderedPage> {
  await (blocksLoaded ??= loadEveryBlock());
  const { html, styles } = renderPart(data, url);
  return { html, styles, firstScreen: data.page ? firstScreenImage(data.page, data.site) : undefined };
}

function chromeFor(data: PageData, url: string): Chrome | null {
  const site = chromeSiteOf(data.site);
  const key = `${JSON.stringify(site)}\n${chromePathKey(site, url)}`;
  let chrome = chromes.get(key);
  if (chrome === undefined) {
    if (chromes.size > 64) chromes.clear();
    const uses: Record<ChromeSlotName, StyleUses> = { top: [], main: [], bottom: [] };
    const { html } = renderPart({ ...data, site, page: null }, url, 'chrome', undefined, uses);
    const markup = splitChrome(html);
    chrome = markup ? { ...markup, top: uses.top, bottom: uses.bottom } : null;
    chromes.set(key, chrome);
    chromesRendered += 1;
  }
  return chrome;
}

/**
 * Renders the whole page (no `part`), or one part of it: `chrome` records the classes each slot uses into `uses`,
 * `page` puts in the classes `chrome` used, where rendering them here would have.
 */
function renderPart(data: PageData, url: string, part?: ChromeParts['part'], chrome?: Chrome, uses?: Record<ChromeSlotName, StyleUses>) {
  const sheet = new ServerStyleSheet();
  reuseStyleRules(sheet);
  let slot: ChromeSlotName | undefined;
  if (uses) recordStyleUses(sheet, () => (slot ? uses[slot] : undefined));
  const parts: ChromeParts = { part: part ?? 'page', enter: (name) => void (slot = name) };
  try {
    if (chrome) replayStyleUses(sheet, chrome.top);
    const app = (
      <StaticRouter location={url}>
        <App store={createPageDataStore(data)} />
      </StaticRouter>
    );
    const html = renderToString(sheet.collectStyles(part ? <ChromePartsProvider value={parts}>{app}</ChromePartsProvider> : app));
    if (chrome) replayStyleUses(sheet, chrome.bottom);
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
