// npm run bench:images [-- --runs=3]: uploads on a production instance (SQLite), measured from the editor's request:
// a 4000×3000 phone JPEG of about 5 MB until every variant answers, the same with 5 uploads at once, the server's
// peak memory, the image bytes each route loads in Chromium (375 and 1440 px) with the stock content and with the
// photo in the home hero, and Lighthouse (mobile) on / with that photo.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath, launchBrowser } from './lib/chromium.ts';
import { ensureBuild } from './lib/ensure-build.ts';
import { percentile, table } from './lib/figures.ts';
import { api, email, password, signIn, type Instance } from './lib/live-instance.ts';
import { distDir, siteFile } from './lib/paths.ts';
import { hashPassword } from '../src/server/engine/auth/passwords.ts';
import { publishCli } from '../src/server/test/test-cli.ts';
import { startServer } from '../src/server/test/test-support.ts';
import { phonePhoto } from '../src/server/test/test-images.ts';
import { parseMediaSrc, variantSrc, variantWidths, type VariantFormat } from '../src/shared/media.ts';
import type { MediaItem } from '../src/server/db/media-store.ts';
import { openDatabase } from '../src/server/db/open/database.ts';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const kb = (bytes: number) => `${Math.round(bytes / 1024)}`;

ensureBuild((line) => console.error(line));
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
const file = path.join(dataDir, 'site.json');
writeFileSync(file, readFileSync(siteFile, 'utf8'));
const published = await publishCli(dataDir, [file]);
if (published.code !== 0) throw new Error(published.stderr);
const store = await openDatabase({ dataDir }).editor();
await store.addAccount({ email, role: 'editor', passwordHash: await hashPassword(password), at: new Date() });
await store.close();
const instance: Instance = await startServer({ DIST_DIR: distDir, DATA_DIR: dataDir, PORT: '0' });
const peakMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${instance.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Every variant's URL of an uploaded image, and the original's. */
function urlsOf(item: MediaItem): string[] {
  const media = parseMediaSrc(item.src)!;
  const formats: VariantFormat[] = ['avif', 'webp', media.ext];
  return [item.src, ...formats.flatMap((format) => variantWidths(media.width).map((width) => variantSrc(media, width, format)))];
}

/** Uploads `photo` and waits until every variant answers 200; the milliseconds from the request. */
async function uploadUntilReady(cookie: string, photo: Buffer, name: string): Promise<{ ms: number; item: MediaItem }> {
  const started = performance.now();
  const answer = await fetch(`${instance.url}/edit/api/media?name=${encodeURIComponent(name)}&alt=${encodeURIComponent('A photo of the studio')}`, {
    method: 'POST',
    headers: { cookie, origin: instance.url, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(photo),
  });
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`);
  const { item } = (await answer.json()) as { item: MediaItem };
  await Promise.all(urlsOf(item).map(async (url) => {
    const response = await fetch(`${instance.url}${url}`);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  }));
  return { ms: performance.now() - started, item };
}

/** The image bytes each route loads in Chromium at a width, by the resource timing of the page once scrolled through. */
async function imageBytes(routes: string[], width: number): Promise<Map<string, number>> {
  const browser = await launchBrowser();
  const sizes = new Map<string, number>();
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      let bytes = 0;
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image') void response.body().then((body) => (bytes += body.length), () => undefined);
      });
      await page.goto(`${instance.url}${route}`, { waitUntil: 'networkidle' });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState('networkidle');
      sizes.set(route, bytes);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

interface Score {
  performance: number;
  lcp: number;
  cls: number;
}

/** Lighthouse mobile on `/`, three runs, sorted by score. */
async function lighthouseRuns(): Promise<Score[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  const scores: Score[] = [];
  try {
    for (let run = 0; run < 3; run++) {
      const { lhr } = (await lighthouse(`${instance.url}/`, { port: chrome.port, output: 'json', logLevel: 'error' }))!;
      scores.push({ performance: Math.round((lhr.categories.performance?.score ?? 0) * 100), lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0, cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0 });
    }
  } finally {
    await chrome.kill();
  }
  return scores.sort((a, b) => a.performance - b.performance);
}

const scoreLine = (scores: Score[]) => `${scores.map((score) => score.performance).join(', ')}; median ${scores[1]!.performance}, LCP ${Math.round(scores[1]!.lcp)} ms, CLS ${scores[1]!.cls.toFixed(3)}`;

try {
  const { cookie } = await signIn(instance);
  const idle = peakMb();
  const photos = await Promise.all(Array.from({ length: runs + 5 }, (_, index) => phonePhoto({ width: 4000, height: 3000, orientation: 1, quality: 90 + (index % 3) })));
  console.error(`photos: ${photos.map((photo) => `${(photo.length / 1024 / 1024).toFixed(1)} MB`).join(', ')}`);

  const single: number[] = [];
  let hero: MediaItem | undefined;
  for (let run = 0; run < runs; run++) {
    const { ms, item } = await uploadUntilReady(cookie, photos[run]!, `photo-${run}.jpg`);
    single.push(ms);
    hero ??= item;
  }
  const parallelStarted = performance.now();
  await Promise.all(photos.slice(runs).map((photo, index) => uploadUntilReady(cookie, photo, `parallel-${index}.jpg`)));
  const parallelMs = performance.now() - parallelStarted;
  const peak = peakMb();

  const routes = (JSON.parse(readFileSync(siteFile, 'utf8')) as { pages: { path: string }[] }).pages.map((page) => page.path);
  const before = { narrow: await imageBytes(routes, 375), wide: await imageBytes(routes, 1440), lighthouse: await lighthouseRuns() };
  const { hash } = (await api(instance, cookie, 'GET', '/edit/api/site')).json<{ hash: string }>();
  const image = { src: hero!.src, alt: 'Our studio in Agra, the team at work', width: hero!.width, height: hero!.height };
  const saved = await api(instance, cookie, 'POST', '/edit/api/site', { baseHash: hash, changes: [{ kind: 'set', path: ['pages', 0, 'sections', 0, 'image'], value: image }] });
  if (saved.status !== 200) throw new Error(`save answered ${saved.status}: ${saved.text}`);
  const live = await api(instance, cookie, 'POST', '/edit/api/publish', { hash: saved.json<{ hash: string }>().hash });
  if (live.status !== 200) throw new Error(`publish answered ${live.status}: ${live.text}`);
  const after = { narrow: await imageBytes(['/'], 375), wide: await imageBytes(['/'], 1440) };

  const withPhoto = await lighthouseRuns();

  console.log(`\nnpm run bench:images: load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}, ${runs} runs\n`);
  console.log(table(['measure', 'figure'], [
    ['upload of a 4000×3000 JPEG until its 15 variants answer (median)', `${seconds(percentile(single, 50))} s (${single.map(seconds).join(', ')})`],
    ['5 such uploads at once, until every variant answers', `${seconds(parallelMs)} s`],
    ['peak memory of the server process, its worker threads included (VmHWM)', `${Math.round(peak)} MB (${Math.round(idle)} MB before the first upload)`],
  ]));
  console.log('\nImage KB per route loaded in Chromium (scrolled through):\n');
  console.log(table(['route', '375 px', '1440 px'], routes.map((route) => [route, kb(before.narrow.get(route)!), kb(before.wide.get(route)!)])));
  console.log(`\n/ with the ${(photos[0]!.length / 1024 / 1024).toFixed(1)} MB photo in the hero: ${kb(after.narrow.get('/')!)} KB at 375 px, ${kb(after.wide.get('/')!)} KB at 1440 px`);
  console.log(`Lighthouse mobile on /, 3 runs each: with the stock SVG hero ${scoreLine(before.lighthouse)}; with the photo ${scoreLine(withPhoto)}`);
} finally {
  instance.child.kill();
}
