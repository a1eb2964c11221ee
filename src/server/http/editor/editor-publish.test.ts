// @vitest-environment node
// The draft, Publish, History and Restore through the API of one instance (SQLite in DATA_DIR).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VersionSummary } from '../../db/editor-store.ts';
import { adminPassword, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';

const headingPath = ['pages', 0, 'sections', 0, 'heading'];
const setHeading = (value: string) => [{ kind: 'set', path: headingPath, value }];

describe('drafts, publishing and history', () => {
  let server: EditorServer;
  let ann: string;
  let root: string;
  const site = async (cookie = ann) => (await server.api('GET', '/edit/api/site', { cookie })).json<{ hash: string; baseVersion: number; live: VersionSummary; site: { pages: { sections: { heading?: string }[] }[] } }>();
  // the hero's h1 as text (its last word is in a span of its own)
  const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  const home = async () => h1((await send(`${server.url}/`, { headers: { accept: 'text/html' } })).text);
  const save = (baseHash: string, value: string, cookie = ann, extra: Record<string, unknown> = {}) => server.api('POST', '/edit/api/site', { cookie, body: { baseHash, changes: setHeading(value), ...extra } });

  beforeAll(async () => {
    server = await startEditorServer();
    ann = await server.signIn('ann@example.com', editorPassword);
    root = await server.signIn('root@example.com', adminPassword);
  });
  afterAll(() => server.close());

  it('starts history from the content that was live, as version 1', async () => {
    const { baseVersion, live } = await site();
    expect(baseVersion).toBe(1);
    expect(live).toMatchObject({ id: 1, source: 'publish', author: 'npm start' });
  });

  it('saves a draft that is not live, then publishes it live with its author and pages', async () => {
    const before = await site();
    const saved = await save(before.hash, 'A draft heading');
    expect(saved.status).toBe(200);
    expect((await site()).site.pages[0]!.sections[0]!.heading).toBe('A draft heading');
    expect(await home()).not.toContain('A draft heading');

    const published = await server.api('POST', '/edit/api/publish', { cookie: ann, body: { hash: saved.json<{ hash: string }>().hash } });
    expect(published.status).toBe(200);
    expect(published.json<{ version: VersionSummary }>().version).toMatchObject({ id: 2, author: 'ann@example.com', source: 'editor', pages: ['/'] });
    // served when Publish answers
    expect(await home()).toContain('A draft heading');

    const history = (await server.api('GET', '/edit/api/versions', { cookie: ann })).json<{ live: number; versions: VersionSummary[] }>();
    expect(history.live).toBe(2);
    expect(history.versions.map((version) => [version.id, version.author])).toEqual([
      [2, 'ann@example.com'],
      [1, 'npm start'],
    ]);
  });

  it('refuses a save made on an older draft (two editors never overwrite each other)', async () => {
    const base = await site();
    expect((await save(base.hash, 'Ann was first')).status).toBe(200);
    const late = await save(base.hash, 'Root came second', root);
    expect(late.status).toBe(409);
    expect(late.json()).toMatchObject({ conflict: true, current: { hash: (await site()).hash } });
    expect((await site()).site.pages[0]!.sections[0]!.heading).toBe('Ann was first');
  });

  it('refuses to publish a draft other than the one named', async () => {
    const stale = await site();
    await save(stale.hash, 'Changed once more');
    const answer = await server.api('POST', '/edit/api/publish', { cookie: ann, body: { hash: stale.hash } });
    expect(answer.status).toBe(409);
    expect(answer.json()).toMatchObject({ reason: 'draft-changed' });
  });

  it('refuses an invalid draft with the problem and its place', async () => {
    const { hash } = await site();
    const answer = await server.api('POST', '/edit/api/site', { cookie: ann, body: { baseHash: hash, changes: [{ kind: 'set', path: ['settings', 'ui', 'preloaderMs'], value: 'soon' }] } });
    expect(answer.status).toBe(422);
    expect(answer.json<{ problems: { pointer: string; text: string }[] }>().problems[0]).toMatchObject({ pointer: '/settings/ui/preloaderMs' });
  });

  it('restores an older version as a new one (admin), and asks a draft with changes of its own to be re-applied', async () => {
    // the draft holds "Changed once more", unpublished
    const restored = await server.api('POST', '/edit/api/versions/1/restore', { cookie: root });
    expect(restored.status).toBe(200);
    const version = restored.json<{ version: VersionSummary }>().version;
    expect(version).toMatchObject({ source: 'restore', restoredFrom: 1, author: 'root@example.com', pages: ['/'] });
    expect(await home()).not.toContain('A draft heading');

    const draft = await site();
    expect(draft.live.id).toBe(version.id);
    expect(draft.baseVersion).toBe(2);
    const refused = await server.api('POST', '/edit/api/publish', { cookie: ann, body: { hash: draft.hash } });
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'live-changed', live: { id: version.id } });

    // re-applied onto the live version (the editor does this three-way), saved with it as the base: publishable
    const rebased = await save(draft.hash, 'Changed once more', ann, { baseVersion: version.id });
    expect(rebased.status).toBe(200);
    const again = await server.api('POST', '/edit/api/publish', { cookie: ann, body: { hash: rebased.json<{ hash: string }>().hash } });
    expect(again.status).toBe(200);
    // checked against the restored text, which the restore's check had worked out: the home page alone changed
    expect(again.json<{ version: VersionSummary }>().version.pages).toEqual(['/']);
    expect(await home()).toContain('Changed once more');
  });

  it('renders markup typed into a field as text on the published page', async () => {
    const { hash } = await site();
    const attack = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const saved = await save(hash, attack);
    await server.api('POST', '/edit/api/publish', { cookie: ann, body: { hash: saved.json<{ hash: string }>().hash } });
    const page = (await send(`${server.url}/`, { headers: { accept: 'text/html' } })).text;
    expect(h1(page)).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<script>alert(2)');
  });

  it('shows the saved draft to signed-in users at /edit/draft, with links that stay in the preview', async () => {
    const { hash } = await site();
    await save(hash, 'Only in the draft preview');
    const preview = await server.api('GET', '/edit/draft/', { cookie: ann });
    expect(preview.status).toBe(200);
    expect(h1(preview.text)).toBe('Only in the draft preview');
    expect(preview.text).toContain('noindex');
    expect(preview.text).not.toMatch(/<script[^>]*\bsrc=/);
    expect(preview.text).toMatch(/href="\/edit\/draft\/about-us"/);
    expect(await home()).not.toContain('Only in the draft preview');
    expect((await server.api('GET', '/edit/draft/no-such-page', { cookie: ann })).status).toBe(404);
  });

  it('records saves, publishes and restores in the audit log, which only an admin reads', async () => {
    const entries = (await server.api('GET', '/edit/api/audit', { cookie: root })).json<{ entries: { action: string; actor: string; at: string; detail: string }[] }>().entries;
    const actions = entries.map((entry) => `${entry.action} ${entry.actor}`);
    expect(actions).toContain('save ann@example.com');
    expect(actions).toContain('publish ann@example.com');
    expect(actions).toContain('restore root@example.com');
    expect(entries.find((entry) => entry.action === 'restore')!.detail).toMatch(/^version 1 as version \d+$/);
    expect(entries.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);
  });
});
