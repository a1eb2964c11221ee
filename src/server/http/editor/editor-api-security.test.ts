// @vitest-environment node
// Every endpoint of the editor, attacked: without a session, with a forged, expired or ended one, with the wrong
// role, from another site or another host name, with too large a body. Each check is a test of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken, tokenHash } from '../../engine/auth/session-token.ts';
import { contentSecurityPolicy } from '../common/security-headers.ts';
import { adminPassword, defaultAccounts, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';
import { endpoints, type Endpoint } from '../../test/test-editor-endpoints.ts';
import { jsonHeaders, summerDay, validRequest } from '../../test/test-support.ts';
import { contactPath } from '../../../shared/contact-endpoint.ts';

const writes = endpoints.filter((endpoint) => endpoint.method === 'POST');
const bodied = ['/edit/api/site', '/edit/api/validate', '/edit/api/publish'];

describe('the editor API under attack', () => {
  let server: EditorServer;
  let editor: string;
  let admin: string;
  let sales: string;
  const call = (endpoint: Endpoint, cookie?: string, headers?: Record<string, string>) => server.api(endpoint.method, endpoint.path, { cookie, headers });

  beforeAll(async () => {
    server = await startEditorServer({ accounts: [...defaultAccounts, { email: 'sam@example.com', role: 'sales', password: editorPassword }] });
    editor = await server.signIn('ann@example.com', editorPassword);
    admin = await server.signIn('root@example.com', adminPassword);
    sales = await server.signIn('sam@example.com', editorPassword);
  });
  afterAll(() => server.close());

  it('answers 401 without a session', async () => {
    for (const endpoint of endpoints) expect([endpoint.path, (await call(endpoint)).status]).toEqual([endpoint.path, 401]);
  });

  it('answers 401 to a forged session id, well-formed or not', async () => {
    for (const cookie of [`editor_session=${newToken()}`, 'editor_session=../../etc/passwd', `editor_session=${tokenHash('x')}`]) {
      for (const endpoint of endpoints) expect([endpoint.path, cookie, (await call(endpoint, cookie)).status]).toEqual([endpoint.path, cookie, 401]);
    }
  });

  it('answers 401 to a session past its absolute expiry', async () => {
    const id = newToken();
    const account = (await server.store.findAccount('root@example.com'))!;
    const now = Date.now();
    await server.store.createSession({ idHash: tokenHash(id), accountId: account.id, at: new Date(now - 60_000), expiresAt: new Date(now - 1000) });
    for (const endpoint of endpoints) expect([endpoint.path, (await call(endpoint, `editor_session=${id}`)).status]).toEqual([endpoint.path, 401]);
  });

  it('answers 401 once the session is signed out', async () => {
    const cookie = await server.signIn('root@example.com', adminPassword);
    expect((await server.api('POST', '/edit/api/sign-out', { cookie })).status).toBe(204);
    for (const endpoint of endpoints) expect([endpoint.path, (await call(endpoint, cookie)).status]).toEqual([endpoint.path, 401]);
  });

  it('answers 403 to an editor on what only an admin may do, and lets an admin', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.access === 'admin')) {
      expect([endpoint.path, (await call(endpoint, editor)).status]).toEqual([endpoint.path, 403]);
    }
    expect((await server.api('GET', '/edit/api/audit', { cookie: admin })).status).toBe(200);
    expect((await server.api('POST', '/edit/api/versions/1/restore', { cookie: admin })).status).toBe(200);
  });

  it("answers 403 to an editor on the leads (personal data), and to a sales account on the site's content", async () => {
    for (const endpoint of endpoints) {
      const access = endpoint.access ?? 'content';
      if (access === 'leads') expect([endpoint.path, (await call(endpoint, editor)).status]).toEqual([endpoint.path, 403]);
      if (access === 'content' || access === 'admin') expect([endpoint.path, (await call(endpoint, sales)).status]).toEqual([endpoint.path, 403]);
    }
    const refused = await server.api('GET', '/edit/api/site', { cookie: sales });
    expect(refused.json<{ message: string }>().message).toContain('A sales account works the leads');
    const closed = await server.api('GET', '/edit/api/leads', { cookie: editor });
    expect(closed.json<{ message: string }>().message).toContain('only a sales account or an admin may open them');
    // and each may use its own: a sales account the leads, its page and the bundle's files
    expect((await server.api('GET', '/edit/api/leads', { cookie: sales })).status).toBe(200);
    expect((await server.api('GET', '/edit/leads', { cookie: sales })).status).toBe(200);
    const bundle = endpoints.find((endpoint) => endpoint.path.startsWith('/edit/bundle/'))!;
    expect((await call(bundle, sales)).status).toBe(200);
  });

  it('sends a sales account from the editor to the Leads page, and an editor to the editor', async () => {
    const answer = await server.api('GET', '/edit', { cookie: sales });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/edit/leads');
    expect((await server.api('GET', '/edit', { cookie: editor })).status).toBe(200);
    const page = await server.api('GET', '/edit/leads', { cookie: admin });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).toContain('"leads":"/edit/leads"');
    expect(page.text).toContain('"languages":["en","hi"]');
    expect(page.text).toContain('"role":"admin"');
  });

  it('opens the Insights page to every account: an editor, a sales account and an admin', async () => {
    for (const cookie of [editor, sales, admin]) {
      const page = await server.api('GET', '/edit/insights?days=30&source=', { cookie });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.text).toMatch(/<title>Insights[^<]*<\/title>/);
      expect(page.text).toMatch(/\/edit\/bundle\/assets\/insights-[\w-]+\.js/);
    }
  });

  it('answers 403 to a write from another origin, or without one', async () => {
    for (const endpoint of writes) {
      for (const origin of ['https://evil.example', 'null', `${server.origin}.evil.example`]) {
        expect([endpoint.path, origin, (await call(endpoint, admin, { origin })).status]).toEqual([endpoint.path, origin, 403]);
      }
      const bare = await send(`${server.url}${endpoint.path}`, { method: 'POST', headers: { cookie: admin, 'content-type': 'application/json' }, body: '{}' });
      expect([endpoint.path, bare.status]).toEqual([endpoint.path, 403]);
    }
  });

  it('answers 403 to a sign-in posted by another site (login CSRF), or without an Origin', async () => {
    const body = new URLSearchParams({ email: 'ann@example.com', password: editorPassword }).toString();
    for (const headers of [{ origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const answer = await send(`${server.url}/edit/sign-in`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
      expect(answer.status).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 403 to a read of the API by another site', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.method === 'GET' && candidate.path.startsWith('/edit/api/'))) {
      expect((await call(endpoint, admin, { origin: 'https://evil.example' })).status).toBe(403);
      expect((await call(endpoint, admin, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    }
  });

  it('answers 403 to a Host that is not the site’s (DNS rebinding), even with a valid session', async () => {
    for (const host of ['evil.example', `evil.example:${new URL(server.url).port}`]) {
      for (const endpoint of [...endpoints, { method: 'GET' as const, path: '/edit' }]) {
        const origin: Record<string, string> = endpoint.method === 'POST' ? { origin: `http://${host}` } : {};
        expect([endpoint.path, host, (await call(endpoint, admin, { host, ...origin })).status]).toEqual([endpoint.path, host, 403]);
      }
    }
  });

  it('answers 413 to a body over 20 MB, and 415 to one that is not JSON', async () => {
    // a whole 1,000-page site is ~5 MB: under the limit, it is read (and validated), not refused for its size
    const large = await server.api('POST', '/edit/api/validate', { cookie: admin, body: `{"site":{"padding":"${'x'.repeat(6 * 1024 * 1024)}"}}` });
    expect(large.status).toBe(200);
    const big = `{"site":"${'x'.repeat(21 * 1024 * 1024)}"}`;
    for (const endpointPath of bodied) {
      expect([endpointPath, (await server.api('POST', endpointPath, { cookie: admin, body: big })).status]).toEqual([endpointPath, 413]);
      const form = await server.api('POST', endpointPath, { cookie: admin, body: 'site=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect([endpointPath, form.status]).toEqual([endpointPath, 415]);
    }
  });

  it('has every route under /edit in its list of endpoints, so that no attack here leaves one out', () => {
    // the editor's own page, the sign-in and the shared previews are public: their own tests attack them
    const own = new Set(['GET /edit', 'POST /edit/sign-in', 'GET /edit/shared/:token', 'GET /edit/shared/:token/*']);
    const routes = server.app.routeList.filter(({ method, url }) => url.startsWith('/edit') && url !== '/edit/*' && method !== 'HEAD' && !own.has(`${method} ${url}`));
    const matches = (url: string) => new RegExp(`^${url.replace(/:[a-z]+/gi, '[^/]+').replace(/\*$/, '.*')}/?$`);
    const missing = routes.filter((route) => !endpoints.some((endpoint) => endpoint.method === route.method && matches(route.url).test(endpoint.path)));
    expect(routes.length).toBeGreaterThan(40);
    expect(missing.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
  });

  it('answers 415 to every write under /edit/api whose body is not of its type, or has no type, and changes nothing', async () => {
    // what the writes that name one could erase, cancel or revoke
    const lead = (await send(`${server.url}${contactPath}`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify(validRequest) })).json<{ id: number }>().id;
    const schedule = (await server.api('POST', '/edit/api/schedules', { cookie: admin, body: { at: `${summerDay()}T09:00`, version: 1 } })).json<{ schedule: { id: number } }>().schedule.id;
    const link = (await server.api('POST', '/edit/api/previews', { cookie: admin, body: {} })).json<{ link: { id: number } }>().link.id;
    const ids: Record<string, number> = { leads: lead, schedules: schedule, previews: link, versions: 1, reviews: 1 };
    const writes = server.app.routeList.filter(({ method, url }) => url.startsWith('/edit/api/') && (method === 'POST' || method === 'PUT'));
    expect(writes.length).toBeGreaterThan(15);
    const answers: string[] = [];
    for (const { method, url } of writes) {
      const target = url.replace(/\/([a-z]+)\/:id/, (_match, kind: string) => `/${kind}/${ids[kind]}`);
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
        const answer = await send(`${server.url}${target}`, { method, headers: { origin: server.origin, cookie: admin, ...(type ? { 'content-type': type } : {}) }, body: type ? 'x=1' : undefined });
        answers.push(`${method} ${target} ${type ?? 'no type'}: ${answer.status}${answer.status === 415 ? '' : ` ${answer.text.slice(0, 80)}`}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith(': 415'))).toEqual([]);
    expect((await server.api('GET', `/edit/api/leads/${lead}`, { cookie: admin })).json()).toMatchObject({ erasedAt: null, name: validRequest.name });
    expect((await server.api('GET', '/edit/api/schedules', { cookie: admin })).json<{ schedules: { id: number; state: string }[] }>().schedules.find(({ id }) => id === schedule)?.state).toBe('pending');
    expect((await server.api('GET', '/edit/api/previews', { cookie: admin })).json<{ links: { id: number; state: string }[] }>().links.find(({ id }) => id === link)?.state).toBe('active');
    expect((await server.api('GET', '/edit/api/audit', { cookie: admin })).status).toBe(200);
  });

  it('answers 400 in words to a query with a repeated key, a control character or an over-long value, on every route', async () => {
    const attacks: [string, RegExp][] = [
      ['?x=a&x=b', /"x" more than once/],
      ['?words=zz%00zzz', /control character in "words"/],
      ['?x=%1B%5B31m', /control character in "x"/],
      ['?%00=1', /control character/],
      [`?x=${'y'.repeat(2001)}`, /"x" is 2,001 characters long: this address reads at most 2,000/],
    ];
    const answers: string[] = [];
    for (const endpoint of endpoints) {
      for (const [query, message] of attacks) {
        const answer = await call({ ...endpoint, path: `${endpoint.path}${query}` }, admin);
        const said = String(answer.headers['content-type']).startsWith('application/json') ? String(answer.json().message) : answer.text;
        if (answer.status !== 400 || !message.test(said)) answers.push(`${endpoint.method} ${endpoint.path}${query.slice(0, 20)}: ${answer.status} ${answer.text.slice(0, 100)}`);
      }
    }
    expect(answers).toEqual([]);
    // a route's own keys have their own limits
    const long = await server.api('GET', `/edit/api/leads?words=${'w'.repeat(201)}`, { cookie: admin });
    expect([long.status, long.json().message]).toEqual([400, '"words" is 201 characters long: this address reads at most 200.']);
  });

  it('answers a path parameter of any length from its own route: the one 404 of a preview link, never another route’s guard', async () => {
    const short = await send(`${server.url}/edit/shared/${'A'.repeat(43)}`);
    expect([short.status, short.text]).toEqual([404, 'Not found']);
    for (const path of [`/edit/shared/${'A'.repeat(5000)}`, `/edit/shared/${'A'.repeat(5000)}/about-us`]) {
      const answer = await send(`${server.url}${path}`);
      expect([answer.status, answer.text, answer.headers['cache-control']]).toEqual([404, 'Not found', 'no-store']);
    }
    const lead = await server.api('GET', `/edit/api/leads/${'1'.repeat(5000)}`, { cookie: admin });
    expect([lead.status, lead.json().message]).toEqual([404, 'There is no such lead: it may have been removed, or the link is wrong.']);
  });

  it('answers with no-store and a policy at least as strict as the public site’s', async () => {
    const publicPolicy = new Map(contentSecurityPolicy().split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));
    const answers = [await send(`${server.url}/edit`), await server.api('GET', '/edit', { cookie: editor }), await call(endpoints[0]!), ...(await Promise.all(endpoints.filter((e) => e.method === 'GET' && !e.path.startsWith('/edit/bundle/')).map((e) => call(e, admin))))];
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      const policy = String(answer.headers['content-security-policy']);
      for (const directive of policy.split('; ')) {
        const [name, ...sources] = directive.split(' ');
        // its two additions: its own preview frames ('self', never another origin), and the picked file an upload
        // dialog shows from an object URL (blob:, made by its own scripts)
        const added: Record<string, string[]> = { 'frame-src': ["'self'"], 'frame-ancestors': ["'self'"], 'img-src': ['blob:'] };
        const allowed = new Set([...(publicPolicy.get(name!) ?? []), ...(added[name!] ?? [])]);
        expect(sources.filter((source) => !allowed.has(source))).toEqual([]);
      }
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("object-src 'none'");
    }
  });
});

describe('a deployment without accounts', () => {
  let server: EditorServer;
  beforeAll(async () => {
    server = await startEditorServer({ accounts: [] });
  });
  afterAll(() => server.close());

  it('answers 404 under /edit, the sign-in included', async () => {
    for (const endpoint of [{ method: 'GET' as const, path: '/edit' }, { method: 'POST' as const, path: '/edit/sign-in' }, ...endpoints]) {
      expect([endpoint.path, (await server.api(endpoint.method, endpoint.path)).status]).toEqual([endpoint.path, 404]);
    }
  });
});
