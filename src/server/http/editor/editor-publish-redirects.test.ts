// @vitest-environment node
// A page's path changed in the editor and published: the publish makes the redirect, shown before it, served in
// every language, and the draft goes on from the published text. On SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diff } from '../../../shared/json-diff.ts';
import type { Redirect, RedirectChanges } from '../../../shared/redirects.ts';
import type { VersionSummary } from '../../db/editor-store.ts';
import { postgresForTests, startTestPostgres, type TestPostgres } from '../../test/test-postgres.ts';
import { adminPassword, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';

type Page = { id: string; path: string } & Record<string, unknown>;
type Site = { pages: Page[]; redirects?: Redirect[] } & Record<string, unknown>;
type Snapshot = { hash: string; baseVersion: number; live: VersionSummary; site: Site };

/** `value` with every string that `moves` names replaced by its new one: a page's path and the site's links to it. */
function moved(value: unknown, moves: Record<string, string>): unknown {
  if (typeof value === 'string') return Object.hasOwn(moves, value) ? moves[value] : value;
  if (Array.isArray(value)) return value.map((item) => moved(item, moves));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, moved(item, moves)]));
  return value;
}

const pathChange = (from: string, to: string) => expect.objectContaining({ from, to, status: 301, made: 'path-change' });

function publishingRedirects(engine: string, start: () => Promise<EditorServer>) {
  describe(`a publish that changes paths (${engine})`, () => {
    let server: EditorServer;
    let ann: string;
    const site = async () => (await server.api('GET', '/edit/api/site', { cookie: ann })).json<Snapshot>();
    const pending = async () => (await server.api('GET', '/edit/api/publish/redirects', { cookie: ann })).json<RedirectChanges & { hash: string }>();
    const redirected = (path: string) => send(`${server.url}${path}`, { headers: { accept: 'text/html' } });

    /** saves `edit` of the draft, checks what GET …/publish/redirects announces, then publishes */
    async function publish(edit: (site: Site) => Site): Promise<{ version: VersionSummary; redirects: RedirectChanges; announced: RedirectChanges }> {
      const before = await site();
      const saved = await server.api('POST', '/edit/api/site', { cookie: ann, body: { baseHash: before.hash, changes: diff(before.site, edit(structuredClone(before.site))) } });
      expect(saved.status).toBe(200);
      const { hash } = saved.json<{ hash: string }>();
      const { hash: announcedFor, ...announced } = await pending();
      expect(announcedFor).toBe(hash);
      const published = await server.api('POST', '/edit/api/publish', { cookie: ann, body: { hash } });
      expect(published.status).toBe(200);
      return { ...published.json<{ version: VersionSummary; redirects: RedirectChanges }>(), announced };
    }
    const move = (moves: Record<string, string>) => publish((draft) => moved(draft, moves) as Site);

    beforeAll(async () => {
      server = await start();
      ann = await server.signIn('ann@example.com', editorPassword);
    }, 120_000);
    afterAll(() => server?.close());

    it('sends the old path to the new one with a 301, in every language, keeping the query; the draft goes on from the published text', async () => {
      const { version, redirects, announced } = await move({ '/web-development': '/services/web' });
      expect(announced).toEqual({ added: [pathChange('/web-development', '/services/web')], removed: [] });
      expect(redirects).toEqual({ added: [{ ...announced.added[0], by: 'ann@example.com', at: version.createdAt }], removed: [] });
      for (const [from, to] of [['/web-development?utm_source=ad&x=1', '/services/web?utm_source=ad&x=1'], ['/hi/web-development', '/hi/services/web']]) {
        const answer = await redirected(from!);
        expect([from, answer.status, answer.headers.location]).toEqual([from, 301, to]);
      }
      expect((await redirected('/services/web')).status).toBe(200);
      const draft = await site();
      expect(draft).toMatchObject({ hash: version.hash, baseVersion: version.id, live: { id: version.id } });
      expect(draft.site.redirects).toEqual(redirects.added);
      expect(await pending()).toEqual({ hash: version.hash, added: [], removed: [] });
      // the next save names the published text's hash: no conflict
      const next = await server.api('POST', '/edit/api/site', { cookie: ann, body: { baseHash: draft.hash, changes: [{ kind: 'set', path: ['pages', 0, 'title'], value: 'Home' }] } });
      expect(next.status).toBe(200);
    });

    it('collapses a chain: A→B then B→C gives A→C and B→C', async () => {
      const { redirects } = await move({ '/services/web': '/services/web-apps' });
      expect(redirects).toEqual({ added: [pathChange('/services/web', '/services/web-apps')], removed: [] });
      expect((await site()).site.redirects).toEqual([pathChange('/web-development', '/services/web-apps'), pathChange('/services/web', '/services/web-apps')]);
      for (const from of ['/web-development', '/services/web', '/hi/services/web']) {
        expect([from, (await redirected(from)).headers.location]).toEqual([from, from.startsWith('/hi/') ? '/hi/services/web-apps' : '/services/web-apps']);
      }
    });

    it('removes the redirect of a path a new page takes, and says so', async () => {
      const { redirects, announced } = await publish((draft) => ({ ...draft, pages: [...draft.pages, { ...draft.pages.find((page) => page.id === 'it-consulting')!, id: 'web-development-again', path: '/web-development' }] }));
      expect(announced).toEqual({ added: [], removed: [pathChange('/web-development', '/services/web-apps')] });
      expect(redirects).toEqual(announced);
      expect((await redirected('/web-development')).status).toBe(200);
      expect((await site()).site.redirects).toEqual([pathChange('/services/web', '/services/web-apps')]);
    });

    it('makes no redirect when two pages swap their paths', async () => {
      const { redirects, announced } = await move({ '/faq': '/testimonial', '/testimonial': '/faq' });
      expect(announced).toEqual({ added: [], removed: [] });
      expect(redirects).toEqual({ added: [], removed: [] });
      expect((await redirected('/faq')).status).toBe(200);
      expect((await site()).site.redirects).toHaveLength(1);
    });

    it('restores a version where a page had its old path: the newer path is sent back to it', async () => {
      const root = await server.signIn('root@example.com', adminPassword);
      const restored = await server.api('POST', '/edit/api/versions/1/restore', { cookie: root });
      expect(restored.status).toBe(200);
      const { version, redirects } = restored.json<{ version: VersionSummary; redirects: RedirectChanges }>();
      expect(redirects).toEqual({ added: [{ from: '/services/web-apps', to: '/web-development', status: 301, made: 'path-change', by: 'root@example.com', at: version.createdAt }], removed: [] });
      expect((await redirected('/services/web-apps')).headers.location).toBe('/web-development');
      expect((await redirected('/web-development')).status).toBe(200);
      // the draft held no changes of its own: it is the restored text, with its redirect
      expect(await site()).toMatchObject({ hash: version.hash, baseVersion: version.id, site: { redirects: redirects.added } });
    });
  });
}

publishingRedirects('SQLite', () => startEditorServer());

describe.skipIf(!postgresForTests())('on PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  afterAll(async () => postgres?.destroy());
  publishingRedirects('PostgreSQL', async () => {
    postgres = await startTestPostgres();
    return startEditorServer({ databaseUrl: await postgres.createDatabase() });
  });
});
