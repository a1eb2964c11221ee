// npm run bench:insights [-- --views 10000000 --days 90 --duration 5 --connections 20 --rounds 2 --runs 20]:
// (a) a served page with page views counted and without, alternated A B A B for --rounds: req/s and p99, each
// request from one of 10,000 made-up browsers; (b) --views page views over --days days straight into each engine's
// tables (past days rolled up, today raw, a lead every 500 views), then the Insights report of the last 30 days
// --runs times as the API reads it (today's visits read again every 30 s): the first run, p50 and p95; (c) the load
// average. A benchmark, not a test: it publishes site.json into a temporary DATA_DIR, loads servers of its own (this
// script with --serve) with autocannon, and starts a throwaway PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createServer } from '../src/server/http/site-server.ts';
import { publish } from '../src/server/engine/publish/publish.ts';
import { clientDirIn } from '../src/server/config/build-manifest.ts';
import { openDatabase } from '../src/server/db/open/database.ts';
import type { DatabaseSettings } from '../src/server/db/adapter.ts';
import { insightsReport } from '../src/server/engine/insights/report.ts';
import { withRecentDays } from '../src/server/engine/insights/recent-days.ts';
import { postgresBinDir, startTestPostgres } from '../src/server/test/test-postgres.ts';
import { tempDataDir } from '../src/server/test/test-support.ts';
import { addDays, siteDay } from '../src/shared/site-day.ts';
import { distDir, root } from './lib/paths.ts';
import { percentile, table } from './lib/figures.ts';
import { fillInsights } from './lib/insights-fill.ts';

const { values: options } = parseArgs({
  options: {
    views: { type: 'string', default: '10000000' },
    days: { type: 'string', default: '90' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    runs: { type: 'string', default: '20' },
    // the server itself, in a process of its own: DATA_DIR and whether it counts come from the parent
    serve: { type: 'string' },
    counting: { type: 'boolean', default: false },
  },
});

function startServer(dataDir: string, counting: boolean): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench-insights.ts'), '--serve', dataDir, ...(counting ? ['--counting'] : [])], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve({ child, url: chunk.toString().trim() }));
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
}

const stop = (child: ChildProcess) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

async function load(url: string): Promise<string[]> {
  let n = 0;
  const result = await autocannon({
    url,
    connections: Number(options.connections),
    duration: Number(options.duration),
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          const browser = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n % 10_000} Safari/537.36`;
          return { ...request, path: n % 10 === 0 ? '/about-us?utm_source=newsletter&utm_campaign=spring' : '/about-us', headers: { accept: 'text/html', 'accept-encoding': 'br', 'user-agent': browser } };
        },
      },
    ],
  });
  return [result.requests.average.toFixed(0), String(result.latency.p99), String(result['2xx'])];
}

async function serving(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-insights-'));
  try {
    process.stderr.write('publishing site.json…\n');
    const published = await publish({ dataDir, distDir, text: readFileSync(path.join(root, 'site.json')), file: 'site.json', source: 'bench:insights' });
    if (!published.ok) throw new Error(published.problems.join('\n'));
    const [counting, quiet] = [await startServer(dataDir, true), await startServer(dataDir, false)];
    const rows: string[][] = [];
    try {
      await load(counting.url);
      await load(quiet.url);
      for (let round = 1; round <= Number(options.rounds); round += 1) {
        process.stderr.write(`  round ${round}: counted, then not…\n`);
        rows.push([`${round}: /about-us, page views counted`, ...(await load(counting.url))]);
        rows.push([`${round}: /about-us, not counted`, ...(await load(quiet.url))]);
      }
    } finally {
      await Promise.all([stop(counting.child), stop(quiet.child)]);
    }
    return `(a) a served page (br), ${options.connections} connections, ${options.duration} s each, alternated\n${table(['request', 'req/s', 'p99 ms', '2xx'], rows)}`;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function reporting(title: string, settings: DatabaseSettings): Promise<string[]> {
  const views = Number(options.views);
  const days = Number(options.days);
  const today = siteDay(Date.now(), 'UTC');
  const store = await openDatabase(settings).insights();
  try {
    process.stderr.write(`${title}: filling ${views.toLocaleString('en-US')} page views over ${days} days…\n`);
    const started = performance.now();
    const rows = await fillInsights(settings, store, { views, days, today, perLead: 500 });
    const filled = (performance.now() - started) / 1000;
    const times: number[] = [];
    // as the API reads: today's visits once per 30 s, so the first run pays for them and the next ones do not
    const reading = withRecentDays(store);
    for (let run = 0; run < Number(options.runs); run += 1) {
      const at = performance.now();
      await insightsReport(reading, { from: addDays(today, -29), to: today, filter: {}, timeZone: 'UTC', today, locales: ['en', 'hi'] });
      times.push(performance.now() - at);
    }
    return [title, rows.toLocaleString('en-US'), filled.toFixed(0), times[0]!.toFixed(0), percentile(times, 50).toFixed(0), percentile(times, 95).toFixed(0)];
  } finally {
    await store.close();
  }
}

async function bench(): Promise<void> {
  const loadBefore = loadavg()[0]!;
  const served = await serving();
  const rows = [await reporting('SQLite', { dataDir: tempDataDir() })];
  if (postgresBinDir()) {
    const server = await startTestPostgres({ fsync: true });
    try {
      rows.push(await reporting('PostgreSQL', { dataDir: tempDataDir(), databaseUrl: await server.createDatabase() }));
    } finally {
      await server.destroy();
    }
  }
  console.log(`\n${served}`);
  console.log(`\n(b) ${Number(options.views).toLocaleString('en-US')} page views over ${options.days} days; the report of the last 30 days, ${options.runs} runs`);
  console.log(table(['engine', 'rolled-up rows', 'fill s', 'first ms', 'p50 ms', 'p95 ms'], rows));
  console.log(`\n(c) load average before: ${loadBefore.toFixed(2)}, after: ${loadavg().map((value) => value.toFixed(2)).join(' ')} (${process.platform}, Node ${process.version})`);
}

if (options.serve) {
  const app = await createServer({ clientDir: clientDirIn(distDir), dataDir: options.serve, insights: { counting: options.counting } });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${url}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
} else {
  await bench();
}
