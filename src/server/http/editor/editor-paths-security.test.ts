// @vitest-environment node
// Every path under /edit, written the ways a URL can say the same thing (percent-encoding, double slashes, dot
// segments, case, a trailing slash, the absolute form): each gets the answer of the plain path, whoever asks.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken, tokenHash } from '../../engine/auth/session-token.ts';
import { endpoints, type Endpoint } from '../../test/test-editor-endpoints.ts';
import { startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';

// the editor's own page and its sign-in besides the routes every attack test covers
const everyEndpoint: Endpoint[] = [{ method: 'GET', path: '/edit' }, { method: 'POST', path: '/edit/sign-in' }, ...endpoints];

const hex = (character: string, upper = false) => {
  const code = character.charCodeAt(0).toString(16);
  return `%${upper ? code.toUpperCase() : code}`;
};

/** The part of a path that names the route, and the rest: a bundle file's or a draft page's name is data and keeps its case. */
function split(path: string): [string, string] {
  const data = /^(\/edit\/(?:bundle|draft))(\/.*)$/.exec(path);
  return data ? [data[1]!, data[2]!] : [path, ''];
}

/** The ways a request can name `path` that a router normalizing as RFC 3986 says maps to it. */
function variants(path: string, host: string): string[] {
  const [head, tail] = split(path);
  const afterEdit = (insert: string) => path.replace(/^\/edit/, `/edit${insert}`);
  return [
    // percent-encoded unreserved characters
    path.replace(/^\/e/, '/%65'),
    head.replace(/^\/edit\/([a-z])/, (_match, letter: string) => `/edit/${hex(letter)}`) + tail,
    head.replace(/[a-z-]/g, (character) => hex(character, true)) + tail,
    path.replace(/[A-Za-z0-9._~-]/g, (character) => hex(character)),
    // double slashes
    `/${path}`,
    afterEdit('/'),
    head.replace(/\//g, '//') + tail,
    // dot segments, plain and percent-encoded
    afterEdit('/.'),
    afterEdit('/x/..'),
    afterEdit('/x/%2e%2e'),
    afterEdit('/x/%2E%2E'),
    afterEdit('/x/.%2e'),
    afterEdit('/%2e'),
    `/x/..${path}`,
    `/..${path}`,
    `/%2e%2e${path}`,
    // case
    head.toUpperCase() + tail,
    head.replace(/\/([a-z])/g, (_match, letter: string) => `/${letter.toUpperCase()}`) + tail,
    // a trailing slash, a query
    `${path}/`,
    `${path}?x=%2e%2e/`,
    // the absolute form a proxy may send
    `http://${host}${path}`,
    // all at once
    `/x/../%45DIT//y/%2E%2E/${head.slice('/edit/'.length).toUpperCase()}${tail}/`,
  ].filter((variant, index, all) => variant !== path && all.indexOf(variant) === index);
}

interface Scenario {
  name: string;
  /** the headers of a request in this scenario; a new session each call, so a sign-out ends only its own */
  headers(endpoint: Endpoint): Promise<Record<string, string>>;
}

interface Answer {
  status: number;
}

describe('every path under /edit, however it is written', () => {
  let server: EditorServer;
  let host: string;

  beforeAll(async () => {
    // sign-in limits out of the way: the sign-in is called with a wrong password once per variant and scenario
    const many = { max: 1_000_000, windowMs: 60_000 };
    server = await startEditorServer({ editor: { signInLimits: { account: many, address: many } } });
    host = new URL(server.url).host;
  });
  afterAll(() => server.close());

  // one session per account for every request, but a new one for each sign-out (which ends the session it names)
  const sessions = new Map<string, Promise<string>>();
  function session(email: string, endpoint: Endpoint): Promise<string> {
    if (endpoint.path === '/edit/api/sign-out') return newSession(email);
    if (!sessions.has(email)) sessions.set(email, newSession(email));
    return sessions.get(email)!;
  }

  /** A session of the account, made in the store: a sign-in per request would cost a password hash each. */
  async function newSession(email: string): Promise<string> {
    const account = (await server.store.findAccount(email))!;
    const id = newToken();
    const at = new Date();
    await server.store.createSession({ idHash: tokenHash(id), accountId: account.id, at, expiresAt: new Date(at.getTime() + 3_600_000) });
    return `editor_session=${id}`;
  }

  const own = (endpoint: Endpoint): Record<string, string> => (endpoint.method === 'POST' ? { origin: server.origin } : {});
  const scenarios: Scenario[] = [
    { name: 'no session', headers: async (endpoint) => own(endpoint) },
    { name: 'a cross-site Origin', headers: async (endpoint) => ({ cookie: await session('root@example.com', endpoint), origin: 'https://evil.example' }) },
    { name: 'Sec-Fetch-Site: cross-site', headers: async (endpoint) => ({ cookie: await session('root@example.com', endpoint), ...own(endpoint), 'sec-fetch-site': 'cross-site' }) },
    { name: 'a foreign Host', headers: async (endpoint) => ({ cookie: await session('root@example.com', endpoint), host: 'evil.example', ...(endpoint.method === 'POST' ? { origin: 'http://evil.example' } : {}) }) },
    { name: 'an editor', headers: async (endpoint) => ({ cookie: await session('ann@example.com', endpoint), ...own(endpoint) }) },
    { name: 'an admin from the site', headers: async (endpoint) => ({ cookie: await session('root@example.com', endpoint), ...own(endpoint) }) },
  ];

  /** One request with this exact request target: fetch and http.request(url) would normalize it first. */
  function call(endpoint: Endpoint, target: string, headers: Record<string, string>): Promise<Answer> {
    const signIn = endpoint.path === '/edit/sign-in';
    const body = endpoint.method === 'GET' ? undefined : signIn ? 'email=ann%40example.com&password=wrong' : '{}';
    const type = endpoint.method === 'GET' ? {} : { 'content-type': signIn ? 'application/x-www-form-urlencoded' : 'application/json' };
    const { hostname, port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const request = httpRequest({ hostname, port, path: target, method: endpoint.method, headers: { ...type, ...headers } }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  it('lists variants that name the plain path', () => {
    expect(variants('/edit/api/audit', 'h')).toEqual(
      expect.arrayContaining(['/edit/%61pi/audit', '/edit//api/audit', '/edit/x/../api/audit', '/edit/./api/audit', '/edit/x/%2e%2e/api/audit', '/EDIT/API/AUDIT', '/Edit/Api/Audit', '/edit/api/audit/']),
    );
  });

  for (const scenario of scenarios) {
    it(`answers each variant as the plain path: ${scenario.name}`, async () => {
      const differ: string[] = [];
      for (const endpoint of everyEndpoint) {
        const plain = (await call(endpoint, endpoint.path, await scenario.headers(endpoint))).status;
        const ask = async (variant: string) => [variant, (await call(endpoint, variant, await scenario.headers(endpoint))).status] as const;
        // a read's variants side by side; a write's one after another, since two at once (a restore) would race
        const answers: (readonly [string, number])[] = [];
        if (endpoint.method === 'GET') answers.push(...(await Promise.all(variants(endpoint.path, host).map(ask))));
        else for (const variant of variants(endpoint.path, host)) answers.push(await ask(variant));
        for (const [variant, status] of answers) if (status !== plain) differ.push(`${endpoint.method} ${variant}: ${status}, where ${endpoint.path} answers ${plain}`);
      }
      expect(differ).toEqual([]);
    });
  }

  it('answers a path under /edit that names no editor route from behind the editor’s guards: never as a page of the site', async () => {
    const admin = { cookie: await newSession('root@example.com') };
    for (const target of ['/edit/nothing', '/EDIT/about-us', '/edit/api%2Faudit', '/edit/draft%2Fabout-us', '/edit/api/versions/1/x']) {
      const get: Endpoint = { method: 'GET', path: target };
      expect([target, (await call(get, target, {})).status]).toEqual([target, 401]);
      expect([target, (await call(get, target, { ...admin, origin: 'https://evil.example' })).status]).toEqual([target, 403]);
      expect([target, (await call(get, target, admin)).status]).toEqual([target, 404]);
      expect([target, (await call({ method: 'POST', path: target }, target, { ...admin, origin: server.origin })).status]).toEqual([target, 404]);
    }
  });
});
