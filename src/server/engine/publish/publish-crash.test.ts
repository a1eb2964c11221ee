// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../http/site-server.ts';
import { root } from '../../../model/paths.ts';
import { manifestName, readReleaseManifest } from '../releases/release-manifest.ts';
import { pageFile } from '../releases/release-files.ts';
import { liveReleaseId, releaseDir, releasesDir } from '../releases/release-store.ts';
import { clientDir } from '../../../../scripts/lib/paths.ts';
import { generateSite } from '../../../../scripts/lib/generate-site.ts';
import { publishCli } from '../../test/test-cli.ts';

const original = readFileSync(path.join(root, 'site.json'), 'utf8');
const version = (n: number) => original.replace('"heading": "A software partner for the long run"', `"heading": "Version ${n} of the about page"`);
const sha = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

function siteFileWith(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** The hashes of every page of every finished release: what any answer must be one of. */
function releasedBodies(dataDir: string): Set<string> {
  const bodies = new Set<string>();
  for (const id of readdirSync(releasesDir(dataDir)).filter((name) => !name.startsWith('.'))) {
    const dir = releaseDir(dataDir, id);
    for (const route of Object.keys(readReleaseManifest(dir).routes)) bodies.add(sha(readFileSync(pageFile(dir, route))));
  }
  return bodies;
}

describe('a publish killed with -9', () => {
  it('at random points, 24 times, leaves the previous release live and whole while requests go on, and the next publish works', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crash-'));
    const dataDir = path.join(dir, 'data');
    const env = { KEEP_RELEASES: '100' };
    const first = await publishCli(dataDir, [siteFileWith(dir, 'v0.json', version(0))], env);
    expect(first.code, first.stderr).toBe(0);
    const started = performance.now();
    const timed = await publishCli(dataDir, [siteFileWith(dir, 'v1.json', version(1))], env);
    expect(timed.code, timed.stderr).toBe(0);
    // a publish's whole life, start-up included: the kills land anywhere in it
    const lifetime = performance.now() - started;

    const app: FastifyInstance = await createServer({ clientDir, dataDir, releases: { pollMs: 20 } });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const answers: { status: number; body: string }[] = [];
    let requesting = true;
    const requests = (async () => {
      for (let i = 0; requesting && i < 100_000; i++) {
        const response = await fetch(`${url}${i % 2 ? '/about-us' : '/'}`, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
        answers.push({ status: response.status, body: sha(Buffer.from(await response.arrayBuffer())) });
      }
    })();

    const delays: number[] = [];
    try {
      for (let attempt = 2; attempt < 26; attempt++) {
        const before = liveReleaseId(dataDir)!;
        const child = spawn(process.execPath, [path.join(root, 'scripts/publish.mjs'), siteFileWith(dir, `v${attempt}.json`, version(attempt))], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, ...env },
          stdio: 'ignore',
        });
        const delay = Math.random() * lifetime;
        delays.push(Math.round(delay));
        await new Promise((resolve) => setTimeout(resolve, delay));
        child.kill('SIGKILL');
        await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
        // the link names a whole release: the one before, or the new one if the kill came after its switch
        const now = liveReleaseId(dataDir)!;
        expect(existsSync(path.join(releaseDir(dataDir, now), manifestName)), `attempt ${attempt}, killed after ${Math.round(delay)} ms`).toBe(true);
        if (now !== before) expect(readFileSync(pageFile(releaseDir(dataDir, now), '/about-us'), 'utf8')).toContain(`Version ${attempt} of the about page`);
      }
      const after = await publishCli(dataDir, [siteFileWith(dir, 'final.json', version(99))], env);
      expect(after.code, `${after.stderr}\nkilled after ${delays.join(', ')} ms`).toBe(0);
      await expect.poll(async () => (await (await fetch(`${url}/about-us`)).text()).includes('Version 99 of the about page')).toBe(true);
    } finally {
      requesting = false;
      await requests;
      await app.close();
    }
    // no folder a kill left half-written is a release: each one has its manifest, or is a .tmp- folder the next publish removed
    for (const name of readdirSync(releasesDir(dataDir))) expect(existsSync(path.join(releasesDir(dataDir), name, manifestName)), name).toBe(true);
    const bodies = releasedBodies(dataDir);
    expect(answers.length).toBeGreaterThan(24);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(bodies.has(answer.body)).toBe(true);
    }
    console.log(`kill -9 after ${delays.join(', ')} ms (a publish took ${Math.round(lifetime)} ms); ${answers.length} requests answered meanwhile, all 200 from a whole release`);
  }, 180_000);
});

describe('a disk that fills up during a publish, or cannot be written', () => {
  // a small tmpfs as DATA_DIR, in a mount namespace of its own (unshare -rm works without root on Linux)
  it('says the disk is full, keeps the live release, and the next publish that fits works; says a read-only DATA_DIR cannot be written', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'full-'));
    const dataDir = path.join(dir, 'data');
    const big = siteFileWith(dir, 'big.json', JSON.stringify(generateSite(300), null, 2));
    const small = siteFileWith(dir, 'small.json', version(1));
    const changed = siteFileWith(dir, 'changed.json', version(2));
    const publishCommand = `"${process.execPath}" scripts/publish.mjs`;
    const script = [
      'set -u',
      `mkdir -p "${dataDir}" && mount -t tmpfs -o size=6m tmpfs "${dataDir}" || exit 90`,
      `${publishCommand} "${small}" >/dev/null 2>&1; echo "small=$?"`,
      `readlink "${dataDir}/current"`,
      `${publishCommand} "${big}" 2>&1; echo "big=$?"`,
      `readlink "${dataDir}/current"`,
      `ls -a "${dataDir}/releases" | grep -c tmp- ; true`,
      `${publishCommand} "${changed}" >/dev/null 2>&1; echo "changed=$?"`,
      `grep -q "Version 2 of the about page" "${dataDir}/current/about-us.html" && echo served`,
      // and a DATA_DIR that cannot be written at all
      `mount -o remount,ro "${dataDir}" || exit 91`,
      `${publishCommand} "${small}" 2>&1; echo "readonly=$?"`,
      `grep -q "Version 2 of the about page" "${dataDir}/current/about-us.html" && echo still-served`,
    ].join('\n');
    const result = spawnSync('unshare', ['-rm', 'sh', '-c', script], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(result.status, result.status === 90 ? 'this test needs `unshare -rm` (user and mount namespaces) to mount a small tmpfs' : result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toBe('small=0');
    const liveBefore = lines[1];
    expect(result.stdout).toMatch(/The disk of .* is full \(ENOSPC\): free some space \(old releases: KEEP_RELEASES\) and publish again\. Nothing was published; the live release is unchanged\./);
    expect(result.stdout).toContain('big=1');
    const bigAt = lines.indexOf('big=1');
    expect(lines[bigAt + 1]).toBe(liveBefore);
    expect(lines[bigAt + 2]).toBe('0');
    expect(lines[bigAt + 3]).toBe('changed=0');
    expect(lines[bigAt + 4]).toBe('served');
    expect(result.stdout).toMatch(/Cannot write to .*data \(EROFS\): give this user write access to DATA_DIR, or set DATA_DIR to a folder it can write\. Nothing was published; the live release is unchanged\./);
    expect(lines.at(-2)).toBe('readonly=1');
    expect(lines.at(-1)).toBe('still-served');
  }, 120_000);
});
