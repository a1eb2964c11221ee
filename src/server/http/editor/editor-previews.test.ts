// @vitest-environment node
// Preview links through the real server: a link shows one saved version's pages to anyone, with its bar, never
// indexed and with no Referer out; every token that opens nothing is the same 404; revoked or expired at once;
// the token reaches nothing else, and only its hash is stored.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewPreviewAnswer, PreviewLink } from '../../../shared/preview-links.ts';
import { databaseFile } from '../../db/sqlite/database-file.ts';
import { tokenHash } from '../../engine/auth/session-token.ts';
import { adminPassword, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

describe('preview links, one instance on SQLite', () => {
  let server: EditorServer;
  let ann: string;
  let root: string;
  const sql = (statement: string, ...params: unknown[]) => {
    const db = new Database(databaseFile(server.dataDir));
    try {
      const prepared = db.prepare(statement);
      return prepared.reader ? (prepared.all(...params) as Record<string, unknown>[]) : (prepared.run(...params), []);
    } finally {
      db.close();
    }
  };
  async function heading(value: string): Promise<string> {
    const { hash } = (await server.api('GET', '/edit/api/site', { cookie: ann })).json<{ hash: string }>();
    const saved = await server.api('POST', '/edit/api/site', { cookie: ann, body: { baseHash: hash, changes: [{ kind: 'set', path: ['pages', 0, 'sections', 0, 'heading'], value }] } });
    expect(saved.status).toBe(200);
    return (await server.api('GET', '/edit/api/site', { cookie: ann })).json<{ hash: string }>().hash;
  }
  async function share(body: Record<string, unknown> = {}): Promise<NewPreviewAnswer> {
    const answer = await server.api('POST', '/edit/api/previews', { cookie: ann, body });
    expect(answer.status).toBe(201);
    return answer.json<NewPreviewAnswer>();
  }
  /** a page of the preview as a client's browser asks for it: no cookie, no Origin */
  const open = (path: string) => send(`${server.url}${path}`);

  beforeAll(async () => {
    server = await startEditorServer({ editor: { timeZone: 'Asia/Kolkata' } });
    ann = await server.signIn('ann@example.com', editorPassword);
    root = await server.signIn('root@example.com', adminPassword);
  });
  afterAll(() => server.close());

  it('shows the saved draft as it was when shared, to anyone, with the bar, never indexed and with no Referer out', async () => {
    await heading('The offer, for the client to see');
    const { link, url } = await share();
    expect(url).toMatch(/^\/edit\/shared\/[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ version: null, createdBy: 'ann@example.com', state: 'active', revokedAt: null });
    const days = (new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()) / 86_400_000;
    expect(days).toBe(7);
    // a draft saved later is not what the link shows
    await heading('A later draft');
    const page = await open(url);
    expect(page.status).toBe(200);
    expect(h1(page.text)).toContain('The offer, for the client to see');
    expect(page.text).toContain('Preview, not live');
    expect(page.text).toContain('shared by ann@example.com');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.text).toContain('<meta name="referrer" content="no-referrer" />');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).not.toMatch(/<script\b[^>]*\bsrc=/);
    // its links stay in the preview, and its other pages open
    expect(page.text).toContain(`href="${url}/about-us"`);
    expect((await open(`${url}/about-us`)).status).toBe(200);
    expect(h1((await open(`${url}/hi`)).text)).not.toBe('');
  });

  it('shows a published version, whatever is live or drafted since', async () => {
    const first = (await send(`${server.url}/`)).text;
    const { url, link } = await share({ version: 1, days: 2 });
    expect(link.version).toBe(1);
    expect(h1((await open(url)).text)).toBe(h1(first));
    expect((await server.api('POST', '/edit/api/previews', { cookie: ann, body: { version: 4242 } })).status).toBe(404);
    for (const days of [0, 91, 1.5, 'seven']) expect((await server.api('POST', '/edit/api/previews', { cookie: ann, body: { days } })).status).toBe(400);
  });

  it('answers one 404 for a token altered, truncated, unknown, revoked or expired, saying nothing of which', async () => {
    const { url, link } = await share();
    const token = url.split('/')[3]!;
    const swapped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    const tried = [swapped, token.slice(0, 42), `${token}A`, 'not-a-token', encodeURIComponent(`${token}'--`)];
    const answers = await Promise.all(tried.flatMap((bad) => [open(`/edit/shared/${bad}`), open(`/edit/shared/${bad}/about-us`)]));
    for (const answer of answers) expect({ status: answer.status, text: answer.text }).toEqual({ status: 404, text: 'Not found' });
    expect((await open(url)).status).toBe(200);

    const revoked = await server.api('POST', `/edit/api/previews/${link.id}/revoke`, { cookie: root, body: {} });
    expect(revoked.json<{ link: PreviewLink }>().link).toMatchObject({ state: 'revoked', revokedBy: 'root@example.com' });
    expect(await open(url)).toMatchObject({ status: 404, text: 'Not found' });
    // revoked already: answered as it is, by whom it was
    const again = await server.api('POST', `/edit/api/previews/${link.id}/revoke`, { cookie: ann, body: {} });
    expect(again.json<{ link: PreviewLink }>().link).toMatchObject({ state: 'revoked', revokedBy: 'root@example.com' });

    const later = await share();
    sql('UPDATE preview_links SET expires_at = ? WHERE id = ?', new Date(Date.now() - 1000).toISOString(), later.link.id);
    expect(await open(later.url)).toMatchObject({ status: 404, text: 'Not found' });
    expect((await server.api('POST', `/edit/api/previews/${later.link.id}/revoke`, { cookie: ann, body: {} })).status).toBe(409);
    const listed = (await server.api('GET', '/edit/api/previews', { cookie: ann })).json<{ links: PreviewLink[] }>().links;
    expect(listed.find((one) => one.id === later.link.id)?.state).toBe('expired');
    expect(listed.find((one) => one.id === link.id)?.state).toBe('revoked');
  });

  it('reaches nothing but its version’s pages: not the editor’s API, not a path out, not the draft', async () => {
    const { url } = await share();
    const base = url;
    for (const path of [`${base}/../api/site`, `${base}/%2e%2e/%2e%2e/api/site`, `${base}/..%2f..%2fapi%2fsite`, `${base}/../../draft/`, `${base}/edit/api/site`, `${base}/_data/index.json`]) {
      const answer = await open(path);
      expect(answer.status, path).not.toBe(200);
      expect(answer.text, path).not.toContain('"hash"');
    }
    // the token is no session
    expect((await send(`${server.url}/edit/api/site`, { headers: { cookie: `editor_session=${url.split('/')[3]}` } })).status).toBe(401);
  });

  it('stores the token’s hash only, and writes each link and revocation to the audit log', async () => {
    const { url, link } = await share();
    const token = url.split('/')[3]!;
    const [row] = sql('SELECT * FROM preview_links WHERE id = ?', link.id);
    expect(row!.token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const actions = (await server.api('GET', '/edit/api/audit', { cookie: root })).json<{ entries: { action: string }[] }>().entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['preview-link', 'preview-revoke']));
  });
});
