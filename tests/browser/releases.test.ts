import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Site } from '../../src/generated/site.ts';
import { createServer } from '../../src/server/http/site-server.ts';
import { buildInfoFile, readCodeBuild, writeCodeBuild } from '../../src/server/config/build-manifest.ts';
import { publish } from '../../src/server/engine/publish/publish.ts';
import { liveReleaseId } from '../../src/server/engine/releases/release-store.ts';
import { clientDir, distDir, root } from '../../scripts/lib/paths.ts';
import { gotoReady, openPage, sharedBrowser } from './chromium.ts';

const original = readFileSync(path.join(root, 'site.json'), 'utf8');
const site = JSON.parse(original) as Site;
const aboutHeading = 'A software partner for the long run';

/** Every string of site.json a visitor reads as a sentence or a label (a space, 12 characters or more). */
function contentStrings(): Set<string> {
  const strings = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && value.length >= 12 && /\s/.test(value)) strings.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(site);
  return strings;
}

/** The text of the code itself: src/ less tests and fixtures, the contact request's schema, React Router (its default error screen). */
function codeText(): string {
  const files = readdirSync(path.join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name) && !entry.parentPath.includes(`${path.sep}test`))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const routerDir = path.join(root, 'node_modules/react-router/dist/production');
  const router = readdirSync(routerDir).filter((name) => name.endsWith('.mjs')).map((name) => path.join(routerDir, name));
  return [...files, path.join(root, 'schema/contact-request.schema.json'), ...router].map((file) => readFileSync(file, 'utf8')).join('\n');
}

describe('content is data: the client build holds code only', () => {
  it("has no sentence of site.json in any of its scripts, but words the code itself holds", () => {
    const assets = path.join(clientDir, 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const strings = contentStrings();
    expect(strings.size).toBeGreaterThan(200);
    const code = codeText();
    const leaks: string[] = [];
    for (const name of scripts) {
      const text = readFileSync(path.join(assets, name), 'utf8');
      for (const sentence of strings) if (text.includes(sentence) && !code.includes(sentence)) leaks.push(`${name}: ${sentence}`);
    }
    expect(leaks).toEqual([]);
    // and the check would see one: the home page's heading is in its HTML
    expect(contentStrings().has(aboutHeading)).toBe(true);
  });
});

describe.skipIf(!inject('browserTests'))('publishing while visitors browse', () => {
  const browser = sharedBrowser();
  let dir: string;
  let dataDir: string;
  let server: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'releases-'));
    dataDir = path.join(dir, 'data');
    const first = await publish({ dataDir, distDir, text: original, file: 'site.json', source: 'site.json' });
    expect(first.ok).toBe(true);
    server = await createServer({ clientDir, dataDir });
    url = await server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Publishes site.json with the about page's heading and the menu's first label changed; resolves once the server serves it. */
  async function publishChange(heading: string, menuLabel: string, codeBuild = distDir) {
    const text = original.replace(`"heading": "${aboutHeading}"`, `"heading": "${heading}"`).replace('"label": "Home"', `"label": "${menuLabel}"`);
    const result = await publish({ dataDir, distDir: codeBuild, text, file: 'site.json', source: 'a test' });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const id = liveReleaseId(dataDir);
    await expect.poll(async () => (await (await fetch(`${url}/about-us`)).text()).includes(heading)).toBe(true);
    return id;
  }

  it('gives a tab opened before a publish the new page and the new menu on its next click, without loading the page whole', async () => {
    const { page, errors } = await openPage(browser());
    await gotoReady(page, `${url}/`);
    // a mark in the window: a whole load would lose it
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await publishChange('Partners for the long run, published live', 'Start');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).first().click();
    await page.waitForURL(`${url}/about-us`);
    const heading = page.getByRole('heading', { name: 'Partners for the long run, published live' });
    await heading.waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // the chrome comes with the page's data: the menu shows the new label too
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Start' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('loads the next page whole, once, when a new code build published it, and shows it', async () => {
    const { page, errors } = await openPage(browser());
    await gotoReady(page, `${url}/`);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // a second code build: the same files under another id, as a deploy of new code would publish
    const otherBuild = path.join(dir, 'dist');
    cpSync(distDir, otherBuild, { recursive: true });
    writeCodeBuild(otherBuild, { ...readCodeBuild(distDir), id: 'another-build' });
    expect(readFileSync(buildInfoFile(otherBuild), 'utf8')).toContain('another-build');
    await publishChange('Rendered by another code build', 'Home page', otherBuild);
    const documents: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname)));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).first().click();
    await page.getByRole('heading', { name: 'Rendered by another code build' }).waitFor();
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    expect(documents).toEqual(['/about-us']);
    expect(errors).toEqual([]);
  });
});
