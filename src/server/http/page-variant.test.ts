// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Block, Site } from '../../generated/site.ts';
import { distDir } from '../../../scripts/lib/paths.ts';
import { clientDirIn } from '../config/build-manifest.ts';
import { ownSiteFile } from '../../model/paths.ts';
import { editVariant, startTest } from '../../model/test-edits.ts';
import { publish } from '../engine/publish/publish.ts';
import { editedText } from '../test/test-support.ts';
import { insightsEngines, startEngines, stopEngines } from '../test/insights-engines.ts';
import { createServer } from './site-server.ts';
import { openDatabase } from '../db/open/database.ts';
import { startVisitors } from '../engine/insights/visitors.ts';
import { liveReleaseId, releaseDir } from '../engine/releases/release-store.ts';
import { readReleaseManifest } from '../engine/releases/release-manifest.ts';
import { servedPage } from './static/page-variant.ts';

beforeAll(startEngines, 120_000);
afterAll(stopEngines, 60_000);

const site = JSON.parse(readFileSync(ownSiteFile, 'utf8')) as Site;
const home = site.pages.findIndex((page) => page.path === '/');
const headingB = 'Software that brings you customers';
const desktop = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n} Safari/537.36`;

/** The site with the home hero under test at `share` %, B's heading another. */
function tested(share: number): Site {
  const started = startTest(site, home, 0, { share, startedAt: '2026-12-07T10:00:00.000Z' });
  if (!started.ok) throw new Error(started.message);
  const hero = started.site.pages[home]!.sections[0] as Block & { heading: string };
  const edited = editVariant(started.site, home, 0, { ...hero, heading: headingB } as Block);
  if (!edited.ok) throw new Error(edited.message);
  return edited.site;
}

/** Two instances of the server on one database and one data folder, with `content` published. */
async function twoInstances(settings: { dataDir: string; databaseUrl?: string }, content: Site): Promise<FastifyInstance[]> {
  const result = await publish({ dataDir: settings.dataDir, distDir, text: editedText(content, () => {}), file: 'site.json', source: 'a test' });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  const options = { clientDir: clientDirIn(distDir), dataDir: settings.dataDir, databaseUrl: settings.databaseUrl, insights: { counting: false } };
  return [await createServer(options), await createServer(options)];
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string>, ip = '203.0.113.9') => app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers }, remoteAddress: ip });
const ipOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

describe.each(insightsEngines.filter(({ available }) => available))('the variant a visitor is served, on $title', ({ settings }) => {
  let apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('splits 10,000 visitors 50 ± 2 %, by the day’s visitors every instance computes alike', async () => {
    const chosen = await settings();
    apps = await twoInstances(chosen, tested(50));
    const dir = releaseDir(chosen.dataDir, liveReleaseId(chosen.dataDir)!);
    const entry = readReleaseManifest(dir).routes['/']!;
    // the visitors of two instances, as the server makes them: one salt of the day, read from the database
    const stores = await Promise.all([openDatabase(chosen).insights(), openDatabase(chosen).insights()]);
    const visitors = await Promise.all(stores.map(async (store) => startVisitors(store, { timeZone: 'Asia/Kolkata' })));
    try {
      let b = 0;
      for (let n = 0; n < 10_000; n++) {
        const request = { ip: ipOf(n), headers: { host: 'www.example.in', 'user-agent': desktop(n % 97) } };
        const [one, two] = visitors.map((each) => servedPage(dir, entry, () => each.visitorOf(request)).variant);
        expect(two).toBe(one);
        if (one === 'b') b += 1;
      }
      expect(b / 10_000).toBeGreaterThan(0.48);
      expect(b / 10_000).toBeLessThan(0.52);
    } finally {
      for (const each of visitors) each.close();
      for (const store of stores) await store.close();
    }
  }, 120_000);

  it('serves each visitor the same variant in the page and its data, on every request and on both instances', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    let b = 0;
    for (let n = 0; n < 300; n++) {
      const headers = { 'user-agent': desktop(n % 97) };
      const isB = (await get(one, '/', headers, ipOf(n))).body.includes(headingB);
      if (isB) b += 1;
      expect((await get(two, '/', headers, ipOf(n))).body.includes(headingB)).toBe(isB);
      expect((await get(one, '/', headers, ipOf(n))).body.includes(headingB)).toBe(isB);
      expect((await get(two, '/_data/index.json', { ...headers, accept: 'application/json' }, ipOf(n))).body.includes(headingB)).toBe(isB);
    }
    // both are served (300 visitors at 50 %: 150 ± 9 is one standard deviation)
    expect(b).toBeGreaterThan(100);
    expect(b).toBeLessThan(200);
  }, 120_000);

  it('tells shared caches not to keep a page under test, and gives A to a request with no browser string', async () => {
    const [one] = apps as [FastifyInstance];
    const tested = await get(one, '/', { 'user-agent': desktop(1) });
    expect(tested.headers['cache-control']).toBe('private, no-cache');
    const data = await get(one, '/_data/index.json', { 'user-agent': desktop(1), accept: 'application/json' });
    expect(data.headers['cache-control']).toBe('private, no-cache');
    // (inject sends a browser string of its own unless given an empty one)
    for (let n = 0; n < 50; n++) expect((await get(one, '/', { 'user-agent': '' }, ipOf(n))).body).not.toContain(headingB);
    // a page under no test is cached as ever
    expect((await get(one, '/about-us', { 'user-agent': desktop(1) })).headers['cache-control']).toBe('no-cache');
  });
});
