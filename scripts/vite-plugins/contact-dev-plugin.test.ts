import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { form, formHeaders, jsonHeaders, storedRows, tempDataDir, validRequest } from '../../src/server/test/test-support.ts';
import { contactDevPlugin } from './contact-dev-plugin.ts';
import { ownSiteFile } from '../lib/paths.ts';

describe('the contact endpoint in the dev server', () => {
  let vite: ViteDevServer;
  let base: string;
  let dataDir: string;
  let siteFile: string;
  const saved = process.env.DATA_DIR;
  const siteText = readFileSync(ownSiteFile, 'utf8');

  beforeAll(async () => {
    dataDir = tempDataDir();
    process.env.DATA_DIR = dataDir;
    const root = mkdtempSync(path.join(tmpdir(), 'dev-root-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>dev</title>');
    // a copy of the site, which a test edits as a person would while the dev server runs
    siteFile = path.join(root, 'site.json');
    writeFileSync(siteFile, siteText);
    vite = await createServer({ configFile: false, root, logLevel: 'silent', plugins: [contactDevPlugin(siteFile)], server: { host: '127.0.0.1', port: 0 } });
    await vite.listen();
    const address = vite.httpServer?.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await vite?.close();
    process.env.DATA_DIR = saved;
  });

  const url = () => `${base}/backend/submit.php`;

  it("stores a valid form post in DATA_DIR and answers 303 to the contact form's successPage, /thank-you", async () => {
    const response = await fetch(url(), { method: 'POST', body: form({ ...validRequest, name: 'Dev Poster' }), headers: formHeaders, redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thank-you');
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(storedRows(dataDir).map((row) => row.name)).toContain('Dev Poster');
  });

  it('answers like the production server: 422, 201, 413 and 405', async () => {
    const invalid = await fetch(url(), { method: 'POST', body: JSON.stringify({}), headers: jsonHeaders });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ errors: { name: 'Name is required.', email: 'Email is required.', phone: 'Phone is required.' } });
    const created = await fetch(url(), { method: 'POST', body: JSON.stringify(validRequest), headers: jsonHeaders });
    expect(created.status).toBe(201);
    const tooLarge = await fetch(url(), { method: 'POST', body: form({ ...validRequest, message: 'x'.repeat(100_000) }), headers: formHeaders });
    expect(tooLarge.status).toBe(413);
    const get = await fetch(url());
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('follows an edit of site.json that renames the success page, without a restart', async () => {
    writeFileSync(siteFile, siteText.replaceAll('"/thank-you"', '"/merci"'));
    const response = await fetch(url(), { method: 'POST', body: form({ ...validRequest, name: 'After Rename' }), headers: formHeaders, redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/merci');
    expect(storedRows(dataDir).map((row) => row.name)).toContain('After Rename');
  });

  it('leaves every other path to Vite', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>dev</title>');
  });
});
