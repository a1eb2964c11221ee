// @vitest-environment node
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../site-server';
import { tempBuild, writeTestRelease } from '../../test/test-support';
import { pageFile } from '../../engine/releases/release-files';
import { releaseDir } from '../../engine/releases/release-store';
import type { SiteFacts } from '../../../model/site-manifest';

const site: SiteFacts = { routes: ['/', '/about-us'], noindex: [], contactForm: null, liveChatOrigin: null, siteHost: null };
const html = { accept: 'text/html' };
const long = 'A heading long enough to be worth compressing. '.repeat(40);

/** A live release as a publish leaves it: each file once, no compressed copies; `/` too small to copy. */
function releaseWithoutCopies() {
  const build = tempBuild(site);
  const id = writeTestRelease(build.dataDir, site, (route) => (route === '/' ? 'Home' : long));
  const dir = releaseDir(build.dataDir, id);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (/\.(br|gz)$/.test(entry.name)) rmSync(path.join(entry.parentPath, entry.name));
  }
  return { ...build, dir };
}

describe('compressed copies of a release, made on the first request', () => {
  const servers: FastifyInstance[] = [];
  afterEach(async () => Promise.all(servers.splice(0).map((server) => server.close())));
  async function start(clientDir: string, dataDir: string) {
    const server = await createServer({ clientDir, dataDir });
    servers.push(server);
    return server.listen({ host: '127.0.0.1', port: 0 });
  }

  it('compresses a page once, writes the copy beside it, and revalidates it by its ETag', async () => {
    const { clientDir, dataDir, dir } = releaseWithoutCopies();
    const url = await start(clientDir, dataDir);
    const file = pageFile(dir, '/about-us');
    const first = await fetch(`${url}/about-us`, { headers: { ...html, 'accept-encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(await first.text()).toBe(readFileSync(file, 'utf8'));
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(readFileSync(file));
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/\.br"$/);
    const again = await fetch(`${url}/about-us`, { headers: { ...html, 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const gzip = await fetch(`${url}/about-us`, { headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(readFileSync(file));
    // no temporary file is left beside the copies
    expect(readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('answers many requests at once from one copy', async () => {
    const { clientDir, dataDir, dir } = releaseWithoutCopies();
    const url = await start(clientDir, dataDir);
    const answers = await Promise.all(Array.from({ length: 8 }, () => fetch(`${url}/about-us`, { headers: { ...html, 'accept-encoding': 'br' } })));
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(texts)).toEqual(new Set([readFileSync(pageFile(dir, '/about-us'), 'utf8')]));
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(1);
  });

  it('sends a file too small to gain as it is, and writes no copy of it', async () => {
    const { clientDir, dataDir, dir } = releaseWithoutCopies();
    const url = await start(clientDir, dataDir);
    const response = await fetch(url, { headers: { ...html, 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('<h1>Home</h1>');
    expect(existsSync(`${pageFile(dir, '/')}.br`)).toBe(false);
  });

  it('finds the copy on disk after a restart instead of compressing again', async () => {
    const { clientDir, dataDir, dir } = releaseWithoutCopies();
    const file = `${pageFile(dir, '/about-us')}.br`;
    await fetch(`${await start(clientDir, dataDir)}/about-us`, { headers: { ...html, 'accept-encoding': 'br' } });
    const made = statSync(file);
    await servers.pop()!.close();
    const response = await fetch(`${await start(clientDir, dataDir)}/about-us`, { headers: { ...html, 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(statSync(file).ino).toBe(made.ino);
    expect(statSync(file).mtimeMs).toBe(made.mtimeMs);
  });
});
