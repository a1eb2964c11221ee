import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Site } from '../../src/generated/site.ts';
import { documentTitle } from '../../src/shared/document-title.ts';
import { root } from '../../scripts/lib/paths.ts';
import { localePath } from '../../src/shared/localize.ts';
import { openPage, sharedBrowser } from './chromium.ts';

const baseURL = inject('baseURL');
const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
const html = { accept: 'text/html' };

// Hydration of every route without a warning is checked on the same visit as its accessibility: a11y.test.ts.
describe.skipIf(!inject('browserTests'))('prerendered pages', () => {
  const browser = sharedBrowser();

  it.each(site.pages.map((page) => [page.path, page] as const))('serves %s as HTML with its content and meta tags', async (route, page) => {
    const response = await fetch(baseURL + route, { headers: html });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`<html lang="${site.settings.language}">`);
    expect(text).toContain(`<title>${documentTitle(page.title, site.settings.siteName).replace(/&/g, '&amp;')}</title>`);
    if (page.description) expect(text).toContain(`<meta name="description" content="${page.description.replace(/&/g, '&amp;')}" />`);
    else expect(text).not.toContain('<meta name="description"');
    expect(text).toContain(`<link rel="canonical" href="${site.settings.siteUrl}${route}" />`);
    expect(text).toContain('<meta property="og:title"');
    expect(text).toContain('<meta name="twitter:card"');
    expect(text).toMatch(/<style data-styled[^>]*>[^<]{1000,}/);
    expect(text).toMatch(/<h1[^>]*>/);
    expect(text.includes('"@type":"Organization"')).toBe(route === '/');
    expect(text.includes('content="noindex"')).toBe(page.noindex === true);
  });

  it('puts the company facts in JSON-LD on the home page', async () => {
    const text = await (await fetch(`${baseURL}/`, { headers: html })).text();
    const json = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(text)![1]!);
    expect(json).toMatchObject({ '@type': 'Organization', foundingDate: '2008', telephone: site.settings.contact.phone, email: site.settings.contact.email });
    expect(json.address).toMatchObject({ addressLocality: 'Agra', addressRegion: 'Uttar Pradesh' });
  });

  it('answers unknown paths with 404 and the prerendered not-found page, not indexed', async () => {
    const response = await fetch(`${baseURL}/definitely/not/here`, { headers: html });
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).toContain('We can’t find the page you are looking for');
    expect(text).toContain('content="noindex"');
  });

  it('lists the indexable pages in sitemap.xml and points robots.txt at it', async () => {
    const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    // each page in English, then in Hindi under /hi/
    const indexable = site.pages.filter((p) => !p.noindex).map((p) => p.path);
    expect(locs).toEqual(indexable.flatMap((p) => [p, localePath(p, 'hi', 'en')]).map((p) => site.settings.siteUrl + p));
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site.settings.siteUrl}/sitemap.xml`);
  });

  it('shows styled content without JavaScript', async () => {
    const { page } = await openPage(browser(), { javaScriptEnabled: false });
    await page.goto(`${baseURL}/`);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.innerText()).toMatch(/cutting-edge/);
    expect(parseFloat(await h1.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThan(40);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).isVisible()).toBe(true);
  });

});
