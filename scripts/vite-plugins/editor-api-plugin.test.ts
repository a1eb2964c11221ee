import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, resolveConfig, type ViteDevServer } from 'vite';
import type { Site } from '../../src/generated/site.ts';
import { ownSiteFile, root as repoRoot } from '../lib/paths.ts';
import { editorApiPlugin } from './editor-api-plugin.ts';
import { editorBodyLimit } from '../../src/server/http/editor/editor-api.ts';
import { hashOf } from '../../src/model/save-site.ts';
import { validateSiteText } from '../../src/model/validate-site.ts';
import { tooDeepMessage } from '../../src/shared/json-depth.ts';

const original = readFileSync(ownSiteFile, 'utf8');
type Loose = Record<string, unknown>;

/** A request with any headers, Host included (fetch sets Host itself). */
function raw(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; body: Loose }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text.startsWith('{') ? (JSON.parse(text) as Loose) : { text } }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('the editor API in the dev server', () => {
  let vite: ViteDevServer;
  let dir: string;
  let siteFile: string;
  let base: string;
  let onDisk = original;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'editor-api-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>dev</title>');
    // site.json in a folder of its own: Vite keeps its cache in the root
    mkdirSync(path.join(dir, 'content'));
    siteFile = path.join(dir, 'content/site.json');
    writeFileSync(siteFile, original);
    vite = await createServer({ configFile: false, root: dir, logLevel: 'silent', plugins: [editorApiPlugin({ siteFile })], server: { host: '127.0.0.1', port: 0 } });
    await vite.listen();
    const address = vite.httpServer?.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await vite?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const json = { 'Content-Type': 'application/json' };
  const post = (pathname: string, body: unknown, headers: Record<string, string> = { ...json, Origin: base }) =>
    fetch(`${base}${pathname}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const withHeading = (heading: string): Site => {
    const next = JSON.parse(original) as Site;
    (next.pages[1]!.sections[2] as unknown as Loose).heading = heading;
    return next;
  };
  /** site.json is byte for byte what the last accepted save wrote, and no temporary file is left. */
  const expectUntouched = () => {
    expect(readFileSync(siteFile, 'utf8')).toBe(onDisk);
    expect(readdirSync(path.dirname(siteFile))).toEqual(['site.json']);
  };

  it('GET /__editor/site answers the hash and the site, never cached; 304 without a body to a caller that names the current hash', async () => {
    const response = await fetch(`${base}/__editor/site`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBe(`"${hashOf(original)}"`);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ hash: hashOf(original), site: JSON.parse(original) });
    // without the file's indentation: ~40% of a large site.json, which the browser would read and decode
    expect(text).not.toContain('\n');
    const unchanged = await fetch(`${base}/__editor/site`, { headers: { 'If-None-Match': `"${hashOf(original)}"` } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    const stale = await fetch(`${base}/__editor/site`, { headers: { 'If-None-Match': `"${hashOf('an older version')}"` } });
    expect(stale.status).toBe(200);
    expect(((await stale.json()) as { hash: string }).hash).toBe(hashOf(original));
    const viaLocalhost = await raw(`${base}/__editor/site`, { headers: { Host: base.replace('127.0.0.1', 'localhost').slice('http://'.length) } });
    expect(viaLocalhost.status).toBe(200);
  });

  it('POST /__editor/site saves with a minimal edit, then refuses a save made from the old version with 409', async () => {
    const saved = await post('/__editor/site', { baseHash: hashOf(original), site: withHeading('Saved from the editor') });
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('no-store');
    onDisk = readFileSync(siteFile, 'utf8');
    expect(await saved.json()).toEqual({ hash: hashOf(onDisk), warnings: [], untranslated: [] });
    expect(onDisk).toBe(original.replace('"heading": "The people you will work with"', '"heading": "Saved from the editor"'));

    const stale = await post('/__editor/site', { baseHash: hashOf(original), site: withHeading('Lost update') });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ conflict: true, message: 'Another editor saved the draft since you loaded it; nothing was saved. Re-apply your changes onto their version.', current: { hash: hashOf(onDisk) } });
    expectUntouched();
  });

  it('POST /__editor/site saves a draft sent as its changes; a change with no place in that version gets 400', async () => {
    const before = onDisk;
    const path = ['pages', 1, 'sections', 2, 'heading'];
    const saved = await post('/__editor/site', { baseHash: hashOf(onDisk), changes: [{ kind: 'set', path, value: 'Saved as a change' }] });
    expect(saved.status).toBe(200);
    onDisk = readFileSync(siteFile, 'utf8');
    expect(onDisk).toBe(before.replace('"heading": "Saved from the editor"', '"heading": "Saved as a change"'));
    const nowhere = await post('/__editor/site', { baseHash: hashOf(onDisk), changes: [{ kind: 'remove', path: ['pages', 999, 'title'] }] });
    expect(nowhere.status).toBe(400);
    expect(((await nowhere.json()) as Loose).message).toMatch(/^change 1 \(\/pages\/999\/title\) has no place in site\.json/);
    const bad = await post('/__editor/site', { baseHash: hashOf(onDisk), changes: [{ kind: 'set', path: ['constructor', 'x'], value: 1 }] });
    expect(bad.status).toBe(400);
    // back to the heading the next tests expect
    expect((await post('/__editor/site', { baseHash: hashOf(onDisk), changes: [{ kind: 'set', path, value: 'Saved from the editor' }] })).status).toBe(200);
    onDisk = readFileSync(siteFile, 'utf8');
    expect(onDisk).toBe(before);
    expectUntouched();
  });

  it('saves a section not yet translated into Hindi, listing its texts, which npm run validate still refuses', async () => {
    const before = onDisk;
    const at = (JSON.parse(before) as Site).pages[0]!.sections.length;
    const section = { type: 'cta', heading: 'Added in English', text: 'Not yet in Hindi.', link: { label: 'Write to us', to: '/contact-us' } };
    const saved = await post('/__editor/site', { baseHash: hashOf(onDisk), changes: [{ kind: 'append', path: ['pages', 0, 'sections'], value: section }] });
    expect(saved.status).toBe(200);
    const base = `/pages/0/sections/${at}`;
    expect(((await saved.json()) as { untranslated: unknown[] }).untranslated).toEqual([`${base}/heading`, `${base}/text`, `${base}/link/label`].map((pointer) => ({ pointer, locale: 'hi', fallback: false })));
    onDisk = readFileSync(siteFile, 'utf8');
    const strict = validateSiteText(onDisk, { file: 'site.json' });
    expect(strict.problems.map((problem) => problem.pointer)).toEqual([`${base}/heading`, `${base}/text`, `${base}/link/label`]);
    // back to the site the next tests expect
    expect((await post('/__editor/site', { baseHash: hashOf(onDisk), changes: [{ kind: 'remove', path: ['pages', 0, 'sections', at] }] })).status).toBe(200);
    onDisk = readFileSync(siteFile, 'utf8');
    expect(onDisk).toBe(before);
  });

  it('refuses an invalid site with 422 and its problems; /__editor/validate reports them without writing', async () => {
    const next = withHeading('Saved from the editor');
    (next.pages[1]!.sections[2] as unknown as Loose).type = 'teem';
    const refused = await post('/__editor/site', { baseHash: hashOf(onDisk), site: next });
    expect(refused.status).toBe(422);
    const { problems } = (await refused.json()) as { problems: Loose[] };
    expect(problems).toContainEqual(expect.objectContaining({ pointer: '/pages/1/sections/2/type', text: expect.stringMatching(/^site\.json:\d+:\d+ {2}\/pages\/1\/sections\/2\/type {2}unknown block type "teem"/) }));
    const validated = await post('/__editor/validate', { site: next });
    expect(validated.status).toBe(200);
    expect(await validated.json()).toMatchObject({ ok: false, problems: expect.arrayContaining([expect.objectContaining({ pointer: '/pages/1/sections/2/type' })]) });
    expectUntouched();
  });

  it('validates a draft sent as its changes to the version on disk: problems where the saved file would have them; 409 once that version is gone', async () => {
    const heading = (value: unknown) => ({ kind: 'set', path: ['pages', 1, 'sections', 2, 'heading'], value });
    const fine = await post('/__editor/validate', { baseHash: hashOf(onDisk), changes: [heading('A heading that fits')] });
    expect(fine.status).toBe(200);
    expect(await fine.json()).toMatchObject({ ok: true, problems: [] });

    const bad = await post('/__editor/validate', { baseHash: hashOf(onDisk), changes: [{ kind: 'set', path: ['pages', 1, 'sections', 2, 'type'], value: 'teem' }] });
    const whole = withHeading('Saved from the editor');
    (whole.pages[1]!.sections[2] as unknown as Loose).type = 'teem';
    const sameAsWhole = ((await (await post('/__editor/validate', { site: whole })).json()) as { problems: Loose[] }).problems;
    expect(((await bad.json()) as { problems: Loose[] }).problems).toEqual(sameAsWhole);

    const stale = await post('/__editor/validate', { baseHash: hashOf('an older version'), changes: [heading('Late')] });
    expect(stale.status).toBe(409);

    // another program halfway through writing site.json: the draft's version is gone (409, the editor sends its
    // whole draft), not a syntax error reported as the draft's problem
    writeFileSync(siteFile, onDisk.slice(0, onDisk.length / 2));
    try {
      const halfWritten = await post('/__editor/validate', { baseHash: hashOf(onDisk), changes: [heading('Meanwhile')] });
      expect(halfWritten.status).toBe(409);
    } finally {
      writeFileSync(siteFile, onDisk);
    }
    expectUntouched();
  });

  it.each([
    ['not a list', { changes: { kind: 'set' } }, /must be a list/],
    ['an unknown kind', { changes: [{ kind: 'move', path: ['pages'], value: [] }] }, /"kind" must be/],
    ['a path into the prototype', { changes: [{ kind: 'set', path: ['__proto__', 'polluted'], value: true }] }, /"path" must be/],
    ['an empty path', { changes: [{ kind: 'set', path: [], value: {} }] }, /"path" must be/],
    ['a set without a value', { changes: [{ kind: 'set', path: ['settings', 'siteName'] }] }, /needs a "value"/],
    ['no baseHash', { changes: [] }, /"baseHash" must be/],
  ])('refuses changes that are %s with 400, writing nothing', async (_, body, message) => {
    const response = await post('/__editor/validate', _ === 'no baseHash' ? body : { baseHash: hashOf(onDisk), ...body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Loose).message).toMatch(message);
    expect(({} as Loose).polluted).toBeUndefined();
    expectUntouched();
  });

  it.each([
    ['a foreign Origin', { ...json, Origin: 'http://evil.example' }],
    ['the Origin of another local server', { ...json, Origin: 'http://127.0.0.1:1' }],
    ['an opaque Origin', { ...json, Origin: 'null' }],
    ['no Origin', json],
    ['a cross-site fetch', { ...json, Origin: 'http://127.0.0.1:0', 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses a POST with %s: 403, nothing written', async (_, headers) => {
    const response = await post('/__editor/site', { baseHash: hashOf(onDisk), site: withHeading('Forged') }, headers);
    expect(response.status).toBe(403);
    expect(((await response.json()) as Loose).message).toMatch(/editor API/);
    expectUntouched();
  });

  it('refuses a request naming another host (DNS rebinding) or port with 403, even a GET', async () => {
    const port = new URL(base).port;
    for (const host of ['evil.example', `evil.example:${port}`, `192.168.1.5:${port}`, 'localhost:1', `localhost:${port}.evil.example`]) {
      const response = await raw(`${base}/__editor/site`, { headers: { Host: host } });
      expect(response.status, host).toBe(403);
      expect(JSON.stringify(response.body), host).not.toContain('"site"');
    }
    const ip = await raw(`${base}/__editor/site`, { headers: { Host: `192.168.1.5:${port}` } });
    expect(ip.body.message).toMatch(/answers only at 127\.0\.0\.1:\d+, localhost:\d+, \[::1\]:\d+/);
    const rebound = await raw(`${base}/__editor/site`, {
      method: 'POST',
      headers: { ...json, Host: `192.168.1.5:${port}`, Origin: `http://192.168.1.5:${port}` },
      body: JSON.stringify({ baseHash: hashOf(onDisk), site: withHeading('Rebound') }),
    });
    expect(rebound.status).toBe(403);
    const foreignRead = await fetch(`${base}/__editor/site`, { headers: { Origin: 'http://localhost:3000' } });
    expect(foreignRead.status).toBe(403);
    expectUntouched();
  });

  it('answers 415 to a body that is not typed as JSON', async () => {
    const response = await post('/__editor/site', { baseHash: hashOf(onDisk), site: withHeading('Typed') }, { 'Content-Type': 'text/plain', Origin: base });
    expect(response.status).toBe(415);
    expect(((await response.json()) as Loose).message).toMatch(/Content-Type: application\/json/);
    expectUntouched();
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await post('/__editor/site', `{"baseHash":"${hashOf(onDisk)}","site":{"pad":"${'x'.repeat(editorBodyLimit)}"}}`);
    expect(response.status).toBe(413);
    expect(((await response.json()) as Loose).message).toBe('The request body is larger than 20 MB, the most this endpoint reads; nothing was read or saved. Send the changes to the draft rather than the whole site, or fewer pages at a time.');
    expectUntouched();
  });

  it.each([
    ['malformed JSON', '{"baseHash": ', /not valid JSON/],
    ['a body that is not an object', '[]', /^The request body must be a JSON object\.$/],
    ['a site that is not an object', JSON.stringify({ baseHash: 'a'.repeat(64), site: [] }), /"site"/],
    ['no site', JSON.stringify({ baseHash: 'a'.repeat(64) }), /"site"/],
    ['a baseHash that is not sha256 hex', JSON.stringify({ baseHash: 'abc', site: {} }), /"baseHash"/],
    ['a baseHash that is not a string', JSON.stringify({ baseHash: 7, site: {} }), /"baseHash"/],
  ])('answers 400 to %s', async (_, body, message) => {
    const response = await post('/__editor/site', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Loose).message).toMatch(message);
    expectUntouched();
  });

  it('answers a path written another way (encoded, doubled slashes, dot segments, case) as the plain path, guards included', async () => {
    const port = new URL(base).port;
    const ways = ['/__editor/%73ite', '/%5F%5Feditor/site', '/__editor//site', '//__editor/site', '/x/../__editor/site', '/x/%2e%2e/__editor/site', '/__editor/./site', '/__EDITOR/SITE', '/__Editor/Site', '/__editor/site/'];
    const plain = async (headers: Record<string, string>) => (await raw(`${base}/__editor/site`, { headers })).status;
    for (const headers of [{}, { Origin: 'http://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { Host: `evil.example:${port}` }] as Record<string, string>[]) {
      const expected = await plain(headers);
      for (const way of ways) {
        // a request with exactly this target: fetch and http.request(url) would normalize it first
        const status = await new Promise<number>((resolve, reject) => {
          const request = httpRequest({ hostname: '127.0.0.1', port, path: way, headers }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          request.on('error', reject);
          request.end();
        });
        expect([way, headers, status]).toEqual([way, headers, expected]);
      }
    }
    const validated = await new Promise<number>((resolve, reject) => {
      const request = httpRequest({ hostname: '127.0.0.1', port, path: '/__EDITOR//%76alidate', method: 'POST', headers: { ...json, Origin: base } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end(JSON.stringify({ site: JSON.parse(onDisk) as unknown }));
    });
    expect(validated).toBe(200);
    expectUntouched();
  });

  it('answers 400 to a body nested 10,000 deep, saying so, on both endpoints', async () => {
    const deep = `{"baseHash":"${hashOf(onDisk)}","site":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    for (const pathname of ['/__editor/site', '/__editor/validate']) {
      const response = await post(pathname, deep);
      expect([pathname, response.status]).toEqual([pathname, 400]);
      expect(((await response.json()) as Loose).message).toBe(tooDeepMessage());
    }
    expectUntouched();
  });

  it('answers 405 to other methods and ignores any file named in the request', async () => {
    const put = await fetch(`${base}/__editor/site`, { method: 'PUT', headers: { ...json, Origin: base }, body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    expect((await fetch(`${base}/__editor/validate`)).status).toBe(405);
    const elsewhere = path.join(path.dirname(siteFile), 'elsewhere.json');
    const saved = await post('/__editor/site', { baseHash: hashOf(onDisk), site: withHeading('Only site.json'), file: elsewhere, path: elsewhere });
    expect(saved.status).toBe(200);
    onDisk = readFileSync(siteFile, 'utf8');
    expect(onDisk).toContain('"heading": "Only site.json"');
    expectUntouched();
  });
});

describe('vite.config.ts', () => {
  it('has the editor API in the dev server only, listening on 127.0.0.1 unless HOST is set', async () => {
    const saved = process.env.HOST;
    delete process.env.HOST;
    try {
      const configFile = path.join(repoRoot, 'vite.config.ts');
      const serve = await resolveConfig({ configFile, logLevel: 'silent' }, 'serve');
      expect(serve.plugins.map((plugin) => plugin.name)).toContain('editor-api');
      expect(serve.server.host).toBe('127.0.0.1');
      const build = await resolveConfig({ configFile, logLevel: 'silent' }, 'build');
      expect(build.plugins.map((plugin) => plugin.name)).not.toContain('editor-api');
    } finally {
      if (saved !== undefined) process.env.HOST = saved;
    }
  });
});
