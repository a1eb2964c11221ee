// @vitest-environment node
// Nothing an editor can change widens what may run: third-party script origins come from the
// operator (SCRIPT_ORIGINS) only, admin-only fields are the admins', /edit's host names are the operator's, and the
// editor can live on a host of its own (EDITOR_HOST), where no third-party script runs.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOf } from '../../../model/edit-version.ts';
import { distDir, siteFile } from '../../../model/paths.ts';
import type { VersionSummary } from '../../db/editor-store.ts';
import { publish } from '../../engine/publish/publish.ts';
import { tempDataDir } from '../../test/test-support.ts';
import { adminPassword, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';

const listed = 'https://embed.chat.example';
const evil = 'https://evil.example/x.js';
const evilBefore = 'https://evil.example/before-the-fix.js';
const siteText = readFileSync(siteFile, 'utf8');
/** site.json with settings changed as `change` says, as text */
const siteWith = (change: (settings: Record<string, unknown>) => void) => {
  const site = JSON.parse(siteText) as { settings: Record<string, unknown> };
  change(site.settings);
  return `${JSON.stringify(site, null, 2)}\n`;
};
const withChat = (url: string) => siteWith((settings) => (settings.liveChat = { scriptUrl: url }));
const set = (path: (string | number)[], value: unknown) => [{ kind: 'set', path, value }];
const chatChange = (url: string) => set(['settings', 'liveChat'], { scriptUrl: url });
const policyOf = async (server: EditorServer, host?: string) =>
  String((await send(`${server.url}/`, { headers: { accept: 'text/html', ...(host ? { host } : {}) } })).headers['content-security-policy']);

describe('script origins are the operator’s', () => {
  let server: EditorServer;
  let ann: string;
  let root: string;
  const site = async () => (await server.api('GET', '/edit/api/site', { cookie: root })).json<{ hash: string; live: VersionSummary; site: { settings: Record<string, unknown> } }>();
  const save = async (cookie: string, changes: unknown[]) => server.api('POST', '/edit/api/site', { cookie, body: { baseHash: (await site()).hash, changes } });
  const publishDraft = async (cookie: string) => server.api('POST', '/edit/api/publish', { cookie, body: { hash: (await site()).hash } });

  beforeAll(async () => {
    // published before this fix: the live release loads a script from an origin the operator never listed
    const dataDir = tempDataDir();
    const result = await publish({ dataDir, distDir, text: withChat(evilBefore), file: 'site.json', source: 'test' });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    server = await startEditorServer({ dataDir, publishSite: false, scriptOrigins: [listed] });
    ann = await server.signIn('ann@example.com', editorPassword);
    root = await server.signIn('root@example.com', adminPassword);
  });
  afterAll(() => server.close());

  it('takes the public CSP from SCRIPT_ORIGINS, never from the content: a chat published before the fix is not allowed', async () => {
    const policy = await policyOf(server);
    expect(policy).not.toContain('evil.example');
    expect(policy).toContain(`script-src 'self' ${listed}`);
  });

  it('refuses an editor’s save of the live chat (admin-only), and saves nothing', async () => {
    const before = await site();
    for (const url of [evil, `${listed}/widget.js`]) {
      const answer = await save(ann, chatChange(url));
      expect(answer.status).toBe(403);
      expect(answer.json<{ message: string }>().message).toMatch(/Only an admin may change .*settings\.liveChat/);
    }
    expect((await site()).hash).toBe(before.hash);
    // nothing to publish: the draft is what was live
    const published = await publishDraft(ann);
    expect(published.json<{ version: VersionSummary }>().version.id).toBe(before.live.id);
    expect(await policyOf(server)).not.toContain('evil.example');
  });

  it('refuses an admin’s save of a script origin not in SCRIPT_ORIGINS with 422, naming the field and the setting', async () => {
    const before = await site();
    const answer = await save(root, chatChange('https://other.example/chat.js'));
    expect(answer.status).toBe(422);
    const body = answer.json<{ message: string; problems: { pointer: string; message: string }[] }>();
    expect(body.message).toContain('SCRIPT_ORIGINS');
    expect(body.problems).toEqual([expect.objectContaining({ pointer: '/settings/liveChat/scriptUrl', message: expect.stringContaining('https://other.example') })]);
    expect((await site()).hash).toBe(before.hash);
  });

  it('lets an admin save a listed origin; an editor may not publish that draft, an admin does, and the CSP lists the origin', async () => {
    expect((await save(root, chatChange(`${listed}/widget.js`))).status).toBe(200);
    const refused = await publishDraft(ann);
    expect(refused.status).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/settings\.liveChat.*an admin/);
    const published = await publishDraft(root);
    expect(published.status).toBe(200);
    expect(await policyOf(server)).toContain(`script-src 'self' ${listed}`);
  });

  it('refuses to publish a draft saved before the fix whose script origin is not listed, even for an admin', async () => {
    const live = (await site()).live;
    const text = withChat(evil);
    const stored = await server.store.saveDraft({ expectedHash: (await site()).hash, text, hash: hashOf(text), baseVersion: live.id, by: 'ann@example.com', at: new Date() });
    expect(stored.ok).toBe(true);
    expect((await publishDraft(ann)).status).toBe(403);
    const answer = await publishDraft(root);
    expect(answer.status).toBe(422);
    expect(answer.json<{ message: string }>().message).toContain('SCRIPT_ORIGINS');
    expect(await server.store.liveVersionId()).toBe(live.id);
    expect(await policyOf(server)).not.toContain('evil.example');
  });

  it('refuses to restore a version whose script origin is not listed', async () => {
    // a version saved before this fix, and a clean one live after it
    const live = (await site()).live;
    const bad = withChat(evil);
    const at = new Date();
    const first = await server.store.addLiveVersion({ text: bad, hash: hashOf(bad), author: 'ann@example.com', source: 'editor', pages: [], restoredFrom: null, at }, { expectedLive: live.id });
    if (!first.ok || !first.version) throw new Error('set-up failed');
    const clean = withChat(`${listed}/widget.js`);
    const second = await server.store.addLiveVersion({ text: clean, hash: hashOf(clean), author: 'root@example.com', source: 'editor', pages: [], restoredFrom: null, at }, { expectedLive: first.version.id });
    if (!second.ok || !second.version) throw new Error('set-up failed');
    const answer = await server.api('POST', `/edit/api/versions/${first.version.id}/restore`, { cookie: root });
    expect(answer.status).toBe(422);
    expect(answer.json<{ message: string }>().message).toContain('SCRIPT_ORIGINS');
    expect(await server.store.liveVersionId()).toBe(second.version.id);
  });
});

