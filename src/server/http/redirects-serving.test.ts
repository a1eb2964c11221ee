// @vitest-environment node
// The live release's redirects answered by the production server before any file is looked for, and what visitors
// did not find counted in batches.
import { cpSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from './site-server.ts';
import { send } from '../test/test-editor-server.ts';
import { tempBuild, writeTestRelease } from '../test/test-support.ts';
import type { SiteFacts } from '../../model/site-manifest.ts';
import type { RedirectTable } from '../../shared/redirects.ts';
import { liveReleaseId, newReleaseId, releaseDir, switchRelease } from '../engine/releases/release-store.ts';
import { writeRedirects } from '../engine/publish/release-redirects.ts';
import { openDatabase } from '../db/open/database.ts';

const site: SiteFacts = { routes: ['/', '/about-us', '/hi', '/hi/about-us'], noindex: [], contactForm: null, liveChatOrigin: null, siteHost: null };
const table: RedirectTable = {
  '/web-development': { to: '/about-us', status: 301 },
  '/hi/web-development': { to: '/hi/about-us', status: 301 },
  '/summer-offer': { to: '/', status: 302 },
  '/old-news': { to: null, status: 410 },
  '/partner': { to: 'https://partner.example.com/offer?ref=us', status: 301 },
  // what no publish writes: a page's path, the server's own paths, a target that leaves the site by a trick
  '/about-us': { to: '/', status: 301 },
  '/edit': { to: '/', status: 301 },
  '/_data/index.json': { to: '/', status: 301 },
  '/healthz': { to: '/', status: 301 },
  '/sneaky': { to: '//evil.test/', status: 301 },
  '/sneakier': { to: 'javascript:alert(1)', status: 302 },
};

/** A copy of the live release with `redirects` beside its pages (as a publish writes them), made live. */
function releaseWith(dataDir: string, redirects: RedirectTable): void {
  const id = newReleaseId();
  cpSync(releaseDir(dataDir, liveReleaseId(dataDir)!), releaseDir(dataDir, id), { recursive: true });
  writeRedirects({ write: (file, content) => writeFileSync(file, content) }, releaseDir(dataDir, id), redirects);
  switchRelease(dataDir, id);
}

const html = { accept: 'text/html' };

describe('redirects of the live release', () => {
  let app: FastifyInstance;
  let url: string;
  let dataDir: string;

  beforeAll(async () => {
    const build = tempBuild(site);
    dataDir = build.dataDir;
    const id = writeTestRelease(dataDir, site);
    writeRedirects({ write: (file, content) => writeFileSync(file, content) }, releaseDir(dataDir, id), table);
    app = await createServer({ clientDir: build.clientDir, dataDir, releases: { pollMs: 50 }, visits: { everyMs: 60_000 } });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it.each([
    ['/web-development', '/about-us'],
    ['/web-development/', '/about-us'],
    ['/Web-Development', '/about-us'],
    ['/hi/web-development', '/hi/about-us'],
    ['/web-%64evelopment', '/about-us'],
  ])('answers %s with 301 to %s, cached for an hour', async (from, to) => {
    const answer = await send(url + from, { headers: html });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(to);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps the query string as it came, and never lets it choose where the visitor goes', async () => {
    expect((await send(`${url}/web-development?utm_source=news&q=a%20b`)).headers.location).toBe('/about-us?utm_source=news&q=a%20b');
    expect((await send(`${url}/web-development?next=//evil.test/&to=https://evil.test`)).headers.location).toBe('/about-us?next=//evil.test/&to=https://evil.test');
    expect((await send(`${url}/partner?utm=1`)).headers.location).toBe('https://partner.example.com/offer?ref=us&utm=1');
  });

  it('answers a 302 uncached, a HEAD like a GET', async () => {
    const temporary = await send(`${url}/summer-offer`);
    expect([temporary.status, temporary.headers.location, temporary.headers['cache-control']]).toEqual([302, '/', 'no-store']);
    const head = await send(`${url}/web-development?a=1`, { method: 'HEAD' });
    expect([head.status, head.headers.location, head.text]).toEqual([301, '/about-us?a=1', '']);
  });

  it('answers a path that is gone with 410 and the not-found page, cached like a 404', async () => {
    const gone = await send(`${url}/old-news`, { headers: html });
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('We can’t find the page');
    expect(gone.headers['cache-control']).toBe('no-cache');
    expect(gone.headers.location).toBeUndefined();
    const missing = await send(`${url}/no-such-page`, { headers: html });
    expect([missing.status, missing.headers['cache-control']]).toEqual([404, 'no-cache']);
    expect((await send(`${url}/old-news`)).status).toBe(410);
  });

  it('never redirects a page, the server’s own paths, or to a target that is no address of the site or https', async () => {
    const page = await send(`${url}/about-us`, { headers: html });
    expect([page.status, page.text]).toEqual([200, expect.stringContaining('Page /about-us')]);
    for (const own of ['/edit', '/EDIT', '/_data/index.json', '/healthz']) expect((await send(url + own)).status, own).not.toBe(301);
    for (const trick of ['/sneaky', '/sneakier']) {
      const answer = await send(url + trick);
      expect(answer.status, trick).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    }
  });

  it('never takes /old%2F..%2Fedit or //evil.test anywhere', async () => {
    for (const attack of ['/web-development%2F..%2Fedit', '/web-development/..%2F..%2Fedit', '//evil.test', '//evil.test/web-development', '/%2F%2Fevil.test']) {
      const answer = await send(url + attack, { headers: html });
      expect(answer.headers.location ?? '', attack).not.toMatch(/^\/\/|^https?:|edit/);
      expect(answer.text, attack).not.toMatch(/sign in|editor/i);
    }
    // `//evil.test/web-development` is the path /evil.test/web-development: no page, no redirect
    expect((await send(`${url}//evil.test/web-development`)).status).toBe(404);
  });

  it('answers the redirects of the release a publish makes live, without a restart', async () => {
    releaseWith(dataDir, { '/web-development': { to: '/', status: 302 } });
    await expect.poll(async () => (await send(`${url}/web-development`)).headers.location, { timeout: 5000 }).toBe('/');
    expect((await send(`${url}/summer-offer`)).status).toBe(404);
    releaseWith(dataDir, table);
    await expect.poll(async () => (await send(`${url}/web-development`)).headers.location, { timeout: 5000 }).toBe('/about-us');
  });
});

describe('what visitors asked for, counted in batches', () => {
  it('adds the hits and the paths not found to the database in one batch, bounded, with the referring host only', async () => {
    const build = tempBuild(site);
    const id = writeTestRelease(build.dataDir, site);
    writeRedirects({ write: (file, content) => writeFileSync(file, content) }, releaseDir(build.dataDir, id), table);
    const app = await createServer({ clientDir: build.clientDir, dataDir: build.dataDir, visits: { everyMs: 60_000, pendingMax: 100 } });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const visits = await openDatabase({ dataDir: build.dataDir }).visits();
    try {
      for (let i = 0; i < 3; i += 1) await send(`${url}/web-development?i=${i}`);
      await send(`${url}/hi/web-development`);
      for (let i = 0; i < 4; i += 1) await send(`${url}/old-offer?email=someone@example.com`, { headers: { referer: `https://user:pw@News.Example.com:8443/article?id=${i}` } });
      // a flood of distinct paths: at most pendingMax of them wait for the next batch
      await Promise.all(Array.from({ length: 300 }, (_, i) => send(`${url}/probe-${i}-${Math.random().toString(36).slice(2)}`)));
      await send(`${url}/${'x'.repeat(1000)}`);
      // nothing written yet: the batch waits for its time, or the close
      expect(await visits.redirectHits()).toEqual([]);
      expect(await visits.notFound({ hidden: false, limit: 500 })).toEqual([]);
    } finally {
      await app.close();
    }
    expect(await visits.redirectHits()).toEqual([
      { path: '/web-development', hits: 3, lastHit: expect.any(String) },
      { path: '/hi/web-development', hits: 1, lastHit: expect.any(String) },
    ]);
    const missed = await visits.notFound({ hidden: false, limit: 500 });
    expect(missed.length).toBeLessThanOrEqual(100);
    expect(missed[0]).toEqual({ path: '/old-offer', count: 4, firstAt: expect.any(String), lastAt: expect.any(String), referrer: 'news.example.com', hidden: false });
    expect(JSON.stringify(missed)).not.toMatch(/someone|article|127\.0\.0\.1|user:pw/);
    await visits.close();
  });
});
