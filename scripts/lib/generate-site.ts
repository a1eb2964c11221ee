import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Block, Site } from '../../src/generated/site.ts';
import { defaultLanguageOnly } from '../../src/shared/localize.ts';
import { root, schemaDir } from './paths.ts';

/** The repo's site.json in its default language alone, or in all its languages (`locales: 'all'`). */
function ownSite(locales: 'default' | 'all'): Site {
  const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
  return locales === 'all' ? site : defaultLanguageOnly(site);
}

/**
 * The repo's site.json grown to `pages` pages with generated ones made of its own blocks, for the
 * benchmarks that measure how the build and the editor scale. In one language unless `locales` is 'all':
 * then each generated page has its Hindi too (its sections, taken from translated pages, have theirs).
 */
export function generateSite(pages: number, { locales = 'default' }: { locales?: 'default' | 'all' } = {}): Site {
  const site = ownSite(locales);
  const pool = site.pages.flatMap((page) => page.sections).filter((section): section is Block => 'type' in section);
  site.$schema = path.join(schemaDir, 'site.schema.json');
  for (let i = site.pages.length; i < pages; i += 1) {
    // anchors must be unique on a page, and the same block may be picked twice
    const sections = Array.from({ length: 4 }, (_, k) => ({ ...structuredClone(pool[(i * 5 + k * 3) % pool.length]!), id: undefined })) as Block[];
    site.pages.push({
      path: `/generated/page-${i}`,
      title: `Generated page ${i}`,
      description: `A generated page number ${i} made of existing blocks, to measure how the build scales.`,
      breadcrumb: `Page ${i}`,
      sections,
      ...(locales === 'all' && {
        translations: { hi: { title: `बनाया गया पेज ${i}`, description: `मौजूदा ब्लॉकों से बना पेज ${i}, यह मापने के लिए कि बिल्ड कैसे बढ़ता है।`, breadcrumb: `पेज ${i}` } },
      }),
    });
  }
  return site;
}

/**
 * The repo's site.json with `pages` pages in all, the added ones as small as a valid page can be (a path, a
 * title, no sections): 100,000 pages are ~5 MB, the size of body that tests how validation scales with pages.
 */
export function leanSite(pages: number): Site {
  const site = ownSite('default');
  for (let i = site.pages.length; i < pages; i += 1) site.pages.push({ path: `/p/${i}`, title: `Page ${i}`, sections: [] });
  return site;
}
