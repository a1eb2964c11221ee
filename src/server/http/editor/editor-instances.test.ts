// @vitest-environment node
// Two instances of the server, each with its own DATA_DIR, sharing one throwaway PostgreSQL: what one publishes
// the other serves, sessions and sign-in limits are shared, and an instance that was down catches up at start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresForTests, startTestPostgres, type TestPostgres } from '../../test/test-postgres.ts';
import { tempDataDir } from '../../test/test-support.ts';
import { editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
const headingOf = async (server: EditorServer) => h1((await send(`${server.url}/`, { headers: { accept: 'text/html' } })).text);

/** Milliseconds until `server` serves `heading` on its home page; throws after `limitMs`. */
async function servedAfter(server: EditorServer, heading: string, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await headingOf(server)) === heading) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`"${heading}" was not served within ${limitMs} ms (it serves "${await headingOf(server)}")`);
}

describe.skipIf(!postgresForTests())('several instances on one PostgreSQL', () => {
  let postgres: TestPostgres;
  let databaseUrl: string;
  let first: EditorServer;
  let second: EditorServer;
  const secondDir = tempDataDir();

  beforeAll(async () => {
    postgres = await startTestPostgres();
    databaseUrl = await postgres.createDatabase();
    first = await startEditorServer({ databaseUrl });
    // the second renders only what the database says is live: nothing published into its folder first
    second = await startEditorServer({ databaseUrl, dataDir: secondDir, publishSite: false });
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await postgres?.destroy();
  });

  async function publishHeading(server: EditorServer, cookie: string, heading: string) {
    const { hash } = (await server.api('GET', '/edit/api/site', { cookie })).json<{ hash: string }>();
    const saved = await server.api('POST', '/edit/api/site', { cookie, body: { baseHash: hash, changes: [{ kind: 'set', path: ['pages', 0, 'sections', 0, 'heading'], value: heading }] } });
    expect(saved.status).toBe(200);
    const published = await server.api('POST', '/edit/api/publish', { cookie, body: { hash: saved.json<{ hash: string }>().hash } });
    expect(published.status).toBe(200);
  }

  it('serves on the second instance, within 5 s, what was published on the first', async () => {
    const before = await headingOf(second);
    expect(before).toBe(await headingOf(first));
    const cookie = await first.signIn('ann@example.com', editorPassword);
    await publishHeading(first, cookie, 'Published on the first instance');
    expect(await headingOf(first)).toBe('Published on the first instance');
    const ms = await servedAfter(second, 'Published on the first instance', 5000);
    expect(ms).toBeLessThan(5000);
  });

  it('shares sessions: a sign-in on one works on the other, and a sign-out ends it on both', async () => {
    const cookie = await first.signIn('ann@example.com', editorPassword);
    expect((await second.api('GET', '/edit/api/versions', { cookie })).status).toBe(200);
    expect((await second.api('POST', '/edit/api/sign-out', { cookie })).status).toBe(204);
    expect((await first.api('GET', '/edit/api/versions', { cookie })).status).toBe(401);
  });

  it('shares the sign-in limit: failures on one instance count on the other', async () => {
    const attempt = (server: EditorServer) =>
      send(`${server.url}/edit/sign-in`, { method: 'POST', headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email: 'root@example.com', password: 'a wrong guess here' }).toString() });
    for (const server of [first, second, first, second, first]) expect((await attempt(server)).status).toBe(401);
    expect((await attempt(second)).status).toBe(429);
  });

  it('catches up when it starts after being down', async () => {
    await second.close();
    const cookie = await first.signIn('ann@example.com', editorPassword);
    await publishHeading(first, cookie, 'Published while the second was down');
    second = await startEditorServer({ databaseUrl, dataDir: secondDir, publishSite: false, accounts: [] });
    // served from its first answer on, with no wait
    expect(await headingOf(second)).toBe('Published while the second was down');
  });
});
