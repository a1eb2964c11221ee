// @vitest-environment node
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../../http/site-server.ts';
import { form, formHeaders, logCollector, tempBuild, testSite, writeTestRelease } from '../../test/test-support.ts';
import { contactPath } from '../../../shared/contact-endpoint.ts';
import { pageDataUrl } from '../../../shared/page-data-url.ts';
import { manifestName } from './release-manifest.ts';
import { releaseDir, switchRelease } from './release-store.ts';

const html = { accept: 'text/html' };

describe('the server follows DATA_DIR/current', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  async function serve(site = testSite) {
    const built = tempBuild(site);
    const log = logCollector();
    app = await createServer({ clientDir: built.clientDir, dataDir: built.dataDir, releases: { pollMs: 50 }, logger: { stream: log.stream } });
    return { ...built, log, url: await app.listen({ host: '127.0.0.1', port: 0 }) };
  }

  const heading = async (url: string) => /<h1>(.*?)<\/h1>/.exec(await (await fetch(url, { headers: html })).text())?.[1];

  it('serves a new release without a restart', async () => {
    const { dataDir, url } = await serve();
    expect(await heading(`${url}/write-to-us`)).toBe('Page /write-to-us');
    writeTestRelease(dataDir, testSite, (route) => `New ${route}`);
    await expect.poll(() => heading(`${url}/write-to-us`)).toBe('New /write-to-us');
  });

  it('answers every request from one whole release while releases switch under load', async () => {
    const { dataDir, url } = await serve();
    const ids = ['A', 'B'].map((name) => writeTestRelease(dataDir, testSite, (route) => `${name} ${route}`));
    let switching = true;
    const switcher = (async () => {
      for (let i = 0; switching && i < 2000; i++) {
        switchRelease(dataDir, ids[i % 2]!);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const seen = new Set<string>();
    const answers = await Promise.all(
      Array.from({ length: 400 }, async (_, i) => {
        const route = ['/', '/write-to-us', '/request-received'][i % 3]!;
        const response = await fetch(url + route, { headers: { ...html, 'accept-encoding': 'identity' } });
        return { route, status: response.status, etag: response.headers.get('etag'), body: await response.text() };
      }),
    );
    switching = false;
    await switcher;
    for (const { route, status, body, etag } of answers) {
      expect(status).toBe(200);
      const release = /<h1>([AB]) /.exec(body)?.[1];
      expect(body).toBe(`<!doctype html><title>${route}</title><div id="root"><h1>${release} ${route}</h1></div>`);
      seen.add(release!);
      expect(etag).toMatch(/^"[\w-]{22}"$/);
    }
    // both releases were served: the switches happened while the requests were answered
    expect(seen.size).toBe(2);
  });

  it('revalidates pages and their data by ETag: an unchanged page costs a 304', async () => {
    const { url } = await serve();
    for (const target of ['/write-to-us', pageDataUrl('/write-to-us')]) {
      const first = await fetch(url + target, { headers: { ...html, 'accept-encoding': 'br' } });
      const etag = first.headers.get('etag')!;
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await fetch(url + target, { headers: { ...html, 'accept-encoding': 'br', 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
  });

  it("answers a page's data as JSON, and a path that is no page with the not-found page's data and 404", async () => {
    const { url } = await serve();
    const data = await fetch(url + pageDataUrl('/write-to-us'));
    expect(data.status).toBe(200);
    expect(data.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await data.json()).toEqual({ build: 'test', heading: 'Page /write-to-us' });
    const missing = await fetch(url + pageDataUrl('/no-such-page'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ build: 'test', heading: 'We can’t find the page' });
  });

  it("opens and closes the contact endpoint as releases add and remove the form; the CSP stays the operator's, whatever a release's live chat", async () => {
    const { dataDir, url } = await serve({ ...testSite, contactForm: null });
    const post = () => fetch(url + contactPath, { method: 'POST', body: form({ name: '', email: '', phone: '' }), headers: formHeaders, redirect: 'manual' });
    expect((await post()).status).toBe(404);
    writeTestRelease(dataDir, { ...testSite, liveChatOrigin: 'https://embed.chat.example' });
    await expect.poll(async () => (await post()).status).toBe(422);
    expect((await fetch(`${url}/`)).headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('keeps serving the live release when the link points at a release it cannot read, and says so', async () => {
    const { dataDir, url, log } = await serve();
    const broken = writeTestRelease(dataDir, testSite, (route) => `Broken ${route}`);
    writeFileSync(path.join(releaseDir(dataDir, broken), manifestName), '{"id":');
    await expect.poll(() => log.lines.some((line) => line.includes(`release ${broken} cannot be served`))).toBe(true);
    expect(await heading(`${url}/write-to-us`)).toBe('Page /write-to-us');
  });
});
