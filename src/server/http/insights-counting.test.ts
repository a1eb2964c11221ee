// @vitest-environment node
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ServerOptions } from './site-server.ts';
import { tempBuild } from '../test/test-support.ts';
import { insightsEngines, rawRows, startEngines, stopEngines } from '../test/insights-engines.ts';
import type { DatabaseSettings } from '../db/adapter.ts';

beforeAll(startEngines, 120_000);
afterAll(stopEngines, 60_000);

const site = { routes: ['/', '/about-us'], noindex: [], contactForm: null, liveChatOrigin: null, siteHost: null };
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const tablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** A request as a browser may send it, header bytes as given (Node writes them as Latin-1), no header added but Host. */
function send(url: string, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}${path}`, { method, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    request.on('error', reject);
    request.end();
  });
}

interface Visit {
  source: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  entry_page: string;
}

/** Runs `visit` against a live server of `settings`, then closes it (the last batch is stored) and reads the tables. */
async function afterVisits(settings: DatabaseSettings, visit: (url: string) => Promise<void>, insights: ServerOptions['insights'] = {}) {
  const { clientDir, dataDir } = tempBuild(site, settings.dataDir);
  const app = await createServer({ clientDir, dataDir, databaseUrl: settings.databaseUrl, insights: { everyMs: 60_000, ...insights } });
  try {
    await visit(await app.listen({ host: '127.0.0.1', port: 0 }));
  } finally {
    await app.close();
  }
  const visits = await rawRows<Visit>(settings, 'SELECT source, utm_source, utm_medium, utm_campaign, device, entry_page FROM insight_visits ORDER BY device, entry_page');
  const views = await rawRows<{ page: string; views: number }>(settings, 'SELECT page, views FROM insight_views ORDER BY page, views');
  return { visits, views: views.map(({ page, views }) => ({ page, views: Number(views) })) };
}

describe.each(insightsEngines.filter(({ available }) => available))('page views counted by the server, on $title', ({ settings }) => {
  it('counts a page’s HTML and its page data for each visitor, with the source, campaign and device of their first view', async () => {
    const { visits, views } = await afterVisits(await settings(), async (url) => {
      expect(await send(url, '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring', { headers: { 'user-agent': desktop, referer: 'https://news.example.org/today' } })).toBe(200);
      // a later view of the day, from elsewhere: the first view's source stays
      expect(await send(url, '/about-us', { headers: { 'user-agent': desktop, referer: 'https://other.example/' } })).toBe(200);
      expect(await send(url, '/_data/about-us.json', { headers: { 'user-agent': desktop, referer: `${url}/` } })).toBe(200);
      expect(await send(url, '/about-us/', { headers: { 'user-agent': phone, referer: `${url}/` } })).toBe(200);
      expect(await send(url, '/', { headers: { 'user-agent': tablet } })).toBe(200);
    });
    expect(visits).toEqual([
      { source: 'news.example.org', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', device: 'desktop', entry_page: '/' },
      { source: '', utm_source: '', utm_medium: '', utm_campaign: '', device: 'phone', entry_page: '/about-us' },
      { source: '', utm_source: '', utm_medium: '', utm_campaign: '', device: 'tablet', entry_page: '/' },
    ]);
    expect(views).toEqual([
      { page: '/', views: 1 },
      { page: '/', views: 1 },
      { page: '/about-us', views: 1 },
      { page: '/about-us', views: 2 },
    ]);
  });

  it('counts no robot, HEAD, prefetch, request without a browser string, signed-in editor, or path the site does not have', async () => {
    const { visits, views } = await afterVisits(await settings(), async (url) => {
      expect(await send(url, '/', { method: 'HEAD', headers: { 'user-agent': desktop } })).toBe(200);
      expect(await send(url, '/')).toBe(200);
      expect(await send(url, '/', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })).toBe(200);
      expect(await send(url, '/', { headers: { 'user-agent': desktop, 'sec-purpose': 'prefetch;prerender' } })).toBe(200);
      expect(await send(url, '/', { headers: { 'user-agent': desktop, purpose: 'prefetch' } })).toBe(200);
      expect(await send(url, '/', { headers: { 'user-agent': desktop, cookie: `theme=dark; editor_session=${'a'.repeat(43)}` } })).toBe(200);
      expect(await send(url, '/no-such-page', { headers: { 'user-agent': desktop, accept: 'text/html' } })).toBe(404);
      expect(await send(url, '/_data/no-such-page.json', { headers: { 'user-agent': desktop } })).toBe(404);
    });
    expect(visits).toEqual([]);
    expect(views).toEqual([]);
  });

  it('stores a hostile Referer or utm cut to 100 characters, as text, without controls, what is not UTF-8 replaced', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const { visits } = await afterVisits(await settings(), async (url) => {
      const long = encodeURIComponent(`${markup}${'x'.repeat(10_000)}`);
      const query = `?utm_source=${long}&utm_medium=%01e%1Bmail%7F%C2%85&utm_campaign=caf%C3%A9%FF%FE`;
      // Node answers 431 past 16 KB of headers: each 10 KB comes in a request of its own
      expect(await send(url, `/${query}`, { headers: { 'user-agent': desktop } })).toBe(200);
      expect(await send(url, '/about-us', { headers: { 'user-agent': phone, referer: `https://caf\u00e9.${'a'.repeat(10_000)}.example/${markup}` } })).toBe(200);
    });
    expect(visits).toHaveLength(2);
    const [fromCampaign, fromReferer] = visits;
    expect(fromCampaign!.utm_source).toBe(`${markup}${'x'.repeat(100 - markup.length)}`);
    expect(fromCampaign!.utm_medium).toBe('email');
    expect(fromCampaign!.utm_campaign).toBe('café\uFFFD\uFFFD');
    // é sent as one Latin-1 byte is no UTF-8: replaced, then the host cut
    expect(fromReferer!.source).toBe(`caf\uFFFD.${'a'.repeat(95)}`);
  });

  it('keeps the tables bounded under a flood of made-up browsers, query strings and paths', async () => {
    const random = () => Math.random().toString(36).slice(2);
    const { visits, views } = await afterVisits(
      await settings(),
      async (url) => {
        for (let i = 0; i < 120; i++) {
          await send(url, `/?utm_campaign=${random()}`, { headers: { 'user-agent': `${desktop} ${random()}` } });
          await send(url, `/${random()}`, { headers: { 'user-agent': `${desktop} ${random()}`, accept: 'text/html' } });
        }
      },
      { pendingMax: 40 },
    );
    expect(visits).toHaveLength(40);
    expect(views).toHaveLength(40);
    expect(views.every(({ page }) => page === '/')).toBe(true);
  });
});
