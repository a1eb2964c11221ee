// @vitest-environment node
// Strict-Transport-Security on every answer to a request that came over HTTPS through a trusted proxy, and only then.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPath } from './contact/contact-route.ts';
import { send, startEditorServer, type EditorServer } from '../test/test-editor-server.ts';
import { hstsValue } from './hsts.ts';

// a page, a missing page, a page's data, a file of the code build, the health check, the editor and its API, the contact endpoint
const requests = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/about-us' },
  { method: 'GET', path: '/no-such-page' },
  { method: 'GET', path: '/_data/about-us.json' },
  { method: 'GET', path: '/robots.txt' },
  { method: 'GET', path: '/favicon.svg' },
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/edit' },
  { method: 'GET', path: '/edit/api/site' },
  { method: 'POST', path: contactPath },
];

describe('HSTS', () => {
  let behindProxy: EditorServer;
  let direct: EditorServer;
  beforeAll(async () => {
    [behindProxy, direct] = await Promise.all([startEditorServer({ trustProxy: 1 }), startEditorServer()]);
  });
  afterAll(async () => {
    await Promise.all([behindProxy.close(), direct.close()]);
  });

  const headerOf = async (server: EditorServer, { method, path }: { method: string; path: string }, headers: Record<string, string>) => {
    const answer = await send(`${server.url}${path}`, { method, headers: { ...headers, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) }, body: method === 'POST' ? '{}' : undefined });
    return [path, answer.headers['strict-transport-security']];
  };

  it('is on every answer to a request the trusted proxy received over HTTPS', async () => {
    for (const request of requests) expect(await headerOf(behindProxy, request, { 'x-forwarded-proto': 'https' })).toEqual([request.path, hstsValue]);
    expect(hstsValue).toBe('max-age=31536000');
  });

  it('is on no answer over plain HTTP, nor when an untrusted peer claims HTTPS', async () => {
    for (const request of requests) {
      expect(await headerOf(behindProxy, request, {})).toEqual([request.path, undefined]);
      expect(await headerOf(behindProxy, request, { 'x-forwarded-proto': 'http' })).toEqual([request.path, undefined]);
      expect(await headerOf(direct, request, { 'x-forwarded-proto': 'https' })).toEqual([request.path, undefined]);
    }
  });
});
