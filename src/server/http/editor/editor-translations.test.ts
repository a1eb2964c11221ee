// @vitest-environment node
// A draft is saved while a translation is missing; the publish refuses it, and publishes it once translated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditorServer, editorPassword, send, type EditorServer } from '../../test/test-editor-server.ts';

interface Untranslated {
  pointer: string;
  locale: string;
  fallback: boolean;
}

const section = { type: 'cta', heading: 'A section added in English', text: 'Its text, not yet in Hindi.', link: { label: 'Write to us', to: '/contact-us' } };

describe('translations in the live editor', () => {
  let server: EditorServer;
  let ann: string;
  const current = async () => (await server.api('GET', '/edit/api/site', { cookie: ann })).json<{ hash: string; site: { pages: { sections: unknown[] }[] } }>();

  beforeAll(async () => {
    server = await startEditorServer();
    ann = await server.signIn('ann@example.com', editorPassword);
  });
  afterAll(() => server.close());

  it('saves a new section without its Hindi, lists what is missing, and refuses to publish it with line:col', async () => {
    const { hash, site } = await current();
    const at = site.pages[0]!.sections.length;
    const base = `/pages/0/sections/${at}`;
    const changes = [{ kind: 'append', path: ['pages', 0, 'sections'], value: section }];

    const checked = await server.api('POST', '/edit/api/validate', { cookie: ann, body: { baseHash: hash, changes } });
    expect(checked.status).toBe(200);
    expect(checked.json<{ problems: unknown[] }>().problems).toEqual([]);

    const saved = await server.api('POST', '/edit/api/site', { cookie: ann, body: { baseHash: hash, changes } });
    expect(saved.status).toBe(200);
    const missing = [`${base}/heading`, `${base}/text`, `${base}/link/label`].map((pointer) => ({ pointer, locale: 'hi', fallback: false }));
    expect(saved.json<{ untranslated: Untranslated[] }>().untranslated).toEqual(expect.arrayContaining(missing));
    expect(checked.json<{ untranslated: Untranslated[] }>().untranslated).toEqual(expect.arrayContaining(missing));

    const refused = await server.api('POST', '/edit/api/publish', { cookie: ann, body: { hash: saved.json<{ hash: string }>().hash } });
    expect(refused.status).toBe(422);
    const problems = refused.json<{ problems: string[] }>().problems;
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^site\\.json:\\d+:\\d+  ${base}/heading  is not translated into Hindi \\(hi\\)`)));
    expect(problems).toHaveLength(3);
  });

  it('publishes the section once translated, and /hi/ shows its Hindi', async () => {
    const { hash, site } = await current();
    const at = site.pages[0]!.sections.length - 1;
    const translations = { hi: { heading: 'अंग्रेज़ी में जोड़ा गया खंड', text: 'इसका पाठ, अब हिन्दी में।' } };
    const changes = [
      { kind: 'set', path: ['pages', 0, 'sections', at, 'translations'], value: translations },
      { kind: 'set', path: ['pages', 0, 'sections', at, 'link', 'translations'], value: { hi: { label: 'हमें लिखें' } } },
    ];
    const saved = await server.api('POST', '/edit/api/site', { cookie: ann, body: { baseHash: hash, changes } });
    expect(saved.status).toBe(200);
    expect(saved.json<{ untranslated: Untranslated[] }>().untranslated).toEqual([]);

    const published = await server.api('POST', '/edit/api/publish', { cookie: ann, body: { hash: saved.json<{ hash: string }>().hash } });
    expect(published.status).toBe(200);
    const hindi = await send(`${server.url}/hi/`, { headers: { accept: 'text/html' } });
    expect(hindi.text).toContain('अंग्रेज़ी में जोड़ा गया खंड');
    expect(hindi.text).toContain('हमें लिखें');
  });
});
