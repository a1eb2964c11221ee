// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe("the editor's boot requests", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('are started once by the entry and shared by whoever awaits them (StrictMode mounts twice)', async () => {
    const fetch = vi.fn(async (url: string) => answer(url === '/__editor/site' ? { hash: 'h', site: { pages: [] } } : { blocks: {} }));
    vi.stubGlobal('fetch', fetch);
    const { bootSchemas, bootSite, startBootRequests } = await import('./boot-requests');
    startBootRequests();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/__editor/site', '/__editor/schema']);
    expect(bootSite()).toBe(bootSite());
    expect(bootSchemas()).toBe(bootSchemas());
    await expect(bootSite()).resolves.toEqual({ hash: 'h', site: { pages: [] } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fetch anew when the entry did not start them (the app rendered alone, as in its tests)', async () => {
    const fetch = vi.fn(async () => answer({ hash: 'h', site: { pages: [] } }));
    vi.stubGlobal('fetch', fetch);
    const { bootSite } = await import('./boot-requests');
    await bootSite();
    await bootSite();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('leave a failure to the hook that awaits it, with its message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'site.json is not valid JSON' }), { status: 422 })));
    const { bootSite, startBootRequests } = await import('./boot-requests');
    startBootRequests();
    await expect(bootSite()).rejects.toThrow('site.json is not valid JSON');
  });
});
