import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import type { ContactForm, Site } from '../../src/generated/site.ts';
import { createServer } from '../../src/server/http/site-server.ts';
import { contactPath } from '../../src/shared/contact-endpoint.ts';
import { storedRows } from '../../src/server/test/test-support.ts';
import { publish } from '../../src/server/engine/publish/publish.ts';
import { readReleaseManifest, type ReleaseManifest } from '../../src/server/engine/releases/release-manifest.ts';
import { liveReleaseId, releaseDir } from '../../src/server/engine/releases/release-store.ts';
import { clientDir, distDir, root } from '../../scripts/lib/paths.ts';
import { gotoReady, launchBrowser, openPage } from './chromium.ts';
import { blocksOf } from '../../src/test/blocks';

/** Renames a page everywhere site.json names it (its path, the contact form's successPage, any link): one edit of one file. */
function renamePage(text: string, from: string, to: string): string {
  return text.replace(new RegExp(`"${from}(?=["#])`, 'g'), `"${to}`);
}

// Pages are composed in site.json alone: this edits a temporary copy, publishes it with the code build as it is
// (no build) and looks at the result.
describe.skipIf(!inject('browserTests'))('composing pages by editing site.json only', () => {
  let dir: string;
  let dataDir: string;
  let manifest: ReleaseManifest;
  let server: FastifyInstance;
  let url: string;
  let browser: Browser;
  const original = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
  const home = original.pages.find((page) => page.path === '/')!;
  const formPage = original.pages.find((page) => blocksOf(page).some((section) => section.type === 'contact-form'))!;
  const contactForm = blocksOf(formPage).find((section): section is ContactForm => section.type === 'contact-form')!;
  const successHeading = (original.pages.find((page) => page.path === contactForm.successPage)!.sections[0] as { heading: string }).heading;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-compose-'));
    const site = structuredClone(original);
    site.$schema = path.join(root, 'schema/site.schema.json');
    const edited = site.pages.find((page) => page.path === '/')!;
    edited.sections.reverse();
    site.pages.push({
      path: '/careers',
      title: 'Careers',
      description: 'Join our engineering team in Agra and build software for clients across India and abroad.',
      breadcrumb: 'Careers',
      // the site is in English and Hindi: a new page's texts are written in both (its sections come translated)
      translations: { hi: { title: 'करियर', description: 'आगरा में हमारी इंजीनियरिंग टीम से जुड़ें और भारत व विदेश के ग्राहकों के लिए सॉफ़्टवेयर बनाएँ।', breadcrumb: 'करियर' } },
      sections: [blocksOf(home).find((s) => s.type === 'working-process')!, blocksOf(home).find((s) => s.type === 'cta')!],
    });
    // The same build also renames the success page, in site.json and nowhere else.
    const text = renamePage(JSON.stringify(site, null, 2), contactForm.successPage, '/merci');
    expect(text).not.toContain(`"${contactForm.successPage}`);
    dataDir = path.join(dir, 'data');
    const published = await publish({ dataDir, distDir, text, file: 'site.json', source: 'an edited copy' });
    expect(published.ok, JSON.stringify(published)).toBe(true);
    manifest = readReleaseManifest(releaseDir(dataDir, liveReleaseId(dataDir)!));
    server = await createServer({ clientDir, dataDir });
    url = await server.listen({ host: '127.0.0.1', port: 0 });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Runs `test` on a new page, closing it whatever happens. */
  async function withPage(test: (page: Page, errors: string[]) => Promise<void>): Promise<void> {
    const { page, errors } = await openPage(browser);
    try {
      await test(page, errors);
    } finally {
      await page.close();
    }
  }

  it('renders the home page sections in reverse order', () =>
    withPage(async (page) => {
      await page.goto(`${url}/`);
      const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
      const expected = home.sections.filter((s) => 'heading' in s && s.type !== 'hero').map((s) => (s as { heading: string }).heading);
      expect(headings).toEqual(expected.reverse());
    }));

  it('serves the new page with its blocks, status 200 and title', () =>
    withPage(async (page, errors) => {
      const response = await page.goto(`${url}/careers`);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Careers');
      expect(await page.getByRole('button', { name: '01/ Project idea' }).count()).toBe(1);
      await expect.poll(() => page.title()).toMatch(/^Careers/);
      expect(errors).toEqual([]);
    }));

  it('writes the renamed success page into the release manifest', () => {
    expect(manifest.contactForm).toMatchObject({ successPath: '/merci', formPath: formPage.path });
    expect(Object.keys(manifest.routes)).toContain('/merci');
    expect(Object.keys(manifest.routes)).not.toContain(contactForm.successPage);
  });

  it('keeps the contact form working after the success page is renamed: a sent form lands on /merci (200), the old path is 404', () =>
    withPage(async (page, errors) => {
      await gotoReady(page, url + formPage.path);
      const form = page.getByRole('form', { name: contactForm.heading });
      const name = `Renamed success page ${Date.now()}`;
      await form.getByRole('textbox', { name: contactForm.fields.name.label }).fill(name);
      await form.getByRole('textbox', { name: contactForm.fields.email.label }).fill('asha@example.in');
      await form.getByRole('textbox', { name: contactForm.fields.phone.label }).fill('+91 98765 43210');
      const landed = page.waitForResponse((response) => new URL(response.url()).pathname === '/merci');
      const [post] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith(contactPath)),
        form.getByRole('button', { name: contactForm.submitLabel }).click(),
      ]);
      expect(post.status()).toBe(303);
      expect(post.headers().location).toBe('/merci');
      expect((await landed).status()).toBe(200);
      await page.waitForURL(`${url}/merci`);
      await expect.poll(() => page.getByRole('main').getByRole('heading', { name: successHeading }).isVisible()).toBe(true);
      expect(storedRows(dataDir).map((row) => row.name)).toContain(name);
      expect(errors).toEqual([]);

      const old = await page.goto(url + contactForm.successPage);
      expect(old?.status()).toBe(404);
    }));

  it("left the other releases untouched: /careers is no page of the test server's, and its form still lands on its own success page", async () => {
    expect((await fetch(`${inject('baseURL')}/careers`, { headers: { accept: 'text/html' } })).status).toBe(404);
    const post = await fetch(inject('baseURL') + contactPath, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=&email=&phone=', redirect: 'manual' });
    expect(await post.text()).toContain(`href="${formPage.path}"`);
  });
});
