import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageData, SiteShell } from '@/content/site-types';
import { createPageDataStore } from '@/content/page-data';
import { App } from '@/app/app';
import type { FirstScreenImage } from '@/shared/responsive-image';
import { firstScreenImage } from '@/render/first-screen';
import { loadEveryBlock } from '@/render/block-components';
import { recordStyleUses, replayStyleUses, reuseStyleRules, withRules, type StyleUses } from '@/render/style-rules-cache';
import { ChromePartsProvider, holeOf, type ChromeParts, type ChromeSlotName } from '@/layout/chrome-slot';
import { chromePathKey, chromeSiteOf, joinChrome, splitChrome, type ChromeMarkup, type MainPart } from '@/render/shared-chrome';

export type { MainPart };

export interface RenderedPage {
  html: string;
  styles: string;
  /** the image the page loads first, for the head to preload (the not-found page has none) */
  firstScreen?: FirstScreenImage;
  /** its main content, which `join` puts in another header and footer without React (absent: rendered whole) */
  main?: MainPart;
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

/** The page's data as its main content sees it: without the menus and footer, which it cannot show. */
export function mainDataOf(data: PageData): PageData {
  const { navigation: _navigation, footer: _footer, ...site } = data.site;
  return { ...data, site: site as SiteShell };
}

/** What the main content of the page at `url` is rendered from: equal keys, equal main parts. */
export const mainKeyOf = (data: PageData, url: string) => `${url}\n${JSON.stringify(mainDataOf(data))}`;

/**
 * Renders one page of a release to HTML with the styled-components CSS it used. Its only input is `data`
 * (with the code of this build): the publish engine relies on that to carry unchanged pages over. The header and
 * footer are rendered once for all the pages that show them alike, and joined to each page's main content: the
 * same bytes as `renderWhole`.
 */
export async function render(data: PageData, url: string): Promise<RenderedPage> {
  await (blocksLoaded ??= loadEveryBlock());
  const main = renderMain(data, url);
  const page = main && join(data, url, main);
  return page ?? renderWhole(data, url);
}

/**
 * The page with a main part rendered before (by `render`, from data of the same `mainKeyOf`): only the header and
 * footer are rendered, once per release. Undefined when they cannot be joined: render the page then.
 */
export function join(data: PageData, url: string, main: MainPart): RenderedPage | undefined {
  const chrome = chromeFor(data, url);
  const html = chrome ? joinChrome(chrome, main) : undefined;
  if (!chrome || html === undefined) return undefined;
  return withSheet((sheet) => {
    // in the order a whole render uses them: the header's classes, the main content's, the footer's
    for (const uses of [chrome.top, main.uses, chrome.bottom]) replayStyleUses(sheet, uses);
    return { html, styles: sheet.getStyleTags(), firstScreen: firstScreenOf(data), main };
  });
}

/** The page rendered in one piece, header and footer included. */
export async function renderWhole(data: PageData, url: string): Promise<RenderedPage> {
  await (blocksLoaded ??= loadEveryBlock());
  return withSheet((sheet) => {
    const html = renderToString(sheet.collectStyles(tree(data, url)));
    return { html, styles: sheet.getStyleTags(), firstScreen: firstScreenOf(data) };
  });
}

/** `work` with a page's own style sheet, which takes the rules of classes already compiled from the process' cache. */
function withSheet<T>(work: (sheet: ServerStyleSheet) => T): T {
  const sheet = new ServerStyleSheet();
  reuseStyleRules(sheet);
  try {
    return work(sheet);
  } finally {
    sheet.seal();
  }
}

const firstScreenOf = (data: PageData) => (data.page ? firstScreenImage(data.page, data.site) : undefined);

function tree(data: PageData, url: string, parts?: ChromeParts) {
  const app = (
    <StaticRouter location={url}>
      <App store={createPageDataStore(data)} />
    </StaticRouter>
  );
  return parts ? <ChromePartsProvider value={parts}>{app}</ChromePartsProvider> : app;
}

/** The page part: the main content, with holes for the header and footer, and every class it used. */
function renderMain(data: PageData, url: string): MainPart | undefined {
  const uses: StyleUses = [];
  const html = renderRecorded(mainDataOf(data), url, 'page', (slot) => (slot === 'top' || slot === 'bottom' ? undefined : uses));
  const [start, rest, ...more] = html.split(holeOf('top'));
  const [markup, end, ...others] = (rest ?? '').split(holeOf('bottom'));
  if (rest === undefined || end === undefined || more.length || others.length) return undefined;
  return { start: start!, markup: markup!, end, uses: withRules(uses) };
}

function chromeFor(data: PageData, url: string): Chrome | null {
  const site = chromeSiteOf(data.site);
  const key = `${JSON.stringify(site)}\n${chromePathKey(site, url)}`;
  let chrome = chromes.get(key);
  if (chrome === undefined) {
    if (chromes.size > 64) chromes.clear();
    const uses: Record<ChromeSlotName, StyleUses> = { top: [], main: [], bottom: [] };
    const html = renderRecorded({ ...data, site, page: null }, url, 'chrome', (slot) => (slot ? uses[slot] : undefined));
    const markup = splitChrome(html);
    chrome = markup ? { ...markup, top: uses.top, bottom: uses.bottom } : null;
    chromes.set(key, chrome);
    chromesRendered += 1;
  }
  return chrome;
}

/** Renders one part of the page, recording the classes used while each slot renders into `into(slot)`. */
function renderRecorded(data: PageData, url: string, part: ChromeParts['part'], into: (slot: ChromeSlotName | undefined) => StyleUses | undefined): string {
  return withSheet((sheet) => {
    let slot: ChromeSlotName | undefined;
    recordStyleUses(sheet, () => into(slot));
    return renderToString(sheet.collectStyles(tree(data, url, { part, enter: (name) => void (slot = name) })));
  });
}
