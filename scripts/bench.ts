// npm run bench: builds, serves the production site and runs Lighthouse (mobile and desktop) on every route.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { createServer } from '../src/server/http/site-server.ts';
import { publish } from '../src/server/engine/publish/publish.ts';
import { buildEnv } from './lib/ensure-build.ts';
import { clientDir, distDir, root, siteFile } from './lib/paths.ts';
import { percentile } from './lib/figures.ts';
import type { Site } from '../src/generated/site.ts';
import { languageRoutes } from '../src/server/engine/publish/language-sites.ts';

interface Row {
  route: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  kb: Record<'html' | 'css' | 'js' | 'img' | 'font', number>;
}

const buildStarted = performance.now();
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, env: buildEnv(), stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
const buildSeconds = (performance.now() - buildStarted) / 1000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const published = await publish({ dataDir, distDir, text: readFileSync(siteFile, 'utf8'), file: 'site.json', source: 'site.json' });
if (!published.ok) throw new Error(published.problems.join('\n'));
// `npm run bench -- / /service` measures only those routes; with none, every indexable page of every language.
// (Lighthouse does not score an answer with status 404, so the not-found page has no row.)
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Site;
const routes = only.length > 0 ? only : languageRoutes({ ...site, pages: site.pages.filter((page) => !page.noindex) }).map(({ route }) => route);
const server = await createServer({ clientDir, dataDir });
const base = await server.listen({ host: '127.0.0.1', port: 0 });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const kinds: Record<string, keyof Row['kb']> = { Document: 'html', Stylesheet: 'css', Script: 'js', Image: 'img', Font: 'font' };

// runs Lighthouse could not finish (its runtimeError: a page that drew no frame in time, NO_FCP), by code: each is
// run again, and counted here rather than scored 0
const failures: string[] = [];

async function measure(route: string, preset: Row['preset'], attempt = 1): Promise<Row> {
  const result = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error' }, preset === 'desktop' ? desktopConfig : undefined);
  const lhr = result!.lhr;
  if (lhr.runtimeError) {
    failures.push(`${preset} ${route}: ${lhr.runtimeError.code}`);
    if (attempt < 3) return measure(route, preset, attempt + 1);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const kb: Row['kb'] = { html: 0, css: 0, js: 0, img: 0, font: 0 };
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
  for (const item of requests) {
    const kind = kinds[item.resourceType ?? ''];
    if (kind) kb[kind] += (item.transferSize ?? 0) / 1024;
  }
  benchmarkIndexes.push(lhr.environment.benchmarkIndex);
  return {
    route,
    preset,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    kb,
  };
}

// Lighthouse's own advice on a noisy machine: several runs, and the median of each figure (--runs=N, 3 by default).
// --preset=mobile (or desktop) measures one of the two.
const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 3);
const presets = (['mobile', 'desktop'] as const).filter((preset) => !process.argv.some((arg) => arg.startsWith('--preset=')) || process.argv.includes(`--preset=${preset}`));
/** Each figure's median over the runs (a run's own figures may come from different runs). */
function medianRow(tries: Row[]): Row {
  const of = (figure: (row: Row) => number) => percentile(tries.map(figure), 50);
  const kb = Object.fromEntries(Object.keys(tries[0]!.kb).map((kind) => [kind, of((row) => row.kb[kind as keyof Row['kb']])])) as Row['kb'];
  return { ...tries[0]!, performance: of((r) => r.performance), accessibility: of((r) => r.accessibility), bestPractices: of((r) => r.bestPractices), seo: of((r) => r.seo), fcpMs: of((r) => r.fcpMs), lcpMs: of((r) => r.lcpMs), cls: of((r) => r.cls), tbtMs: of((r) => r.tbtMs), kb };
}
const benchmarkIndexes: number[] = [];
const loadBefore = loadavg()[0]!;
const rows: Row[] = [];
try {
  for (const route of routes) {
    for (const preset of presets) {
      const tries: Row[] = [];
      for (let run = 0; run < runs; run += 1) tries.push(await measure(route, preset));
      rows.push(medianRow(tries));
      process.stderr.write(`  ${preset.padEnd(7)} ${route}  perf ${tries.map((t) => t.performance).join(', ')} · LCP ${tries.map((t) => t.lcpMs).join(', ')} · TBT ${tries.map((t) => t.tbtMs).join(', ')} · load ${loadavg()[0]!.toFixed(2)}\n`);
    }
  }
} finally {
  chrome.kill();
  await server.close();
}

const header = ['route', 'preset', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms', 'HTML KB', 'CSS KB', 'JS KB', 'img KB', 'font KB'];
const table = rows.map((r) => [r.route, r.preset, r.performance, r.accessibility, r.bestPractices, r.seo, r.fcpMs, r.lcpMs, r.cls, r.tbtMs, ...Object.values(r.kb).map((v) => v.toFixed(1))].map(String));
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
console.log([header, ...table].map((row) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')).join('\n'));
console.log(`\nbuild: ${buildSeconds.toFixed(1)} s`);
// Lighthouse multiplies the main-thread time it sees by 4 on mobile: a busy or slow machine lowers TBT and performance.
console.log(`runs per row: ${runs} (each figure's median) · load average before: ${loadBefore.toFixed(2)}, after: ${loadavg()[0]!.toFixed(2)} · Lighthouse benchmarkIndex: ${Math.round(percentile(benchmarkIndexes, 50))}`);

if (failures.length > 0) console.log(`runs Lighthouse could not finish, each run again: ${failures.join('; ')}`);

const out = path.join(root, 'bench-results', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), buildSeconds, runs, loadBefore, benchmarkIndex: percentile(benchmarkIndexes, 50), failures, rows }, null, 2));
console.log(`results: ${path.relative(root, out)}`);
