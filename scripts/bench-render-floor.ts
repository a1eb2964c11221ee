// npm run bench:render-floor [-- --pages=1000]: the least a full publish of a generated site can cost with this
// stack, whatever the publish does around it: the code build's renderer loaded, site.json validated, and every
// page's document rendered in memory (no file written, nothing hashed or kept), in one process and then split
// between two processes side by side, one per core. For comparison, the same split of a plain loop of arithmetic
// shows how much two cores give work that does not allocate. A benchmark, not a test: it prints figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Site } from '../src/generated/site.ts';
import { pageDataSource } from '../src/model/page-data.ts';
import { validateSiteText } from '../src/model/validate-site.ts';
import { pageHead } from '../src/server/engine/publish/head.ts';
import { loadRenderer } from '../src/server/engine/publish/renderer.ts';
import { ensureBuild } from './lib/ensure-build.ts';
import { generateSite } from './lib/generate-site.ts';
import { distDir } from './lib/paths.ts';
import { table } from './lib/figures.ts';

interface PartTimes {
  loadMs: number;
  validateMs: number;
  renderMs: number;
  pages: number;
  cpuMs: number;
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/** One process's share: pages k, k+n, k+2n… of `file`, rendered in memory. */
async function renderPart(file: string, k: number, n: number): Promise<PartTimes> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const renderer = await loadRenderer(distDir);
  const loaded = performance.now();
  const text = readFileSync(file, 'utf8');
  const result = validateSiteText(text, { file, schemaDirectory: renderer.build.schemaDir, publicDirectory: renderer.build.clientDir, mediaDirectory: path.join(path.dirname(file), 'media') });
  if (!result.ok) throw new Error(`${file} is not valid`);
  const site = result.data as Site;
  const validated = performance.now();
  const source = pageDataSource(site, renderer.build.id, renderer.referenceKeys);
  const mine = site.pages.filter((_, index) => index % n === k);
  for (const page of mine) {
    const data = source.dataOf(page);
    await renderer.renderDocument(data, JSON.stringify(data), page.path, pageHead(data.site, page));
  }
  const used = process.cpuUsage(cpu);
  return { loadMs: loaded - started, validateMs: validated - loaded, renderMs: performance.now() - validated, pages: mine.length, cpuMs: (used.user + used.system) / 1000 };
}

/** A loop of arithmetic of a fixed length, timed: it allocates nothing, so nothing but the core limits it. */
function spin(): PartTimes {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 3e8; i += 1) x = (x * 31 + i) | 0;
  return { loadMs: 0, validateMs: 0, renderMs: performance.now() - started, pages: x & 0, cpuMs: 0 };
}

/** `n` processes of this script at once, each doing share k of n; their times, and the wall time of all. */
function sideBySide(mode: string, file: string, n: number): Promise<{ parts: PartTimes[]; wallMs: number }> {
  const started = performance.now();
  const runs = Array.from({ length: n }, (_, k) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, `--part=${mode}:${k}/${n}`, `--file=${file}`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    return new Promise<PartTimes>((resolve, reject) => child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as PartTimes) : reject(new Error(`part ${k} of ${n} failed (${code})`)))));
  });
  return Promise.all(runs).then((parts) => ({ parts, wallMs: performance.now() - started }));
}

const part = arg('part');
if (part) {
  const [, mode, k, n] = /^(\w+):(\d+)\/(\d+)$/.exec(part)!;
  const times = mode === 'spin' ? spin() : await renderPart(arg('file')!, Number(k), Number(n));
  process.stdout.write(JSON.stringify(times));
} else {
  ensureBuild();
  const pages = Number(arg('pages') ?? 1000);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-render-floor-'));
  try {
    const file = path.join(dir, 'site.json');
    writeFileSync(file, JSON.stringify(generateSite(pages), null, 2));
    const rows: string[][] = [];
    for (const n of [1, 2]) {
      const { parts, wallMs } = await sideBySide('render', file, n);
      const slowest = parts.reduce((a, b) => (a.loadMs + a.validateMs + a.renderMs > b.loadMs + b.validateMs + b.renderMs ? a : b));
      const cpu = parts.reduce((sum, p) => sum + p.cpuMs, 0);
      rows.push([`${n} process${n > 1 ? 'es' : ''}`, slowest.loadMs.toFixed(0), slowest.validateMs.toFixed(0), slowest.renderMs.toFixed(0), ((slowest.renderMs / slowest.pages)).toFixed(2), (cpu / pages).toFixed(2), (wallMs / 1000).toFixed(2)]);
    }
    const one = (await sideBySide('spin', file, 1)).parts[0]!.renderMs;
    const two = (await sideBySide('spin', file, 2)).parts.map((p) => p.renderMs);
    console.log(`${pages} pages rendered in memory (no files); load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log(table(['', 'load ms', 'validate ms', 'render ms', 'ms/page', 'CPU ms/page (all)', 'wall s'], rows));
    console.log(`A loop of arithmetic: ${one.toFixed(0)} ms alone, ${two.map((t) => t.toFixed(0)).join(' and ')} ms side by side.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
