import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir, root } from './lib/paths.ts';
import { contactPath } from '../src/shared/contact-endpoint.ts';
import { healthPath } from '../src/shared/server-paths.ts';
import { exited, jsonHeaders, validRequest } from '../src/server/test/test-support.ts';

interface LockedPackage {
  dev?: boolean;
}

/**
 * node_modules as `npm ci --omit=dev` leaves it: the packages package-lock.json does not mark dev-only, hard-linked
 * from this checkout's install (no registry, no install scripts: the same files npm would put there).
 */
function installProductionModules(to: string): void {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };
  const kept = Object.entries(lock.packages).filter(([key, entry]) => key.startsWith('node_modules/') && !entry.dev);
  // a package's own nested node_modules come with it; platform packages of other machines were never installed
  const tops = kept.map(([key]) => key).filter((key) => !key.includes('/node_modules/', 'node_modules/'.length) && existsSync(path.join(root, key)));
  for (const key of tops) {
    mkdirSync(path.dirname(path.join(to, key)), { recursive: true });
    const copied = spawnSync('cp', ['-al', path.join(root, key), path.join(to, key)]);
    if (copied.status !== 0) throw new Error(`cp -al ${key}: ${copied.stderr}`);
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Runs `node script` in `cwd` with nothing of this process's environment but PATH and HOME. */
function runNode(cwd: string, script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], { cwd, env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

function outputOf(child: ChildProcess): { text: () => string } {
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { text: () => text };
}

// A deploy as docs/operations.md describes it: the checkout, the code build, production dependencies only.
describe('npm start with the production dependencies only', () => {
  let deploy: string;
  let dataDir: string;
  let server: ChildProcess;
  let url: string;
  let log: { text: () => string };

  beforeAll(async () => {
    deploy = mkdtempSync(path.join(tmpdir(), 'deploy-'));
    const tracked = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
    for (const file of tracked) if (existsSync(path.join(root, file))) cpSync(path.join(root, file), path.join(deploy, file));
    cpSync(distDir, path.join(deploy, 'dist'), { recursive: true });
    installProductionModules(deploy);
    dataDir = path.join(deploy, 'data');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = runNode(deploy, 'scripts/start.mjs', { PORT: String(port), DATA_DIR: dataDir });
    log = outputOf(server);
    const started = Date.now();
    while (!log.text().includes('Serving the site at')) {
      if (server.exitCode !== null) throw new Error(`npm start exited ${server.exitCode}:\n${log.text()}`);
      if (Date.now() - started > 60_000) throw new Error(`npm start did not serve within 60 s:\n${log.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    server?.kill('SIGTERM');
    if (server) await exited(server);
  });

  it('has no dev tools to run: no TypeScript runner, no Vite, no test runner', () => {
    for (const name of ['tsx', 'vite', 'vitest', 'typescript']) expect(existsSync(path.join(deploy, 'node_modules', name)), name).toBe(false);
    for (const name of ['fastify', 'better-sqlite3', '@humanwhocodes/momoa']) expect(existsSync(path.join(deploy, 'node_modules', name)), name).toBe(true);
  });

  it('published site.json and serves its home page', async () => {
    expect(log.text()).toMatch(/Published release \S+ from site\.json/);
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    const site = JSON.parse(readFileSync(path.join(deploy, 'site.json'), 'utf8')) as { settings: { siteName: string } };
    expect(await response.text()).toContain(site.settings.siteName);
  });

  it('answers the health check', async () => {
    const response = await fetch(`${url}${healthPath}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
  });

  it('stores a contact request', async () => {
    const response = await fetch(`${url}${contactPath}`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify(validRequest) });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(Number) });
  });

  it('publishes a change with npm run publish, live without a restart', async () => {
    const siteFile = path.join(deploy, 'site.json');
    const text = readFileSync(siteFile, 'utf8');
    const changed = text.replace(/"title": "([^"]+)"/, '"title": "$1 — deployed without dev tools"');
    expect(changed).not.toBe(text);
    writeFileSync(siteFile, changed);
    const publish = runNode(deploy, 'scripts/publish.mjs', { DATA_DIR: dataDir });
    const output = outputOf(publish);
    expect(await exited(publish).then(() => publish.exitCode), output.text()).toBe(0);
    let html = '';
    for (let tries = 0; tries < 50 && !html.includes('deployed without dev tools'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      html = await (await fetch(`${url}/`)).text();
    }
    expect(html).toContain('deployed without dev tools');
  }, 60_000);
});
