// @vitest-environment node
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from './site-server';
import { tempBuild, writeTestRelease } from '../test/test-support';
import { fontsFolder } from '../../shared/server-paths.ts';

describe('production server over HTTP', () => {
  let app: FastifyInstance;
  let url: string;
  let dataDirOf: () => string;

  beforeAll(async () => {
    const { clientDir, dataDir } = tempBuild({ routes: ['/', '/about-us'], noindex: [], contactForm: null, liveChatOrigin: null, siteHost: null });
    dataDirOf = () => dataDir;
    writeTestRelease(dataDir, { routes: ['/', '/about-us'], noindex: [], contactForm: null, liveChatOrigin: null, siteHost: null }, (route) => (route === '/' ? 'Home' : 'About Us'));
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const content = readFileSync(path.join(clientDir, 'assets/main-abc123.js'));
    writeFileSync(path.join(clientDir, 'assets/main-abc123.js.br'), brotliCompressSync(content));
    writeFileSync(path.join(clientDir, 'assets/main-abc123.js.gz'), gzipSync(content));
    app = await createServer({ clientDir, dataDir });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  const html = { accept: 'text/html,application/xhtml+xml' };

  it.each([
    ['/', 'Home'],
    ['/about-us', 'About Us'],
    ['/about-us/', 'About Us'],
  ])('answers the page %s with 200 and its prerendered HTML, which revalidates', async (route, heading) => {
    const response = await fetch(url + route, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<h1>${heading}</h1>`);
  });

  it('answers an unknown page with 404 and the prerendered not-found page', async () => {
    const response = await fetch(`${url}/no-such-page`, { headers: html });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('We can’t find the page');
  });

  it("answers the live release's font subset by its name, cached for good; any other name 404", async () => {
    const name = 'AbCdEfGhIjKlMnOpQrSt-_.woff2';
    const font = Buffer.from('wOF2 a font');
    const dir = path.join(dataDirOf(), 'current', fontsFolder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), font);
    const response = await fetch(`${url}/${fontsFolder}/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(font);
    for (const other of [`${name.slice(1)}`, `x${name}`, '..%2Fmanifest.json', 'AbCdEfGhIjKlMnOpQrSt-x.woff2']) {
      expect((await fetch(`${url}/${fontsFolder}/${other}`)).status).toBe(404);
    }
  });

  it('answers a missing file with a plain 404', async () => {
    const response = await fetch(`${url}/assets/missing.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await fetch(`${url}/assets/main-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${url}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('sends the brotli or gzip copy of a page when the client accepts it', async () => {
    const br = await fetch(`${url}/about-us`, { headers: { ...html, 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('<h1>About Us</h1>');
    const gz = await fetch(`${url}/about-us`, { headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toContain('<h1>About Us</h1>');
    const asset = await fetch(`${url}/assets/main-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('sends the security headers with every document, and only nosniff with scripts', async () => {
    for (const target of ['/', '/favicon.svg', '/missing']) {
      const response = await fetch(url + target);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
    const script = await fetch(`${url}/assets/main-abc123.js`);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('last-modified')).toBeNull();
  });

  it('tells caches that compressed answers depend on Accept-Encoding', async () => {
    const asset = await fetch(`${url}/assets/main-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('vary')).toMatch(/accept-encoding/i);
    const page = await fetch(`${url}/about-us`, { headers: { ...html, 'accept-encoding': 'br' } });
    expect(page.headers.get('vary')).toMatch(/accept-encoding/i);
  });
});
