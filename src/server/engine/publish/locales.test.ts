// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../../generated/site.ts';
import { clientDir, distDir } from '../../../../scripts/lib/paths.ts';
import { translatedIntoHindi, withHindi } from '../../../../tests/translated-site.ts';
import { ownSiteFile } from '../../../model/paths.ts';
import { readReleaseManifest } from '../releases/release-manifest.ts';
import { dataFile, notFoundFile, pageFile } from '../releases/release-files.ts';
import { liveReleaseId, releaseDir } from '../releases/release-store.ts';
import { createServer } from '../../http/site-server.ts';
import { publish } from './publish.ts';
import { changedPages, pageInputs } from './changed-pages.ts';
import { loadRenderer, type Renderer } from './renderer.ts';

const english = JSON.parse(readFileSync(ownSiteFile, 'utf8')) as Site;
const bilingual = translatedIntoHindi(withHindi(english));
const text = (site: Site) => `${JSON.stringify(site, null, 2)}\n`;
type Loose = Record<string, unknown>;
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let renderer: Renderer;
let dataDir: string;
let dir: string;
beforeAll(async () => {
  renderer = await loadRenderer(distDir);
  dataDir = mkdtempSync(path.join(tmpdir(), 'publish-locales-'));
  const result = await publish({ dataDir, distDir, text: text(bilingual), file: 'site.json', source: 'a test', renderer });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  dir = releaseDir(dataDir, result.release.id);
});

const hindiOf = (site: Site, edit: (draft: Site) => void) => {
  const draft = structuredClone(site);
  edit(draft);
  return draft;
};
const heading = (site: Site, index: number) => site.pages.find((page) => page.path === '/about-us')!.sections[index] as unknown as Loose & { heading: string; translations: { hi: Loose } };

describe('a site in English and Hindi, published together', () => {
  it('has every page in both languages: Hindi under /hi/, with its own not-found page', () => {
    const manifest = readReleaseManifest(dir);
    expect(manifest.locales).toEqual(['en', 'hi']);
    const routes = Object.keys(manifest.routes);
    expect(routes).toHaveLength(english.pages.length * 2);
    for (const page of english.pages) {
      expect(routes).toContain(page.path);
      expect(routes).toContain(page.path === '/' ? '/hi' : `/hi${page.path}`);
    }
    expect(existsSync(pageFile(dir, '/hi'))).toBe(true);
    expect(existsSync(notFoundFile(dir, 'hi'))).toBe(true);
    expect(manifest.notFounds?.hi).toBeDefined();
  });

  it("gives a Hindi page its language, its texts, links within /hi/, alternates and canonical URL", () => {
    const html = readFileSync(pageFile(dir, '/hi/about-us'), 'utf8');
    const about = bilingual.pages.find((page) => page.path === '/about-us')!;
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`<title>${(about.translations!.hi!.title as string)} | Yamuna Softworks</title>`);
    expect(html).toContain('<link rel="canonical" href="https://www.yamunasoftworks.in/hi/about-us" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://www.yamunasoftworks.in/about-us" />');
    expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://www.yamunasoftworks.in/hi/about-us" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.yamunasoftworks.in/about-us" />');
    expect(html).toContain(`>${heading(bilingual, 0).translations.hi.heading as string}<`);
    expect(html).toContain('href="/hi/contact-us"');
    expect(html).not.toContain('href="/contact-us"');
    // the language switch: this page in English, and in Hindi marked current
    expect(html).toMatch(/<a lang="en" hrefLang="en" href="\/about-us"[^>]*>English<\/a>/);
    expect(html).toMatch(/<a lang="hi" hrefLang="hi" aria-current="true" href="\/hi\/about-us"[^>]*>हिन्दी<\/a>/);
  });

  it("keeps each page's data to its own language's texts, without the translations", () => {
    const en = readFileSync(dataFile(dir, '/about-us'), 'utf8');
    const hi = JSON.parse(readFileSync(dataFile(dir, '/hi/about-us'), 'utf8'));
    expect(en).not.toContain('translations');
    expect(en).not.toContain('हिन्दी: ');
    expect(hi.site.settings.language).toBe('hi');
    expect(hi.page.path).toBe('/hi/about-us');
    expect(hi.page.sections[0].heading).toBe(heading(bilingual, 0).translations.hi.heading);
    expect(JSON.stringify(hi)).not.toContain('"translations"');
  });

  it('lists each page in both languages in sitemap.xml, each with its alternates', () => {
    const sitemap = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toContain(
      '<url><loc>https://www.yamunasoftworks.in/hi/about-us</loc><xhtml:link rel="alternate" hreflang="en" href="https://www.yamunasoftworks.in/about-us"/><xhtml:link rel="alternate" hreflang="hi" href="https://www.yamunasoftworks.in/hi/about-us"/></url>',
    );
    expect(sitemap).toContain('<loc>https://www.yamunasoftworks.in/hi/</loc>');
  });

  it('renders only the Hindi page of a changed Hindi heading, and only the English one of a changed English heading', async () => {
    const next = hindiOf(bilingual, (draft) => void (heading(draft, 0).translations.hi.heading = 'नया शीर्षक'));
    const hindi = await publish({ dataDir, distDir, text: text(next), file: 'site.json', source: 'a test', renderer });
    expect(hindi.ok && hindi.release.changed).toEqual(['/hi/about-us']);
    const after = hindiOf(next, (draft) => void (heading(draft, 0).heading = 'A new heading'));
    const englishOnly = await publish({ dataDir, distDir, text: text(after), file: 'site.json', source: 'a test', renderer });
    expect(englishOnly.ok && englishOnly.release.changed).toEqual(['/about-us']);
    const live = releaseDir(dataDir, liveReleaseId(dataDir)!);
    expect(readFileSync(pageFile(live, '/hi/about-us'), 'utf8')).toContain('>नया शीर्षक<');
  });

  it("names the pages a change makes publish render, in every language (the editor's publish dialog and history)", () => {
    const inputsOf = (site: Site) => pageInputs(site, renderer.referenceKeys, renderer.routeKeys);
    const hindiHeading = hindiOf(bilingual, (draft) => void (heading(draft, 0).translations.hi.heading = 'नया शीर्षक'));
    expect(changedPages(inputsOf(bilingual), inputsOf(hindiHeading))).toEqual(['/hi/about-us']);
    const menu = hindiOf(bilingual, (draft) => void ((draft.navigation.cta as unknown as Loose & { translations: { hi: Loose } }).translations.hi.label = 'बात करें'));
    const changed = changedPages(inputsOf(bilingual), inputsOf(menu));
    expect(changed).toHaveLength(english.pages.length);
    expect(changed.every((route) => route.startsWith('/hi'))).toBe(true);
    expect(changedPages(null, inputsOf(bilingual))).toHaveLength(english.pages.length * 2);
  });

  it('shows markup in a translated text as text', async () => {
    const next = hindiOf(bilingual, (draft) => void (heading(draft, 0).translations.hi.heading = '<img src=x onerror=alert(1)>'));
    const result = await publish({ dataDir, distDir, text: text(next), file: 'site.json', source: 'a test', renderer });
    expect(result.ok).toBe(true);
    const html = readFileSync(pageFile(releaseDir(dataDir, liveReleaseId(dataDir)!), '/hi/about-us'), 'utf8');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });
});

