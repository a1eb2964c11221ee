import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../../content/site-types.ts';
import { readCodeBuild, type CodeBuildFiles } from '../../config/build-manifest.ts';
import { pageDataElementId } from '../../../shared/page-data-url.ts';
import { jsonTextInHtml } from '../../../shared/json-in-html.ts';
import { referenceKeysOf, routeKeysOf, type Collection } from '../../../model/references.ts';
import type { FirstScreenImage } from '../../../shared/responsive-image.ts';
import { imagePreload } from './head.ts';
import { scriptOf } from '../../../shared/localize.ts';

/** A page's main content rendered without its header and footer (src/render/shared-chrome.ts): JSON data. */
export interface MainPart {
  start: string;
  markup: string;
  end: string;
  uses: [string, string, string[]?][];
}

interface RenderedPage {
  html: string;
  styles: string;
  firstScreen?: FirstScreenImage;
  main?: MainPart;
}

/** src/entry-server.tsx as built. */
interface ServerEntry {
  render(data: PageData, url: string): Promise<RenderedPage>;
  join(data: PageData, url: string, main: MainPart): RenderedPage | undefined;
  mainKeyOf(data: PageData, url: string): string;
}

/** A page's document, and its main part when it can be joined to another header and footer later. */
export interface RenderedDocument {
  document: string;
  main?: MainPart;
  /** made from the main part it was given, without rendering the main content again */
  joined: boolean;
}

export interface Renderer {
  build: CodeBuildFiles;
  /** the property names that reference entities, from the build's schema (referenceKeysOf) */
  referenceKeys: Map<string, Collection>;
  /** the property names that hold routes, from the build's schema (routeKeysOf): another language's pages prefix them */
  routeKeys: string[];
  /** the URL of the code build's Devanagari web font, which a publish subsets to its pages (release-font.ts) */
  devanagariFont?: string;
  /** The whole HTML document of a page: `head` (title, meta), the preload of the image it renders first, the rendered markup and its data (`json`, its JSON). */
  renderPage(data: PageData, json: string, url: string, head: string): Promise<string>;
  /** As renderPage; with `main` (rendered before from data of the same mainKeyOf), only the header and footer render. */
  renderDocument(data: PageData, json: string, url: string, head: string, main?: MainPart): Promise<RenderedDocument>;
  /** What the page's main content is rendered from: equal keys, equal main parts. */
  mainKeyOf(data: PageData, url: string): string;
}

/**
 * The face of a release's Devanagari subset (release-font.ts): the family the theme names before the whole font
 * (theme.fonts.body), over the whole font's characters (`range`); the subset keeps the weights the site uses.
 */
const subsetFace = (src: string, range: string) =>
  `@font-face{font-family:'Noto Sans Devanagari Page';font-style:normal;font-display:swap;font-weight:400 800;src:url(${src}) format('woff2');unicode-range:${range}}`;

/** The element that carries a page's data (`json`, its JSON text) in its HTML. */
export const dataScript = (json: string) => `<script type="application/json" id="${pageDataElementId}">${jsonTextInHtml(json)}</script>`;

/** The renderer and the page template of the code build in `distDir`. */
export async function loadRenderer(distDir: string): Promise<Renderer> {
  const build = readCodeBuild(distDir);
  const template = readFileSync(build.templateFile, 'utf8');
  for (const mark of ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->']) {
    if (!template.includes(mark)) throw new Error(`${build.templateFile} has no ${mark}: run npm run build.`);
  }
  const entry = (await import(pathToFileURL(build.rendererFile).href)) as ServerEntry;
  // a page in a language written in Devanagari preloads that font with its HTML, as every page does the Latin one
  // (and its unicode-range, which the release's subset is declared over)
  const [, devanagari, devanagariRange] = /url\((\/assets\/noto-sans-devanagari-devanagari-[\w-]+\.woff2)\)[^;}]*;unicode-range:([^;}]+)/.exec(template) ?? [];
  const preloadOf = (href: string) => `\n    <link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`;
  // a page with its release's subset: that first for its script's characters, the whole font for any other text
  // (what a visitor types); a preview of a draft has none and loads the whole font
  const fontPreloadOf = (data: PageData) => {
    if (data.font && devanagariRange) return `${preloadOf(data.font)}\n    <style>${subsetFace(data.font, devanagariRange)}</style>`;
    return devanagari && scriptOf(data.site.settings.language) === 'Deva' ? preloadOf(devanagari) : '';
  };
  // functions as replacements: a "$&" in the content is text, not a pattern
  const documentOf = ({ html, styles, firstScreen }: RenderedPage, data: PageData, json: string, head: string) => {
    // the renderer decided which image the page loads first: the head preloads that one, no other
    const preload = `${fontPreloadOf(data)}${firstScreen ? `\n    ${imagePreload(firstScreen)}` : ''}`;
    return template
      .replace(/<html lang="[^"]*">/, () => `<html lang="${data.site.settings.language.replace(/"/g, '')}">`)
      .replace('<!--app-head-->', () => `${head}${preload}\n    ${styles}`)
      .replace('<!--app-html-->', () => html)
      .replace('<!--app-data-->', () => dataScript(json));
  };
  async function renderDocument(data: PageData, json: string, url: string, head: string, main?: MainPart): Promise<RenderedDocument> {
    const joined = main && entry.join(data, url, main);
    if (joined) return { document: documentOf(joined, data, json, head), main, joined: true };
    const page = await entry.render(data, url);
    return { document: documentOf(page, data, json, head), main: page.main, joined: false };
  }
  return {
    build,
    devanagariFont: devanagari,
    referenceKeys: referenceKeysOf(build.schemaDir),
    routeKeys: routeKeysOf(build.schemaDir),
    renderDocument,
    async renderPage(data, json, url, head) {
      return (await renderDocument(data, json, url, head)).document;
    },
    mainKeyOf: (data, url) => entry.mainKeyOf(data, url),
  };
}
