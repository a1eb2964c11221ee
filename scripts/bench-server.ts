// npm run bench:server [-- --duration 10 --connections 50 --form]: load on the contact endpoint of a local server.
// A benchmark, not a test: it starts src/server/serve.ts with a temporary DATA_DIR and the rate limit lifted, sends
// concurrent submissions with autocannon for a bounded time, then checks that every acknowledged request is stored.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SqliteStorage } from '../src/server/storage/sqlite-storage.ts';
import { contactPath } from '../src/shared/contact-endpoint.ts';
import { tempBuild } from '../src/server/test-support.ts';
import { root } from './lib/paths.ts';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    // urlencoded posts answered 303, as browsers send them; by default JSON, whose 201 carries the id to look up
    form: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const duration = Number(options.duration);
const connections = Number(options.connections);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the server at ${url} did not start`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
const { distDir } = tempBuild();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// Logging on, as in production; the lines go nowhere.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/serve.ts')], {
  cwd: root,
  env: { ...process.env, DIST_DIR: distDir, DATA_DIR: dataDir, PORT: String(port), RATE_LIMIT_MAX: '0', LOG: '1', NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitUntilUp(`${base}/`);
  const fields = { name: 'Bench Visitor', email: 'bench@example.in', phone: '+91 98765 43210', message: 'A request sent by the benchmark. '.repeat(8) };
  const acknowledgedIds: number[] = [];
  console.log(`POST ${contactPath} (${options.form ? 'urlencoded, 303' : 'JSON, 201'}) · ${connections} connections · ${duration} s · storage in ${dataDir}`);

  const result = await autocannon({
    url: base + contactPath,
    connections,
    duration,
    method: 'POST',
    headers: options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : { 'content-type': 'application/json' },
    body: options.form ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
    requests: [
      {
        onResponse: (status: number, body: string) => {
          if (status === 201) acknowledgedIds.push((JSON.parse(body) as { id: number }).id);
        },
      },
    ],
  });

  // Requests in flight when autocannon stopped may still be committed: give them a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const storage = SqliteStorage.openExisting(dataDir);
  const rows = (await storage?.listRequests()) ?? [];
  await storage?.close();
  const storedIds = new Set(rows.map((row) => row.id));

  const acknowledged = result['2xx'] + result['3xx'];
  const lost = options.form ? Math.max(0, acknowledged - rows.length) : acknowledgedIds.filter((id) => !storedIds.has(id)).length;
  const figures: [string, string][] = [
    ['requests/s (mean)', result.requests.average.toFixed(0)],
    ['latency p50', `${result.latency.p50} ms`],
    ['latency p99', `${result.latency.p99} ms`],
    ['acknowledged (2xx/3xx)', String(acknowledged)],
    ['stored (rows)', String(rows.length)],
    ['stored/s', (rows.length / result.duration).toFixed(0)],
    ['acknowledged but not stored', String(lost)],
    ['other answers / errors', `${result.non2xx - result['3xx']} / ${result.errors}`],
  ];
  for (const [label, value] of figures) console.log(`${label.padEnd(30)}${value}`);
  process.exitCode = lost === 0 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
}
