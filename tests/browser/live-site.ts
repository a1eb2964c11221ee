// The live site for the editor's browser tests: production servers (src/server/cli/serve.ts) with site.json published
// and accounts made with the real `npm run accounts`, and the steps of an editor signed in at /edit.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { distDir, root, siteFile } from '../../scripts/lib/paths.ts';
import { publishCli } from '../../src/server/test/test-cli.ts';
import { exited, startServer } from '../../src/server/test/test-support.ts';
import { startTestPostgres, type TestPostgres } from '../../src/server/test/test-postgres.ts';
import { afterAll, beforeAll } from 'vitest';

export const editorPassword = 'a phrase only Ann knows';
export const adminPassword = 'the admin has another phrase';
/** the repository's site.json, which the first instance publishes */
export const originalSite = readFileSync(siteFile, 'utf8');

export interface Instance {
  url: string;
  child: ChildProcess;
  /** the temporary folder of its DATA_DIR (and, for the first, of the site.json it published) */
  dir: string;
}

/** `npm run accounts -- add EMAIL --role ROLE` with the password piped twice, as a script would. */
function addAccount(env: Record<string, string>, email: string, role: string, password: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/accounts.ts'), 'add', email, '--role', role], {
    cwd: root,
    env: { ...process.env, ...env },
    input: `${password}\n${password}\n`,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`accounts add ${email}: ${result.stderr}`);
}

/** Instances serving one DATA_DIR each; the first gets site.json published into it, an editor (Ann) and an admin. */
export async function startInstances(count: number, env: Record<string, string>): Promise<Instance[]> {
  const dirs = Array.from({ length: count }, () => mkdtempSync(path.join(tmpdir(), 'live-editor-')));
  const file = path.join(dirs[0]!, 'site.json');
  writeFileSync(file, originalSite);
  const published = await publishCli(path.join(dirs[0]!, 'data'), [file], env);
  if (published.code !== 0) throw new Error(published.stderr);
  addAccount({ ...env, DATA_DIR: path.join(dirs[0]!, 'data') }, 'ann@example.com', 'editor', editorPassword);
  addAccount({ ...env, DATA_DIR: path.join(dirs[0]!, 'data') }, 'root@example.com', 'admin', adminPassword);
  return Promise.all(
    dirs.map(async (dir) => ({ ...(await startServer({ ...env, DIST_DIR: distDir, DATA_DIR: path.join(dir, 'data'), PORT: '0' })), dir })),
  );
}

/** Stops the instances and removes their folders. */
export async function stopInstances(instances: Instance[]): Promise<void> {
  for (const { child, dir } of instances) {
    child.kill('SIGTERM');
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Signs in at `${url}/edit` and waits for the outline. */
/** `count` instances sharing a throwaway PostgreSQL, started before the tests of the describe block that calls it and stopped after them. */
export function instancesOnPostgres(count: number): () => Instance[] {
  let postgres: TestPostgres | undefined;
  let instances: Instance[] = [];
  beforeAll(async () => {
    postgres = await startTestPostgres();
    instances = await startInstances(count, { DATABASE_URL: await postgres.createDatabase() });
  }, 120_000);
  afterAll(async () => {
    await stopInstances(instances);
    await postgres?.destroy();
  });
  return () => instances;
}

/** One instance with SQLite (no DATABASE_URL) for the describe block it is called in. */
export function instanceOnSqlite(): () => Instance {
  let instance: Instance | undefined;
  beforeAll(async () => {
    [instance] = await startInstances(1, {});
  }, 120_000);
  afterAll(async () => {
    if (instance) await stopInstances([instance]);
  });
  return () => instance!;
}

export async function signIn(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(`${url}/edit`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('list', { name: 'Sections' }).getByRole('listitem').first().waitFor({ timeout: 30_000 });
}

/** Publish, confirmed in its dialog, until the toolbar says which version is live. */
export async function publishDraft(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish the draft' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('status').filter({ hasText: /Published version \d+/ }).waitFor();
}
