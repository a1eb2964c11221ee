// npm run bench:redirects [-- --redirects 10000 --duration 5 --connections 20 --rounds 2 --imports 5]: with that many
// redirects in the live release, req/s and p99 of a redirected request against a served page, and a 404's under a
// flood of distinct random paths with the server counting them and without, each pair alternated for --rounds; then a
// CSV import of --redirects lines checked and saved as the draft (scripts/lib/redirects-import.ts), --imports times.
// A benchmark, not a test: it publishes site.json into a temporary
// DATA_DIR, writes the redirects beside its pages, and loads a server of its own process (this script with --serve)
// with autocannon. It prints figures with the load average.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createServer } from '../src/server/http/site-server.ts';
import { publish } from '../src/server/engine/publish/publish.ts';
import { writeRedirects } from '../src/server/engine/publish/release-redirects.ts';
import { liveReleaseId, releaseDir } from '../src/server/engine/releases/release-store.ts';
import { releaseWriter } from '../src/server/engine/publish/release-writer.ts';
import { clientDirIn } from '../src/server/config/build-manifest.ts';
import type { RedirectTable } from '../src/shared/redirects.ts';
import { distDir, root } from './lib/paths.ts';
import { percentile, table } from './lib/figures.ts';
import { measureImport } from './lib/redirects-import.ts';

const { values: options } = parseArgs({
  options: {
    redirects: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    // the server itself, in a process of its own: DATA_DIR and whether it counts come from the parent
    rounds: { type: 'string', default: '2' },
    imports: { type: 'string', default: '5' },
    serve: { type: 'string' },
    counting: { type: 'boolean', default: false },
  },
});

/** A server of this script over `dataDir`, and its URL once it listens. */
function startServer(dataDir: string, counting: boolean): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench-redirects.ts'), '--serve', dataDir, ...(counting ? ['--counting'] : [])], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve({ child, url: chunk.toString().trim() }));
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
}

const stop = (child: ChildProcess) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

async function load(url: string, paths: () => string, title: string): Promise<{ rps: number; p99: number; statuses: string }> {
  process.stderr.write(`  ${title}…\n`);
  const result = await autocannon({
    url,
    connections: Number(options.connections),
    duration: Number(options.duration),
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths() }) }],
  });
  const statuses = ['2xx', '3xx', '4xx', '5xx'].filter((kind) => result[kind as '2xx'] > 0).map((kind) => `${kind} ${result[kind as '2xx']}`).join(', ');
  return { rps: result.requests.average, p99: result.latency.p99, statuses };
}

async function bench(): Promise<void> {
  const count = Number(options.redirects);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-redirects-'));
  try {
    process.stderr.write('publishing site.json…\n');
    const published = await publish({ dataDir, distDir, text: readFileSync(path.join(root, 'site.json')), file: 'site.json', source: 'bench:redirects' });
    if (!published.ok) throw new Error(published.problems.join('\n'));
    const redirects: RedirectTable = {};
    for (let i = 0; i < count; i += 1) {
      redirects[`/old-page-${i}`] = { to: '/about-us', status: 301 };
      redirects[`/hi/old-page-${i}`] = { to: '/hi/about-us', status: 301 };
    }
    // beside the live release's pages, before the server reads it
    const writer = releaseWriter(releaseDir(dataDir, liveReleaseId(dataDir)!));
    writeRedirects(writer, releaseDir(dataDir, liveReleaseId(dataDir)!), redirects);
    await writer.flush();
    let n = 0;
    const random = () => `/probe-${(n += 1)}-${Math.random().toString(36).slice(2, 10)}`;
    const rows: string[][] = [];
    const loadBefore = loadavg()[0]!;
    const row = (name: string, { rps, p99, statuses }: { rps: number; p99: number; statuses: string }) => rows.push([name, rps.toFixed(0), String(p99), statuses]);
    const [counting, quiet] = [await startServer(dataDir, true), await startServer(dataDir, false)];
    try {
      // warmed first: the page's compressed copy is made on its first request
      await load(counting.url, () => '/about-us', 'warming up');
      for (let round = 1; round <= Number(options.rounds); round += 1) {
        row(`${round}: served page /about-us (br)`, await load(counting.url, () => '/about-us', 'a served page'));
        row(`${round}: redirected, 1 of ${(count * 2).toLocaleString('en-US')}`, await load(counting.url, () => `/old-page-${Math.floor(Math.random() * count)}`, 'a redirected request'));
      }
      for (let round = 1; round <= Number(options.rounds); round += 1) {
        row(`${round}: 404, distinct random paths, counted`, await load(counting.url, random, 'a flood of 404s, counted'));
        row(`${round}: 404, distinct random paths, not counted`, await load(quiet.url, random, 'a flood of 404s, not counted'));
      }
    } finally {
      await Promise.all([stop(counting.child), stop(quiet.child)]);
    }
    process.stderr.write(`  importing a CSV of ${count.toLocaleString('en-US')} redirects, ${options.imports} times…\n`);
    const imported = await measureImport(count, Number(options.imports));
    const ms = (values: number[]) => `median ${percentile(values, 50).toFixed(0)}, max ${Math.max(...values).toFixed(0)}`;
    const totals = imported.check.map((check, run) => check + imported.save[run]!);
    console.log(`\n${count.toLocaleString('en-US')} redirects a language (2 languages), ${options.connections} connections, ${options.duration} s each`);
    console.log(table(['request', 'req/s', 'p99 ms', 'answers'], rows));
    console.log(`\nCSV import of ${count.toLocaleString('en-US')} lines (ms, ${options.imports} runs): checked ${ms(imported.check)}; saved as the draft ${ms(imported.save)}; both ${ms(totals)}`);
    console.log(`load average before: ${loadBefore.toFixed(2)}, after: ${loadavg().map((value) => value.toFixed(2)).join(' ')} (${process.platform}, Node ${process.version})`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (options.serve) {
  const app = await createServer({ clientDir: clientDirIn(distDir), dataDir: options.serve, visits: { counting: options.counting } });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${url}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
} else {
  await bench();
}
