// npm run bench:server [-- --db sqlite|postgres --mail sink|down|off --duration 10 --connections 50 --form]: load on the
// contact endpoint of a local server. A benchmark, not a test: it starts src/server/cli/serve.ts with a temporary DATA_DIR
// (or a throwaway PostgreSQL, fsync on) and the rate limit lifted, sends concurrent submissions with autocannon for a
// bounded time, then checks that every acknowledged request is stored, with its one outbox row.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { PostgresStorage } from '../src/server/db/postgres/postgres-requests-store.ts';
import { SqliteStorage } from '../src/server/db/sqlite/sqlite-requests-store.ts';
import { databaseFile } from '../src/server/db/sqlite/database-file.ts';
import type { MailState, StoredRequest } from '../src/server/db/requests-store.ts';
import { startTestPostgres } from '../src/server/test/test-postgres.ts';
import { contactPath } from '../src/shared/contact-endpoint.ts';
import { tempBuild } from '../src/server/test/test-support.ts';
import { root } from './lib/paths.ts';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    // urlencoded posts answered 303, as browsers send them; by default JSON, whose 201 carries the id to look up
    form: { type: 'boolean', default: false },
    db: { type: 'string', default: 'sqlite' },
    // sink: an SMTP server in this process accepts every notification; down: SMTP_URL names a closed port, so the
    // mails stay queued; off: no SMTP_URL, nothing is queued
    mail: { type: 'string', default: 'sink' },
  },
  allowPositionals: true,
});
const duration = Number(options.duration);
const connections = Number(options.connections);
if (options.db !== 'sqlite' && options.db !== 'postgres') throw new Error('--db is sqlite or postgres');
if (!['sink', 'down', 'off'].includes(options.mail)) throw new Error('--mail is sink, down or off');

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

/** An SMTP server that accepts every mail and keeps nothing. */
async function smtpSink(): Promise<{ port: number; close: () => Promise<void> }> {
  const sink = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData: (stream, _session, callback) => {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => sink.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise((resolve) => sink.close(() => resolve())) };
}

/** Every request with its mail status, and how many outbox rows belong to a stored request. */
async function readBack(): Promise<{ rows: StoredRequest[]; outboxRows: number }> {
  const outboxCount = 'SELECT count(*) AS n FROM mail_outbox o JOIN contact_requests r ON r.id = o.request_id';
  if (databaseUrl) {
    const storage = await PostgresStorage.connect(databaseUrl);
    const rows = await storage.listRequests();
    await storage.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows: counted } = await client.query<{ n: string }>(outboxCount);
    await client.end();
    return { rows, outboxRows: Number(counted[0]!.n) };
  }
  const storage = SqliteStorage.openExisting(dataDir);
  const rows = (await storage?.listRequests()) ?? [];
  await storage?.close();
  const db = new Database(databaseFile(dataDir), { readonly: true });
  const { n } = db.prepare(outboxCount).get() as { n: number };
  db.close();
  return { rows, outboxRows: n };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
// the code build and a live release with a contact form in the server's DATA_DIR: without one there is no endpoint (404)
const { distDir } = tempBuild(undefined, dataDir);
// durable commits, as SQLite's synchronous=FULL
const postgres = options.db === 'postgres' ? await startTestPostgres({ fsync: true }) : undefined;
const databaseUrl = await postgres?.createDatabase('bench');
const sink = options.mail === 'sink' ? await smtpSink() : undefined;
const smtpPort = sink?.port ?? (await freePort());
const mailEnv = options.mail === 'off' ? {} : { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: 'sales@example.in', MAIL_FROM: 'website@example.in' };
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// Logging on, as in production; the lines go nowhere.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/cli/serve.ts')], {
  cwd: root,
  env: {
    ...process.env,
    DIST_DIR: distDir,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...mailEnv,
    PORT: String(port),
    RATE_LIMIT_MAX: '0',
    LOG: '1',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitUntilUp(`${base}/`);
  const fields = { name: 'Bench Visitor', email: 'bench@example.in', phone: '+91 98765 43210', message: 'A request sent by the benchmark. '.repeat(8) };
  const acknowledgedIds: number[] = [];
  const where = databaseUrl ? 'PostgreSQL (fsync on)' : `SQLite in ${dataDir}`;
  console.log(`POST ${contactPath} (${options.form ? 'urlencoded, 303' : 'JSON, 201'}) · ${connections} connections · ${duration} s · ${where} · mail ${options.mail}`);

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
  const { rows, outboxRows } = await readBack();
  const mailStates = new Map<MailState, number>();
  for (const row of rows) mailStates.set(row.mail.state, (mailStates.get(row.mail.state) ?? 0) + 1);
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
    ['outbox rows / stored rows', `${outboxRows} / ${rows.length}`],
    ['mail states', [...mailStates].map(([state, n]) => `${state} ${n}`).join(', ')],
    ['other answers / errors', `${result.non2xx - result['3xx']} / ${result.errors}`],
  ];
  for (const [label, value] of figures) console.log(`${label.padEnd(30)}${value}`);
  const queuedForEach = options.mail === 'off' || (mailStates.get('none') ?? 0) === 0;
  if (!queuedForEach) console.log('some requests were stored without a mail queued: is this a branch without the mail sender?');
  // a benchmark that stored nothing measured only refusals: a figure not to be quoted
  if (rows.length === 0) console.log('nothing was stored: every answer was a refusal, so these figures measure no contact request');
  process.exitCode = lost === 0 && outboxRows === rows.length && queuedForEach && rows.length > 0 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await sink?.close();
  await postgres?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
}
