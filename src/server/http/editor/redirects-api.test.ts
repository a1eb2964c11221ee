// @vitest-environment node
// The Redirects view's API through the real server, on SQLite and on PostgreSQL: the hits of each redirect and the
// paths visitors did not find, busiest first, searched, hidden; on PostgreSQL two instances' counts add up.
import { cpSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedirectTable } from '../../../shared/redirects.ts';
import type { NotFoundPath, RedirectHits } from '../../../shared/visits.ts';
import { liveReleaseId, newReleaseId, releaseDir, switchRelease } from '../../engine/releases/release-store.ts';
import { writeRedirects } from '../../engine/publish/release-redirects.ts';
import { adminPassword, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';
import { postgresForTests, startTestPostgres, type TestPostgres } from '../../test/test-postgres.ts';

const table: RedirectTable = { '/old-services': { to: '/about-us', status: 301 }, '/hi/old-services': { to: '/hi/about-us', status: 301 } };

/** A copy of the live release with `redirects` beside its pages (as a publish writes them), made live. */
function releaseWith(dataDir: string, redirects: RedirectTable): void {
  const id = newReleaseId();
  cpSync(releaseDir(dataDir, liveReleaseId(dataDir)!), releaseDir(dataDir, id), { recursive: true });
  writeRedirects({ write: (file, content) => writeFileSync(file, content) }, releaseDir(dataDir, id), redirects);
  switchRelease(dataDir, id);
}

/** A server of the live site with the table's redirects answered. */
async function serverWithRedirects(databaseUrl: string | undefined): Promise<EditorServer> {
  const server = await startEditorServer({ databaseUrl });
  releaseWith(server.dataDir, table);
  // the watcher sees the switch within its poll (500 ms); a request would be counted
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return server;
}

const postgresAvailable = postgresForTests();
let postgres: TestPostgres | undefined;
beforeAll(async () => {
  if (postgresAvailable) postgres = await startTestPostgres();
}, 120_000);
afterAll(() => postgres?.destroy(), 60_000);

const engines = [{ engine: 'SQLite' }, ...(postgresAvailable ? [{ engine: 'PostgreSQL' }] : [])];
// a batch is added every 5 s
const batch = { timeout: 15_000, interval: 250 };

describe.each(engines)("the Redirects view's API on $engine", ({ engine }) => {
  let server: EditorServer;
  let ann: string;
  const notFound = async (query = '') => (await server.api('GET', `/edit/api/not-found${query}`, { cookie: ann })).json<{ paths: NotFoundPath[] }>().paths;
  const hits = async () => (await server.api('GET', '/edit/api/redirects/hits', { cookie: ann })).json<{ hits: RedirectHits[] }>().hits;

  beforeAll(async () => {
    server = await serverWithRedirects(engine === 'PostgreSQL' ? await postgres!.createDatabase() : undefined);
    ann = await server.signIn('ann@example.com', editorPassword);
  }, 120_000);
  afterAll(() => server?.close());

  it('lists the redirects asked for and the paths not found, busiest first, with the referring host only', async () => {
    for (let i = 0; i < 3; i += 1) await send(`${server.url}/old-offer?utm=${i}`, { headers: { referer: 'https://ads.example.net/campaign?id=7' } });
    for (let i = 0; i < 2; i += 1) await send(`${server.url}/wp-login.php`);
    await send(`${server.url}/old-services`);
    await send(`${server.url}/hi/old-services?x=1`);
    await send(`${server.url}/old-services/`);
    await expect.poll(async () => (await notFound()).map(({ path, count }) => [path, count]), batch).toEqual([
      ['/old-offer', 3],
      ['/wp-login.php', 2],
    ]);
    expect((await notFound())[0]).toMatchObject({ referrer: 'ads.example.net', hidden: false });
    await expect.poll(async () => (await hits()).map(({ path, hits }) => [path, hits]), batch).toEqual([
      ['/old-services', 2],
      ['/hi/old-services', 1],
    ]);
    expect((await notFound('?words=offer')).map(({ path }) => path)).toEqual(['/old-offer']);
    expect(await notFound('?words=%25')).toEqual([]);
  }, 60_000);

  it("hides a bot's probe, which stays hidden as it is asked for again, and shows it again", async () => {
    const hide = await server.api('POST', '/edit/api/not-found/hide', { cookie: ann, body: { path: '/wp-login.php', hidden: true } });
    expect([hide.status, hide.json()]).toEqual([200, { path: '/wp-login.php', hidden: true }]);
    expect((await notFound()).map(({ path }) => path)).toEqual(['/old-offer']);
    await send(`${server.url}/wp-login.php`);
    await expect.poll(async () => (await notFound('?hidden=true')).map(({ path, count, hidden }) => [path, count, hidden]), batch).toEqual([['/wp-login.php', 3, true]]);
    expect((await notFound()).map(({ path }) => path)).toEqual(['/old-offer']);
    const audit = (await server.store.listAudit(50)).filter((entry) => entry.action === 'not-found-hide');
    expect(audit.map(({ actor, detail }) => [actor, detail])).toEqual([['ann@example.com', 'hid /wp-login.php']]);
    await server.api('POST', '/edit/api/not-found/hide', { cookie: ann, body: { path: '/wp-login.php', hidden: false } });
    // three each: the one asked for last first
    expect((await notFound()).map(({ path }) => path)).toEqual(['/wp-login.php', '/old-offer']);
  }, 60_000);

  it('refuses what it cannot read, in words', async () => {
    const refused = async (method: string, path: string, body?: unknown) => {
      const answer = await server.api(method, path, { cookie: ann, body });
      return [answer.status, answer.json<{ message: string }>().message.length > 10];
    };
    expect(await refused('GET', '/edit/api/not-found?hidden=maybe')).toEqual([400, true]);
    expect(await refused('GET', `/edit/api/not-found?words=${'w'.repeat(201)}`)).toEqual([400, true]);
    expect(await refused('POST', '/edit/api/not-found/hide', { path: 'wp-login.php', hidden: true })).toEqual([400, true]);
    expect(await refused('POST', '/edit/api/not-found/hide', { path: '/wp-login.php', hidden: 'yes' })).toEqual([400, true]);
    expect(await refused('POST', '/edit/api/not-found/hide', { path: `/${'x'.repeat(400)}`, hidden: true })).toEqual([400, true]);
    expect(await refused('POST', '/edit/api/not-found/hide', { path: '/never-asked-for', hidden: true })).toEqual([404, true]);
    const admin = await server.signIn('root@example.com', adminPassword);
    expect((await server.api('GET', '/edit/api/not-found', { cookie: admin })).status).toBe(200);
  });
});

describe.skipIf(!postgresAvailable)('two instances on one PostgreSQL', () => {
  it("add up their counts: each instance's batches are added to the others'", async () => {
    const databaseUrl = await postgres!.createDatabase();
    const one = await serverWithRedirects(databaseUrl);
    const two = await serverWithRedirects(databaseUrl);
    try {
      for (const server of [one, two, one, two, one]) {
        await send(`${server.url}/old-services`);
        await send(`${server.url}/old-offer`);
      }
      const ann = await one.signIn('ann@example.com', editorPassword);
      await expect
        .poll(async () => (await one.api('GET', '/edit/api/redirects/hits', { cookie: ann })).json<{ hits: RedirectHits[] }>().hits.map(({ path, hits }) => [path, hits]), batch)
        .toEqual([['/old-services', 5]]);
      await expect
        .poll(async () => (await two.api('GET', '/edit/api/not-found', { cookie: await two.signIn('ann@example.com', editorPassword) })).json<{ paths: NotFoundPath[] }>().paths.map(({ path, count }) => [path, count]), batch)
        .toEqual([['/old-offer', 5]]);
    } finally {
      await one.close();
      await two.close();
    }
  }, 180_000);
});
