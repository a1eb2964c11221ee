import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../content/site-types.ts';
import { readCodeBuild, type CodeBuildFiles } from '../build-manifest.ts';
import { pageDataElementId } from '../../shared/page-data-url.ts';
import { jsonTextInHtml } from '../../shared/json-in-html.ts';
import { referenceKeysOf, type Collection } from '../content/references.ts';
import type { FirstScreenImage } from '../../shared/responsive-image.ts';
import { imagePreload } from './head.ts';

/** src/entry-server.tsx as built. */
interface ServerEntry {
  render(data: PageData, url: string): Promise<{ html: string; styles: string; firstScreen?: FirstScreenImage }>;
}

export interface Renderer {
  build: CodeBuildFiles;
  /** the property names that reference entities, from the build's schema (referenceKeysOf) */
  referenceKeys: Map<string, Collection>;
  /** The whole HTML document of a page: `head` (title, meta), the preload of the image it renders first, the rendered markup and its data (`json`, its JSON). */
  renderPage(data: PageData, json: string, url: string, head: string): Promise<string>;
}

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
  return {
    build,
    referenceKeys: referenceKeysOf(build.schemaDir),
    async renderPage(data, json, url, head) {
      const { html, styles, firstScreen } = await entry.render(data, url);
      // the renderer decided which image the page loads first: the head preloads that one, no other
      const preload = firstScreen ? `\n    ${imagePreload(firstScreen)}` : '';
      // functions as replacements: a "$&" in the content is text, not a pattern
      return template
        .replace(/<html lang="[^"]*">/, () => `<html lang="${data.site.settings.language.replace(/"/g, '')}">`)
        .replace('<!--app-head-->', () => `${head}${preload}\n    ${styles}`)
        .replace('<!--app-html-->', () => html)
        .replace('<!--app-data-->', () => dataScript(json));
    },
  };
}
