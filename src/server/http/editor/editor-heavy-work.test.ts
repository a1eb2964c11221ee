// @vitest-environment node
// The editor's heavy work (validating and saving whole sites) runs off the server's event loop, within limits:
// the same answers as before, 400 for too deep a body, 422 past the time limit, and visitors answered meanwhile.
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leanSite } from '../../../../scripts/lib/generate-site.ts';
import { siteFile } from '../../../model/paths.ts';
import { tooDeepMessage } from '../../../shared/json-depth.ts';
import { adminPassword, editorPassword, send, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';

interface Problem {
  pointer: string;
  line: number;
  column: number;
  text: string;
}

const siteText = readFileSync(siteFile, 'utf8');
const repoSite = () => JSON.parse(siteText) as { settings: { ui: Record<string, unknown> }; pages: Record<string, unknown>[] };
// where the build's validator places a wrong preloaderMs: its line in site.json, the column of its value
const preloaderLine = siteText.split('\n').findIndex((line) => line.includes('"preloaderMs"')) + 1;
const preloaderColumn = siteText.split('\n')[preloaderLine - 1]!.indexOf(': ') + 3;
const wrongPreloader = [{ kind: 'set', path: ['settings', 'ui', 'preloaderMs'], value: 'soon' }];
const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

describe('validating and saving whole sites', () => {
  let server: EditorServer;
  let ann: string;
  const draft = async () => (await server.api('GET', '/edit/api/site', { cookie: ann })).json<{ hash: string }>();

  beforeAll(async () => {
    server = await startEditorServer();
    ann = await server.signIn('ann@example.com', editorPassword);
  });
  afterAll(() => server.close());

  it('answers a whole site’s validation with its problems placed by line and column', async () => {
    const site = repoSite();
    site.settings.ui.preloaderMs = 'soon';
    const answer = await server.api('POST', '/edit/api/validate', { cookie: ann, body: { site } });
    expect(answer.status).toBe(200);
    const result = answer.json<{ ok: boolean; problems: Problem[] }>();
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([expect.objectContaining({ pointer: '/settings/ui/preloaderMs', line: preloaderLine, column: preloaderColumn, text: `site.json:${preloaderLine}:${preloaderColumn}  /settings/ui/preloaderMs  must be integer` })]);
    expect((await server.api('POST', '/edit/api/validate', { cookie: ann, body: { site: repoSite() } })).json()).toEqual({ ok: true, problems: [], warnings: [], untranslated: [] });
  });

  it('validates changes to the draft, and answers 409 to changes made to another one', async () => {
    const { hash } = await draft();
    const answer = await server.api('POST', '/edit/api/validate', { cookie: ann, body: { baseHash: hash, changes: wrongPreloader } });
    expect(answer.json<{ problems: Problem[] }>().problems).toEqual([expect.objectContaining({ pointer: '/settings/ui/preloaderMs', line: preloaderLine, column: preloaderColumn })]);
    const stale = await server.api('POST', '/edit/api/validate', { cookie: ann, body: { baseHash: 'a'.repeat(64), changes: wrongPreloader } });
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({ conflict: true });
  });

  it('answers 400 to a body that is not a JSON object or misses its fields, with what is wrong', async () => {
    const cases: [string, string, string][] = [
      ['/edit/api/validate', '{"site":', 'not valid JSON'],
      ['/edit/api/validate', '[1]', 'must be a JSON object'],
      ['/edit/api/validate', '{"site":[]}', '"site" must be the whole site'],
      ['/edit/api/site', '{"site":{}}', '"baseHash"'],
      ['/edit/api/site', `{"baseHash":"${'a'.repeat(64)}","changes":{}}`, '"changes" must be a list'],
    ];
    for (const [path, body, message] of cases) {
      const answer = await server.api('POST', path, { cookie: ann, body });
      expect([path, body, answer.status]).toEqual([path, body, 400]);
      expect(answer.json<{ message: string }>().message).toContain(message);
    }
  });

  it('saves changes, refuses problems with 422 placed by line and column, and a stale draft with 409', async () => {
    const { hash } = await draft();
    const refused = await server.api('POST', '/edit/api/site', { cookie: ann, body: { baseHash: hash, changes: wrongPreloader } });
    expect(refused.status).toBe(422);
    expect(refused.json<{ problems: Problem[] }>().problems).toEqual([expect.objectContaining({ pointer: '/settings/ui/preloaderMs', line: preloaderLine, column: preloaderColumn })]);
    const saved = await server.api('POST', '/edit/api/site', { cookie: ann, body: { baseHash: hash, changes: [{ kind: 'set', path: ['settings', 'ui', 'preloaderMs'], value: 650 }] } });
    expect(saved.status).toBe(200);
    const next = saved.json<{ hash: string; warnings: unknown[] }>();
    expect(next).toEqual({ hash: (await draft()).hash, warnings: [], untranslated: [] });
    expect(next.hash).not.toBe(hash);
    const stale = await server.api('POST', '/edit/api/site', { cookie: ann, body: { baseHash: hash, changes: wrongPreloader } });
    expect(stale.status).toBe(409);
    expect(stale.json()).toMatchObject({ conflict: true, current: { hash: next.hash } });
  });

  it('answers 413 with the limit and what to do to a body past it', async () => {
    for (const [path, limit] of [['/edit/api/validate', '20 MB'], ['/edit/api/site', '20 MB'], ['/edit/api/publish', '16 KB']] as const) {
      const answer = await server.api('POST', path, { cookie: ann, body: `{"site":"${'x'.repeat(21 * 1024 * 1024)}"}` });
      expect([path, answer.status]).toEqual([path, 413]);
      expect(answer.json<{ message: string }>().message).toMatch(new RegExp(`larger than ${limit}.*nothing was read or saved\\. Send `));
    }
  });

  it('answers 400 with the depth limit’s message to a body nested too deep, never 500', async () => {
    const { hash } = await draft();
    const bodies: [string, string][] = [
      ['/edit/api/validate', `{"site":{"pages":${deep}}}`],
      ['/edit/api/validate', `{"baseHash":"${hash}","changes":[{"kind":"set","path":["faqs"],"value":${deep}}]}`],
      ['/edit/api/site', `{"baseHash":"${hash}","site":{"pages":${deep}}}`],
      ['/edit/api/site', `{"baseHash":"${hash}","changes":[{"kind":"set","path":["faqs"],"value":${deep}}]}`],
    ];
    for (const [path, body] of bodies) {
      const answer = await server.api('POST', path, { cookie: ann, body });
      expect([path, answer.status, answer.json<{ message: string }>().message]).toEqual([path, 400, tooDeepMessage()]);
    }
  });

  it('answers a visitor while it validates a large site: /robots.txt sent after the body arrived is answered first', async () => {
    // 20,000 pages with descriptions: seconds of work, and no warning to make the answer long
    const site = leanSite(20_000);
    for (const page of site.pages) page.description ??= 'A page.';
    const order: string[] = [];
    let visitor: Promise<void> | undefined;
    const watch = (request: IncomingMessage) => {
      if (request.url !== '/edit/api/validate') return;
      // the whole body has reached the server: from here on the validation is under way
      request.once('end', () => {
        visitor = send(`${server.url}/robots.txt`).then((answer) => void order.push(`robots.txt ${answer.status}`));
      });
    };
    server.app.server.on('request', watch);
    try {
      const validated = await server.api('POST', '/edit/api/validate', { cookie: ann, body: { site } });
      order.push(`validate ${validated.status} ${validated.json<{ ok: boolean }>().ok}`);
      await visitor;
    } finally {
      server.app.server.off('request', watch);
    }
    expect(order).toEqual(['robots.txt 200', 'validate 200 true']);
  });
});

describe('the time limit of one check', () => {
  let server: EditorServer;
  let root: string;

  beforeAll(async () => {
    server = await startEditorServer({ editor: { checkLimitMs: 1 } });
    root = await server.signIn('root@example.com', adminPassword);
  });
  afterAll(() => server.close());

  it('answers 422 with what to do when validating or saving a large site takes longer, and saves nothing', async () => {
    const site = leanSite(2000);
    const validated = await server.api('POST', '/edit/api/validate', { cookie: root, body: { site } });
    expect(validated.status).toBe(422);
    expect(validated.json<{ message: string }>().message).toMatch(/took longer than 0\.001 s.*too large to check in one request/);
    const before = (await server.api('GET', '/edit/api/site', { cookie: root })).json<{ hash: string }>();
    const saved = await server.api('POST', '/edit/api/site', { cookie: root, body: { baseHash: before.hash, site } });
    expect(saved.status).toBe(422);
    expect(saved.json<{ message: string }>().message).toMatch(/too large to check in one request.*nothing was saved/i);
    expect((await server.api('GET', '/edit/api/site', { cookie: root })).json<{ hash: string }>().hash).toBe(before.hash);
  });
});
