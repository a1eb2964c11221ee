// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Site } from '@/generated/site';
import { chromeRenders, join, mainKeyOf, render, renderWhole } from '@/entry-server';
import { pageDataSource } from '../model/page-data';
import { referenceKeysOf, routeKeysOf } from '../model/references';
import { languagePages, languageSites } from '../server/engine/publish/language-sites';
import { defaultLanguageOnly } from '@/shared/localize';
import { schemaDir } from '../../scripts/lib/paths';
import { generateSite } from '../../scripts/lib/generate-site';
import { chromePathKey, chromeSiteOf, joinChrome, splitChrome } from './shared-chrome';
import { holeOf } from '@/layout/chrome-slot';

const bilingual = JSON.parse(readFileSync('site.json', 'utf8')) as Site;
// the chrome's economy is a one-language site's: with a language switch, each page's header links to itself
const own = defaultLanguageOnly(bilingual);

describe('the header and footer rendered once per release', () => {
  it('gives every page the same bytes as rendering it whole, from a few renders of the chrome', async () => {
    for (const site of [own, generateSite(40)]) {
      const source = pageDataSource(site, 'test', referenceKeysOf(schemaDir));
      const before = chromeRenders();
      for (const page of [...site.pages, null]) {
        const url = page?.path ?? '/_not-found';
        const data = source.dataOf(page);
        const joined = await render(data, url);
        const whole = await renderWhole(data, url);
        // joined, not rendered whole as a fallback
        expect(joined.main, url).toBeDefined();
        expect(joined.html, url).toBe(whole.html);
        expect(joined.styles, url).toBe(whole.styles);
        expect(joined.html, url).toContain('<header');
        expect(joined.html, url).toContain('<footer');
      }
      // one per page a menu links to, one for the rest
      expect(chromeRenders() - before).toBeLessThan(own.pages.length + 2);
    }
  });

  it('gives every page of every language the same bytes as rendering it whole', async () => {
    const keys = referenceKeysOf(schemaDir);
    for (const { route, page, language } of languagePages(languageSites(bilingual, keys, routeKeysOf(schemaDir)))) {
      const data = language.data.dataOf(page);
      const joined = await render(data, route);
      const whole = await renderWhole(data, route);
      expect(joined.main, route).toBeDefined();
      expect(joined.html, route).toBe(whole.html);
      expect(joined.styles, route).toBe(whole.styles);
    }
  });

  it('puts each page\'s main part, rendered before, into a changed menu and footer: the same bytes as rendering it again', async () => {
    const before = pageDataSource(own, 'test', referenceKeysOf(schemaDir));
    const site = structuredClone(own);
    (site.navigation.items[1] as { label: string }).label = 'Who we are';
    site.footer.columns[0]!.links.push({ label: 'Services', to: '/service' });
    const after = pageDataSource(site, 'test', referenceKeysOf(schemaDir));
    for (const [index, page] of own.pages.entries()) {
      const { main } = await render(before.dataOf(page), page.path);
      const data = after.dataOf(site.pages[index]!);
      expect(mainKeyOf(data, page.path)).toBe(mainKeyOf(before.dataOf(page), page.path));
      const joined = join(data, page.path, main!)!;
      const whole = await renderWhole(data, page.path);
      expect(joined.html, page.path).toBe(whole.html);
      expect(joined.styles, page.path).toBe(whole.styles);
      expect(joined.html, page.path).toContain('Who we are');
    }
  });

  it('keys the chrome by the menu entries a path is on, not by the path', () => {
    const site = chromeSiteOf(pageDataSource(own, 'test', referenceKeysOf(schemaDir)).dataOf(null).site);
    expect(chromePathKey(site, '/generated/page-1')).toBe(chromePathKey(site, '/generated/page-2'));
    expect(chromePathKey(site, '/about-us')).not.toBe(chromePathKey(site, '/generated/page-1'));
    expect(chromePathKey(site, '/custom-software-development')).not.toBe(chromePathKey(site, '/service'));
    // a link relative to the page makes its whole path part of the key
    const relative = { ...site, footer: { ...site.footer, columns: [{ title: 'More', links: [{ label: 'Up', to: '../' }] }] } };
    expect(chromePathKey(relative as typeof site, '/generated/page-1')).not.toBe(chromePathKey(relative as typeof site, '/generated/page-2'));
  });

  it('keeps only the services a menu names: the chrome cannot show a list narrowed for one page', () => {
    const site = chromeSiteOf(pageDataSource(own, 'test', referenceKeysOf(schemaDir)).dataOf(own.pages[0]!).site);
    expect(site.services.map((service) => service.id).sort()).toEqual(['custom-software-development', 'it-consulting', 'mobile-app-development', 'web-development']);
    expect([site.projects, site.testimonials, site.faqs, site.statistics]).toEqual([[], [], [], []]);
  });

  it('joins a main part only to a chrome part that matches it outside the holes', () => {
    const chrome = splitChrome(`<!--$--><header>h</header>${holeOf('main')}<footer>f</footer><!--/$-->`)!;
    const main = { start: '<!--$-->', markup: '<main>m</main>', end: '<!--/$-->', uses: [] };
    expect(joinChrome(chrome, main)).toBe('<!--$--><header>h</header><main>m</main><footer>f</footer><!--/$-->');
    const preload = '<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>';
    expect(joinChrome(chrome, { ...main, start: `${preload}<!--$-->` })).toBe(`${preload}<!--$--><header>h</header><main>m</main><footer>f</footer><!--/$-->`);
    expect(joinChrome({ ...chrome, before: preload + chrome.before }, main)).toBeUndefined();
    expect(joinChrome(chrome, { ...main, start: '<div>' })).toBeUndefined();
    expect(joinChrome(chrome, { ...main, end: '</div>' })).toBeUndefined();
    expect(splitChrome('<header>h</header>')).toBeUndefined();
  });
});
