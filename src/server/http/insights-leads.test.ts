// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './site-server.ts';
import { tempBuild, validRequest } from '../test/test-support.ts';
import { insightsEngines, rawRows, startEngines, stopEngines } from '../test/insights-engines.ts';
import { contactPath } from '../../shared/contact-endpoint.ts';

beforeAll(startEngines, 120_000);
afterAll(stopEngines, 60_000);

const browser = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${n} Safari/537.36`;

describe.each(insightsEngines.filter(({ available }) => available))('a lead credited to the visit it came from, on $title', ({ settings }) => {
  it('stores the source and campaign of its visitor’s day with the lead, and nothing for a visitor never counted', async () => {
    const chosen = await settings();
    const { clientDir, dataDir } = tempBuild(undefined, chosen.dataDir);
    const app = await createServer({ clientDir, dataDir, databaseUrl: chosen.databaseUrl, insights: { everyMs: 50 } });
    try {
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      const view = (n: number, path: string, referer?: string) => fetch(`${url}${path}`, { headers: { 'user-agent': browser(n), ...(referer ? { referer } : {}) } });
      const send = (n: number, name: string) =>
        fetch(`${url}${contactPath}`, {
          method: 'POST',
          body: JSON.stringify({ ...validRequest, name }),
          headers: { 'user-agent': browser(n), 'content-type': 'application/json', accept: 'application/json', referer: `${url}/write-to-us/` },
        });
      expect((await view(1, '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring', 'https://mail.example.com/')).status).toBe(200);
      expect((await view(1, '/write-to-us', `${url}/`)).status).toBe(200);
      expect((await view(2, '/write-to-us', 'https://search.example/')).status).toBe(200);
      // the first visitor's views stored by the batch before the lead comes
      for (let tries = 0; (await rawRows(chosen, 'SELECT visitor FROM insight_visits')).length < 2; tries++) {
        expect(tries).toBeLessThan(200);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      for (const [n, name] of [[1, 'From Newsletter'], [2, 'From Search'], [3, 'Never Counted']] as const) expect((await send(n, name)).status).toBe(201);
    } finally {
      await app.close();
    }
    const leads = await rawRows(chosen, 'SELECT name, source, utm_source, utm_medium, utm_campaign, device, variant FROM contact_requests ORDER BY id');
    expect(leads).toEqual([
      { name: 'From Newsletter', source: 'mail.example.com', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', device: 'desktop', variant: null },
      { name: 'From Search', source: 'search.example', utm_source: '', utm_medium: '', utm_campaign: '', device: 'desktop', variant: null },
      { name: 'Never Counted', source: null, utm_source: null, utm_medium: null, utm_campaign: null, device: null, variant: null },
    ]);
  });
});
