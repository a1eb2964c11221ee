// A throwaway PostgreSQL server for tests and the benchmark, from Debian's `postgresql` package.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const debianRoot = '/usr/lib/postgresql';

/** The bin folder of the highest PostgreSQL version Debian's package installed, or undefined. Never /usr/local/bin. */
export function postgresBinDir(): string | undefined {
  if (!existsSync(debianRoot)) return undefined;
  const versions = readdirSync(debianRoot)
    .filter((version) => existsSync(path.join(debianRoot, version, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] === undefined ? undefined : path.join(debianRoot, versions[0], 'bin');
}

/**
 * Whether the PostgreSQL tests can run. Without a server they skip, with a banner no one can miss; with
 * REQUIRE_POSTGRES=1 (set by .ci/run) a missing server is a failure.
 */
export function postgresForTests(installed = postgresBinDir() !== undefined): boolean {
  if (installed) return true;
  const message = [
    '',
    '################################################################################',
    '#  POSTGRESQL TESTS SKIPPED: no /usr/lib/postgresql/*/bin/initdb on this machine.',
    "#  Install Debian's package to run them:  apt-get install -y postgresql",
    '#  (.ci/run does, and sets REQUIRE_POSTGRES=1 so that a missing server fails.)',
    '################################################################################',
    '',
  ].join('\n');
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is not installed.${message}`);
  console.warn(message);
  return false;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
    probe.on('error', reject);
  });
}

export interface TestPostgres {
  port: number;
  /** URL of the `postgres` database as the superuser (trust authentication, no password) */
  url: string;
  /** URL of another database of this server */
  urlOf(database: string): string;
  /** creates an empty database and resolves with its URL */
  createDatabase(name?: string): Promise<string>;
  /** stops the server (fast shutdown) but keeps its files: start() brings it back on the same port */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** stops the server and removes its folder */
  destroy(): Promise<void>;
}

let databases = 0;

/** Raw SQL on a PostgreSQL database, through a connection of its own (tests look beside the storages). */
export async function onPostgres<T>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const initdbArgs = (dataDir: string) => ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'];

/**
 * Under the test run (tests/temp-root.ts), one initdb for all its files: the first server made runs it into the run's
 * folder, and every server copies that cluster (~0.2 CPU-s, where initdb takes ~1.2). Elsewhere (the benchmarks) undefined.
 */
async function clusterTemplate(run: (command: string, args: string[]) => void): Promise<string | undefined> {
  const runFolder = process.env.SITE_TESTS_TMPDIR;
  if (!runFolder) return undefined;
  const folder = path.join(runFolder, 'pg-template');
  const dataDir = path.join(folder, 'data');
  const ready = path.join(runFolder, 'pg-template.ready');
  try {
    // the one that makes the folder runs initdb; the others wait for it to say so
    mkdirSync(folder);
  } catch {
    for (let waited = 0; !existsSync(ready); waited += 100) {
      if (waited > 120_000) throw new Error(`no PostgreSQL template in ${folder} after 120 s`);
      await sleep(100);
    }
    return dataDir;
  }
  if (process.getuid?.() === 0) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
    chownSync(folder, uid!, gid!);
  }
  run('initdb', initdbArgs(dataDir));
  writeFileSync(ready, '');
  return dataDir;
}

/**
 * initdb in a new temporary folder (or a copy of the run's template cluster), then pg_ctl start on a free port (127.0.0.1 and a socket in the folder).
 * As root the commands run as the `postgres` user (initdb refuses root). `fsync: false` suits tests; the
 * benchmark keeps it on, so that its figures are those of a durable commit.
 */
export async function startTestPostgres({ fsync = false }: { fsync?: boolean } = {}): Promise<TestPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)');
  const folder = mkdtempSync(path.join(tmpdir(), 'pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
    chownSync(folder, uid!, gid!);
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    try {
      execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: folder, encoding: 'utf8' });
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(`${command} failed: ${(error as { stderr?: string }).stderr ?? String(error)}\n${log}`);
    }
  };

  const port = await freePort();
  let running = false;
  const start = async () => {
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=${fsync ? 'on' : 'off'} -c max_connections=200`;
    run('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', options]);
    running = true;
  };
  const stopNow = (mode: 'fast' | 'immediate') => {
    if (!running) return;
    run('pg_ctl', ['stop', '-w', '-t', '60', '-D', dataDir, '-m', mode]);
    running = false;
  };
  // a test run that ends without afterAll (an interrupt) must not leave a server behind
  const onExit = () => {
    try {
      stopNow('immediate');
    } catch {
      // the process is going anyway
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  try {
    const template = await clusterTemplate(run);
    if (template) execFileSync('cp', ['-a', template, dataDir]);
    else run('initdb', initdbArgs(dataDir));
    await start();
  } catch (error) {
    onExit();
    process.off('exit', onExit);
    throw error;
  }

  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url: urlOf('postgres'),
    urlOf,
    async createDatabase(name = `test_${process.pid}_${++databases}`) {
      const client = new pg.Client({ connectionString: urlOf('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return urlOf(name);
    },
    stop: async () => stopNow('fast'),
    start,
    async destroy() {
      process.off('exit', onExit);
      onExit();
    },
  };
}
