// @vitest-environment node
// Every JSON body the production server takes has a depth limit (400, never a 500 from a recursive walk), and the
// sign-in takes at most 4 KB whatever its type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactPath } from '../contact/contact-route.ts';
import { maxJsonDepth, tooDeepMessage } from '../../../shared/json-depth.ts';
import { adminPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';

/** An object `depth` levels deep: {"a":{"a":…}} */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('JSON bodies of the production server', () => {
  let server: EditorServer;
  let admin: string;

  beforeAll(async () => {
    server = await startEditorServer();
    admin = await server.signIn('root@example.com', adminPassword);
  });
  afterAll(() => server.close());

  it('answers 400 with the reason to a body nested 10,000 deep, on every endpoint that takes JSON', async () => {
    const deep = (levels: number) => `{"hash":"${'0'.repeat(64)}","baseHash":"${'0'.repeat(64)}","site":${nested(levels)}}`;
    // Publish and Restore read at most 16 KB (their body is a hash): 2,500 levels fit in it
    const small = new Set(['/edit/api/publish', '/edit/api/versions/1/restore']);
    const paths = ['/edit/api/site', '/edit/api/validate', '/edit/api/publish', '/edit/api/versions/1/restore', '/edit/api/sign-out'];
    const answers = [];
    for (const path of paths) {
      // a session of its own for each: a sign-out that read the body would end it
      const answer = await server.api('POST', path, { cookie: await server.signIn('root@example.com', adminPassword), body: deep(small.has(path) ? 2_500 : 10_000) });
      answers.push([path, answer.status, answer.status === 400 ? answer.json().message : answer.text.slice(0, 200)]);
    }
    expect(answers).toEqual(paths.map((path) => [path, 400, tooDeepMessage()]));
    const contact = await send(`${server.url}${contactPath}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: `{"name":${nested(10_000)}}` });
    expect([contact.status, contact.json().message]).toEqual([400, tooDeepMessage()]);
    // the sign-in's 4 KB hold 500 levels
    const signIn = await send(`${server.url}/edit/sign-in`, { method: 'POST', headers: { origin: server.origin, 'content-type': 'application/json' }, body: `{"email":${nested(500)}}` });
    expect([signIn.status, signIn.json().message]).toEqual([400, tooDeepMessage()]);
    expect(server.lines.join('\n')).not.toContain('Maximum call stack size exceeded');
  });

  it('reads a body exactly as deep as the limit, and refuses one level more', async () => {
    const at = await server.api('POST', '/edit/api/validate', { cookie: admin, body: `{"site":${nested(maxJsonDepth - 1)}}` });
    expect(at.status).toBe(200);
    expect(at.json()).toMatchObject({ ok: false });
    const over = await server.api('POST', '/edit/api/validate', { cookie: admin, body: `{"site":${nested(maxJsonDepth)}}` });
    expect([over.status, over.json().message]).toEqual([400, tooDeepMessage()]);
  });

  it('refuses a "__proto__" key as Fastify’s own parser did', async () => {
    const answer = await server.api('POST', '/edit/api/validate', { cookie: admin, body: '{"site":{"__proto__":{"admin":true}}}' });
    expect(answer.status).toBe(400);
    expect(answer.json().message).toMatch(/"__proto__" key/);
  });

  it('takes at most 4 KB at the sign-in in either type it reads (413), and no other type at all (415)', async () => {
    const padding = 'x'.repeat(4096);
    const bodies: [string, string, number][] = [
      ['application/x-www-form-urlencoded', `email=ann%40example.com&password=${padding}`, 413],
      ['application/json', JSON.stringify({ email: 'ann@example.com', password: padding }), 413],
      ['application/json', JSON.stringify({ email: 'ann@example.com', password: 'x'.repeat(1024 * 1024) }), 413],
      // refused for its type before a byte of it is read
      ['text/plain', `${padding}x`, 415],
    ];
    for (const [type, body, status] of bodies) {
      const answer = await send(`${server.url}/edit/sign-in`, { method: 'POST', headers: { origin: server.origin, 'content-type': type }, body });
      expect([type, body.length, answer.status]).toEqual([type, body.length, status]);
    }
    // a sign-in that fits is read
    const fits = await send(`${server.url}/edit/sign-in`, { method: 'POST', headers: { origin: server.origin, 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ann@example.com', password: 'x'.repeat(3000) }) });
    expect(fits.status).toBe(401);
  });
});
