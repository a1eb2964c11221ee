// @vitest-environment node
// A page at a path the server keeps for itself, through the live editor and the publish engine: refused, never served.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir, siteFile } from '../../../model/paths.ts';
import { publish } from '../../engine/publish/publish.ts';
import { tempDataDir } from '../../test/test-support.ts';
import { editorPassword, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';

const taken = ['/edit/sign-in', '/healthz', '/favicon.svg'];
const original = JSON.parse(readFileSync(siteFile, 'utf8')) as { pages: { path: string; title: string; sections: unknown[] }[] };
const withPages = (paths: string[]) => ({ ...original, pages: [...original.pages, ...paths.map((path) => ({ path, title: 'Taken', translations: { hi: { title: 'लिया गया' } }, sections: [] }))] });
const first = original.pages.length;

describe('pages at the server\'s own paths', () => {
  let server: EditorServer;
  let ann: string;

  beforeAll(async () => {
    server = await startEditorServer();
    ann = await server.signIn('ann@example.com', editorPassword);
  });
  afterAll(() => server?.close());

  it('are shown by the editor\'s live validation at each page\'s path, and its save is refused', async () => {
    const site = withPages(taken);
    const validated = await server.api('POST', '/edit/api/validate', { cookie: ann, body: { site } });
    expect(validated.status).toBe(200);
    const { problems } = validated.json<{ problems: { pointer: string; message: string }[] }>();
    expect(problems.map(({ pointer, message }) => `${pointer}  ${message}`)).toEqual([
      expect.stringMatching(new RegExp(`^/pages/${first}/path {2}"/edit/sign-in" is reserved for the editor`)),
      expect.stringMatching(new RegExp(`^/pages/${first + 1}/path {2}"/healthz" is reserved for the health check`)),
      // the schema's pattern allows no dot in a page's path; and the favicon is the code build's, found in dist/client
      expect.stringMatching(new RegExp(`^/pages/${first + 2}/path {2}has the wrong form`)),
      expect.stringMatching(new RegExp(`^/pages/${first + 2}/path {2}"/favicon.svg" is a file of the code build`)),
    ]);
    const { hash } = (await server.api('GET', '/edit/api/site', { cookie: ann })).json<{ hash: string }>();
    const saved = await server.api('POST', '/edit/api/site', { cookie: ann, body: { baseHash: hash, site: withPages(['/edit/sign-in']) } });
    expect(saved.status).toBe(422);
    expect(saved.text).toContain('is reserved for the editor');
  });

  it('are refused by the publish engine with site.json:LINE:COL', async () => {
    const text = `${JSON.stringify(withPages(['/edit/preview']), null, 2)}\n`;
    const line = text.split('\n').findIndex((each) => each.includes('"path": "/edit/preview"')) + 1;
    const result = await publish({ dataDir: tempDataDir(), distDir, text, file: 'site.json', source: 'a test' });
    expect(result).toEqual({ ok: false, problems: [expect.stringMatching(new RegExp(`^site\\.json:${line}:15 {2}/pages/${first}/path {2}"/edit/preview" is reserved for the editor`))] });
  });
});