describe('the site URL and /edit’s host names', () => {
  let server: EditorServer;
  let ann: string;
  let root: string;
  const newHost = 'www.moved.example';
  const site = async () => (await server.api('GET', '/edit/api/site', { cookie: root })).json<{ hash: string }>();
  const save = async (cookie: string) => server.api('POST', '/edit/api/site', { cookie, body: { baseHash: (await site()).hash, changes: set(['settings', 'siteUrl'], `https://${newHost}`) } });

  beforeAll(async () => {
    server = await startEditorServer();
    ann = await server.signIn('ann@example.com', editorPassword);
    root = await server.signIn('root@example.com', adminPassword);
  });
  afterAll(() => server.close());

  it('answers /edit at the server’s own addresses and SITE_HOSTS only, never at settings.siteUrl’s host', async () => {
    const siteHost = new URL((JSON.parse(siteText) as { settings: { siteUrl: string } }).settings.siteUrl).host;
    expect((await send(`${server.url}/edit`, { headers: { host: siteHost } })).status).toBe(403);
    // the operator learns of it, once per name, with what to do
    await send(`${server.url}/edit`, { headers: { host: siteHost } });
    expect(server.lines.filter((line) => line.includes(`/edit refused a request for the host \\"${siteHost}\\"`) && line.includes('add it to SITE_HOSTS'))).toHaveLength(1);
  });

  it('refuses an editor’s change of the site URL, and takes an admin’s; /edit still refuses the new host', async () => {
    const before = await site();
    const refused = await save(ann);
    expect(refused.status).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain('settings.siteUrl');
    expect((await site()).hash).toBe(before.hash);

    expect((await save(root)).status).toBe(200);
    expect((await server.api('POST', '/edit/api/publish', { cookie: root, body: { hash: (await site()).hash } })).status).toBe(200);
    const answer = await send(`${server.url}/edit`, { headers: { host: newHost } });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('SITE_HOSTS');
  });
});

describe('SITE_HOSTS', () => {
  let server: EditorServer;
  beforeAll(async () => {
    server = await startEditorServer({ editor: { siteHosts: ['www.moved.example'] } });
  });
  afterAll(() => server.close());

  it('adds the names the operator lists', async () => {
    expect((await send(`${server.url}/edit`, { headers: { host: 'www.moved.example' } })).status).toBe(200);
  });
});

describe('the editor on a host of its own (EDITOR_HOST)', () => {
  let server: EditorServer;
  const editorHost = 'edit.example.test';
  const atEditor = { host: editorHost, origin: `http://${editorHost}` };

  beforeAll(async () => {
    server = await startEditorServer({ editor: { editorHost }, scriptOrigins: [listed] });
  });
  afterAll(() => server.close());

  it('answers 404 under /edit at any other host, the server’s own addresses included', async () => {
    for (const path of ['/edit', '/edit/api/site', '/edit/preview']) expect([path, (await send(`${server.url}${path}`)).status]).toEqual([path, 404]);
    const post = await send(`${server.url}/edit/sign-in`, { method: 'POST', headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a&password=b' });
    expect(post.status).toBe(404);
  });

  it('works at the editor’s host: sign-in, the API with its Origin checks', async () => {
    expect((await send(`${server.url}/edit`, { headers: { host: editorHost } })).status).toBe(200);
    const cookie = await server.signIn('root@example.com', adminPassword, atEditor);
    expect((await server.api('GET', '/edit/api/site', { cookie, headers: { host: editorHost } })).status).toBe(200);
    expect((await server.api('GET', '/edit/api/audit', { cookie, headers: { host: editorHost, origin: server.origin } })).status).toBe(403);
  });

  it('serves pages at the editor’s host with a CSP that names no third-party origin; the public host keeps the listed one', async () => {
    const atEditorHost = await policyOf(server, editorHost);
    expect(atEditorHost).toContain("script-src 'self'");
    expect(atEditorHost).not.toContain(listed);
    expect(await policyOf(server)).toContain(listed);
  });
});
