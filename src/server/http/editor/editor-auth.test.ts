// @vitest-environment node
// The sign-in as an attacker tries it: guessing, stuffing, planted sessions, stolen cookies, and what the logs keep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash } from '../../engine/auth/session-token.ts';
import { adminPassword, cookieOf, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';

describe('the sign-in', () => {
  let server: EditorServer;
  // X-Forwarded-For names the client (TRUST_PROXY): each test signs in from addresses of its own
  beforeAll(async () => {
    server = await startEditorServer({ trustProxy: 1 });
  });
  afterAll(() => server.close());

  const post = (fields: Record<string, string>, address: string, headers: Record<string, string> = {}) =>
    send(`${server.url}/edit/sign-in`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address, ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  it('shows Email, Password and Sign in at /edit without a session, never cached', async () => {
    const page = await send(`${server.url}/edit`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<label for="email">Email<\/label>/);
    expect(page.text).toMatch(/<label for="password">Password<\/label>/);
    expect(page.text).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  // that both cost one Argon2id check of the same parameters is sign-in.test.ts's: time is too noisy to assert here
  it('gives a wrong password and an unknown email the same answer', async () => {
    for (let round = 0; round < 2; round++) {
      const a = await post({ email: 'ann@example.com', password: 'not the password at all' }, `198.51.100.${round + 1}`);
      const b = await post({ email: `nobody${round}@example.com`, password: 'not the password at all' }, `198.51.100.${round + 101}`);
      const answers = [a, b].map((answer) => `${answer.status} ${/role="alert">([^<]*)</.exec(answer.text)?.[1]}`);
      expect(answers).toEqual(['401 The email or the password is wrong.', '401 The email or the password is wrong.']);
    }
  });

  it('sets an HttpOnly, SameSite=Strict cookie for Path=/ and stores only its hash', async () => {
    const answer = await post({ email: 'ann@example.com', password: editorPassword }, '198.51.100.200');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/edit');
    const cookie = String(answer.headers['set-cookie']?.[0]);
    expect(cookie).toMatch(/^editor_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const id = cookieOf(answer).split('=')[1]!;
    expect(await server.store.touchSession(id, new Date(), 60_000)).toBeUndefined();
    expect(await server.store.touchSession(tokenHash(id), new Date(), 60_000)).toMatchObject({ email: 'ann@example.com' });
  });

  it('marks the cookie Secure (and __Host-) behind a proxy that says the site is HTTPS', async () => {
    const answer = await post({ email: 'ann@example.com', password: editorPassword }, '198.51.100.201', { 'x-forwarded-proto': 'https', origin: server.origin.replace('http:', 'https:') });
    expect(answer.status).toBe(303);
    expect(String(answer.headers['set-cookie']?.[0])).toMatch(/^__Host-editor_session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('issues a new session id at every sign-in: a planted one is replaced and ends', async () => {
    const planted = await server.signIn('ann@example.com', editorPassword, { 'x-forwarded-for': '198.51.100.202' });
    const answer = await post({ email: 'ann@example.com', password: editorPassword }, '198.51.100.202', { cookie: planted });
    const fresh = cookieOf(answer);
    expect(fresh).not.toBe(planted);
    expect((await server.api('GET', '/edit/api/site', { cookie: planted })).status).toBe(401);
    expect((await server.api('GET', '/edit/api/site', { cookie: fresh })).status).toBe(200);
  });

  it('answers 429 with Retry-After after 5 failures of one account from one address, and not from another address', async () => {
    const address = '203.0.113.7';
    for (let attempt = 1; attempt <= 5; attempt++) expect((await post({ email: 'root@example.com', password: `guess number ${attempt}` }, address)).status).toBe(401);
    const limited = await post({ email: 'root@example.com', password: adminPassword }, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.text).toContain('Try again later');
    // the owner, from elsewhere, is not locked out
    expect((await post({ email: 'root@example.com', password: adminPassword }, '203.0.113.8')).status).toBe(303);
    // other accounts from the limited address still may
    expect((await post({ email: 'ann@example.com', password: editorPassword }, address)).status).toBe(303);
  });

  it('limits an address that fails 50 times within an hour, whatever the accounts (credential stuffing)', async () => {
    const address = '203.0.113.50';
    for (let attempt = 0; attempt < 50; attempt++) {
      expect((await post({ email: `user${attempt}@example.com`, password: 'Summer2026!Summer' }, address)).status).toBe(401);
    }
    const limited = await post({ email: 'ann@example.com', password: editorPassword }, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
  });

  it('records sign-ins and failures in the audit log with account, address and time', async () => {
    await post({ email: 'audit-probe@example.com', password: 'wrong wrong wrong' }, '192.0.2.77');
    await server.signIn('root@example.com', adminPassword, { 'x-forwarded-for': '192.0.2.78' });
    const entries = await server.store.listAudit(200);
    expect(entries.find((entry) => entry.actor === 'audit-probe@example.com')).toMatchObject({ action: 'sign-in-failed', ip: '192.0.2.77' });
    const signedIn = entries.find((entry) => entry.action === 'sign-in' && entry.ip === '192.0.2.78');
    expect(signedIn).toMatchObject({ actor: 'root@example.com' });
    expect(Date.now() - Date.parse(signedIn!.at)).toBeLessThan(60_000);
  });

  it('writes no password and no session id into any log line', async () => {
    const secret = 'a-password-nobody-should-log-1';
    await post({ email: 'ann@example.com', password: secret }, '192.0.2.90');
    const cookie = await server.signIn('ann@example.com', editorPassword, { 'x-forwarded-for': '192.0.2.91' });
    await server.api('GET', '/edit/api/site', { cookie });
    await server.api('POST', '/edit/api/sign-out', { cookie });
    const log = server.lines.join('\n');
    expect(log).toContain('/edit/sign-in');
    for (const leak of [secret, editorPassword, cookie.split('=')[1]!, tokenHash(cookie.split('=')[1]!)]) expect(log).not.toContain(leak);
  });
});

describe('sessions', () => {
  let server: EditorServer;
  beforeAll(async () => {
    server = await startEditorServer({ editor: { idleMs: 1500 } });
  });
  afterAll(() => server.close());

  it('end after the idle time', async () => {
    const cookie = await server.signIn('ann@example.com', editorPassword);
    expect((await server.api('GET', '/edit/api/versions', { cookie })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await server.api('GET', '/edit/api/versions', { cookie })).status).toBe(401);
  });

  it('end at sign-out, for every instance (the database forgets them)', async () => {
    const cookie = await server.signIn('ann@example.com', editorPassword);
    const out = await server.api('POST', '/edit/api/sign-out', { cookie });
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie']?.[0])).toMatch(/^editor_session=; .*Max-Age=0/);
    expect((await server.api('GET', '/edit/api/versions', { cookie })).status).toBe(401);
    expect(await server.store.touchSession(tokenHash(cookie.split('=')[1]!), new Date(), 60_000)).toBeUndefined();
  });

  it('end when the password changes or the account is removed', async () => {
    const cookie = await server.signIn('ann@example.com', editorPassword);
    await server.store.setPassword('ann@example.com', 'not a real hash', new Date());
    expect((await server.api('GET', '/edit/api/versions', { cookie })).status).toBe(401);
    const admin = await server.signIn('root@example.com', adminPassword);
    await server.store.removeAccount('root@example.com');
    expect((await server.api('GET', '/edit/api/versions', { cookie: admin })).status).toBe(401);
  });
});