describe('a language that falls back to the default', () => {
  it('shows a section with a missing translation whole in English, marked lang="en", and the rest in Hindi', async () => {
    const site = hindiOf(bilingual, (draft) => {
      draft.settings.locales![1]!.fallback = true;
      const about = draft.pages.find((page) => page.path === '/about-us')!;
      // one text of the intro untranslated; a new section with none
      delete (about.sections[0] as unknown as { translations: { hi: Loose } }).translations.hi.heading;
      about.sections.push({ type: 'cta', heading: 'A section added in English', text: 'Its Hindi is still to come.', link: { label: 'Write to us', to: '/contact-us' } } as Site['pages'][number]['sections'][number]);
    });
    const fallbackDir = mkdtempSync(path.join(tmpdir(), 'publish-fallback-'));
    const result = await publish({ dataDir: fallbackDir, distDir, text: text(site), file: 'site.json', source: 'a test', renderer });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const html = readFileSync(pageFile(releaseDir(fallbackDir, result.release.id), '/hi/about-us'), 'utf8');
    const about = site.pages.find((page) => page.path === '/about-us')!;
    const blocks = [...html.matchAll(/<div data-block="([a-z-]+)"( lang="([a-z]+)")?/g)].map((match) => [match[1], match[3] ?? null]);
    expect(blocks).toEqual(about.sections.map((section, index) => ['type' in section && section.type, index === 0 || index === about.sections.length - 1 ? 'en' : null]));
    // the intro's translated texts too are English: a section is in one language
    expect(html).toContain(heading(site, 0).heading);
    expect(html).toContain(escapeText((about.sections[0] as unknown as { lead: string }).lead));
    expect(html).toContain('A section added in English');
    expect(html).toContain(escapeText(heading(site, 1).translations.hi.heading as string));
    // the link of the English section still leads within the Hindi site
    expect(html).toMatch(/href="\/hi\/contact-us"[^>]*>Write to us/);
  });
});

describe('the server with a site in two languages', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    app = await createServer({ clientDir, dataDir });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('answers /hi/ and /hi with the Hindi home page', async () => {
    for (const route of ['/hi/', '/hi']) {
      const response = await fetch(url + route, { headers: { accept: 'text/html' } });
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<html lang="hi">');
    }
  });

  it("answers an unknown path under /hi/ with the Hindi not-found page, and its data with the Hindi not-found data", async () => {
    const page = await fetch(`${url}/hi/nowhere`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(bilingual.systemPages.notFound.translations!.hi!.heading as string);
    const data = await fetch(`${url}/_data/hi/nowhere.json`);
    expect(data.status).toBe(404);
    expect(((await data.json()) as { site: { settings: { language: string } } }).site.settings.language).toBe('hi');
    const english404 = await fetch(`${url}/nowhere`, { headers: { accept: 'text/html' } });
    expect(await english404.text()).toContain('<html lang="en">');
  });
});
