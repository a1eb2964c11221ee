// npm run bench:live's heavy work: what visitors wait for while an editor validates a huge body, saves a draft of
// a large site and publishes a change every page shows. One production instance, a steady stream of public requests.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../src/server/engine/auth/passwords.ts';
import { publishCli } from '../../src/server/test/test-cli.ts';
import { startServer } from '../../src/server/test/test-support.ts';
import { generateSite, leanSite } from './generate-site.ts';
import { api, email, password, signIn, type Instance } from './live-instance.ts';
import { distDir } from './paths.ts';
import { pause } from './editor-probe.ts';
import { publicProbe, spread } from './public-probe.ts';
import { openDatabase } from '../../src/server/db/open/database.ts';

export interface HeavyOptions {
  /** 'sqlite' (DATA_DIR) or a PostgreSQL URL */
  databaseUrl: string | null;
  /** pages of the large site the editor saves and publishes */
  publishPages: number;
  /** pages of the body the editor validates */
  validatePages: number;
}

/** One row of the table: the work, how long each took, and what the public requests waited meanwhile. */
export interface HeavyRow {
  work: string;
  store: string;
  /** seconds each run of the work took, and the status it answered */
  runs: { s: number; status: number }[];
  robots: number[];
  page: number[];
}

const publicUrls = ['/robots.txt', '/about-us'] as const;

/** Runs `work` over and over until `seconds` have passed (once at least), with the public requests going. */
async function during(instanceUrl: string, seconds: number, work: () => Promise<number>): Promise<Pick<HeavyRow, 'runs' | 'robots' | 'page'>> {
  const probe = publicProbe(instanceUrl, publicUrls);
  const runs: HeavyRow['runs'] = [];
  const started = performance.now();
  do {
    const at = performance.now();
    const status = await work();
    runs.push({ s: (performance.now() - at) / 1000, status });
  } while (performance.now() - started < seconds * 1000);
  const latencies = await probe.stop();
  return { runs, robots: latencies.get('/robots.txt')!, page: latencies.get('/about-us')! };
}

export async function measureHeavy({ databaseUrl, publishPages, validatePages }: HeavyOptions, step: (what: string) => void): Promise<HeavyRow[]> {
  const store = databaseUrl ? 'PostgreSQL' : 'SQLite';
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-heavy-'));
  const dataDir = path.join(dir, 'data');
  const file = path.join(dir, 'site.json');
  const env: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  let instance: Instance | undefined;
  try {
    step(`${store}: publishing ${publishPages} pages with npm run publish (set-up)`);
    writeFileSync(file, `${JSON.stringify(generateSite(publishPages), null, 2)}\n`);
    const published = await publishCli(dataDir, [file], env);
    if (published.code !== 0) throw new Error(published.stderr);
    const accounts = await openDatabase({ dataDir, databaseUrl: databaseUrl ?? undefined }).editor();
    await accounts.addAccount({ email, role: 'editor', passwordHash: await hashPassword(password), at: new Date() });
    await accounts.close();
    instance = await startServer({ DIST_DIR: distDir, DATA_DIR: dataDir, PORT: '0', ...env });
    const { cookie } = await signIn(instance);
    const rows: HeavyRow[] = [];
    const row = (work: string, measured: Pick<HeavyRow, 'runs' | 'robots' | 'page'>) => rows.push({ work, store, ...measured });

    step(`${store}: idle`);
    row('nothing (baseline)', await during(instance.url, 5, () => pause(5000).then(() => 0)));

    const body = JSON.stringify({ site: leanSite(validatePages) });
    step(`${store}: validating ${validatePages} pages (${(body.length / 1024 / 1024).toFixed(1)} MB)`);
    row(`validate ${validatePages} pages (${(body.length / 1024 / 1024).toFixed(1)} MB)`, await during(instance.url, 10, async () => (await api(instance!, cookie, 'POST', '/edit/api/validate', body)).status));

    step(`${store}: saving a change every page shows`);
    let hash = '';
    let saves = 0;
    row(`save a change to ${publishPages} pages`, await during(instance.url, 5, async () => {
      const base = (await api(instance!, cookie, 'GET', '/edit/api/site')).json<{ hash: string }>().hash;
      const changes = [{ kind: 'set', path: ['footer', 'rights'], value: `All rights reserved (${++saves}).` }];
      const saved = await api(instance!, cookie, 'POST', '/edit/api/site', { baseHash: base, changes });
      if (saved.status === 200) hash = saved.json<{ hash: string }>().hash;
      return saved.status;
    }));

    step(`${store}: publishing it (every page renders anew)`);
    row(`publish ${publishPages} changed pages`, await during(instance.url, 0, async () => (await api(instance!, cookie, 'POST', '/edit/api/publish', { hash })).status));
    return rows;
  } finally {
    instance?.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A row as table cells. */
export const heavyCells = ({ work, store, runs, robots, page }: HeavyRow) => [
  work,
  store,
  runs.every((run) => run.status === 0) ? '—' : `${runs.length} × ${(runs.reduce((sum, run) => sum + run.s, 0) / runs.length).toFixed(1)} s (${[...new Set(runs.map((run) => run.status))].join(', ')})`,
  spread(robots),
  spread(page),
  String(robots.length + page.length),
];

export const heavyHead = ['work', 'store', 'runs × mean (status)', '/robots.txt p50 / p95 / p99 / max ms', 'page p50 / p95 / p99 / max ms', 'public requests'];
