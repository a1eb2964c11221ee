// @vitest-environment node
// Two editors and a shared section: one deletes it (and its uses) and saves while the other still uses and edits it.
// The late save is refused as a conflict, and the editor's re-apply keeps the shared section with the late editor's
// text, saying so, rather than a draft that names a missing one. On SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section, Site } from '../../../generated/site.ts';
import { deleteShared, makeShared } from '../../../model/shared-edits.ts';
import { diff, reapply } from '../../../shared/json-diff.ts';
import { reapplyDraft } from '../../../editor/state/reapply-draft.ts';
import { postgresForTests, startTestPostgres, type TestPostgres } from '../../test/test-postgres.ts';
import { adminPassword, editorPassword, startEditorServer, type EditorServer } from '../../test/test-editor-server.ts';

type Snapshot = { hash: string; site: Site };
const at = (site: Site, path: string) => site.pages.findIndex((page) => page.path === path);
const lastOf = (site: Site, page: number) => site.pages[page]!.sections.length - 1;
const withoutSection = (site: Site, page: number, section: number): Site => ({ ...site, pages: site.pages.map((item, p) => (p === page ? { ...item, sections: item.sections.filter((_, s) => s !== section) } : item)) });

function sharedConflict(engine: string, start: () => Promise<EditorServer>) {
  describe(`a shared section deleted in a concurrent draft (${engine})`, () => {
    let server: EditorServer;
    let ann: string;
    let root: string;
    const draft = async (cookie: string) => (await server.api('GET', '/edit/api/site', { cookie })).json<Snapshot>();
    const save = (cookie: string, from: Snapshot, next: Site) => server.api('POST', '/edit/api/site', { cookie, body: { baseHash: from.hash, changes: diff(from.site, next) } });

    beforeAll(async () => {
      server = await start();
      ann = await server.signIn('ann@example.com', editorPassword);
      root = await server.signIn('root@example.com', adminPassword);
      // the home page's call to action made shared, and used on /faq instead of its own
      const first = await draft(root);
      const made = makeShared(first.site, at(first.site, '/'), lastOf(first.site, at(first.site, '/')), 'Contact call to action');
      if (!made.ok) throw new Error(made.message);
      const faq = at(made.site, '/faq');
      const site = { ...made.site, pages: made.site.pages.map((page, p) => (p === faq ? { ...page, sections: [...page.sections.slice(0, -1), { shared: made.id }] } : page)) };
      expect((await save(root, first, site)).status).toBe(200);
    }, 120_000);
    afterAll(() => server?.close());

    it('refuses the late save as a conflict; the re-apply keeps the shared section with its text, named in words, and saves', async () => {
      const base = await draft(ann);
      // Ann (A) changes the shared section's heading and adds it to /service
      const mine = structuredClone(base.site);
      (mine.sharedSections![0]!.section as Section & { heading: string }).heading = 'Talk to Ann’s team';
      mine.pages[at(mine, '/service')]!.sections.push({ shared: 'contact-call-to-action' });

      // root (B), in another session, removes its uses and deletes it, and saves first
      const theirs = await draft(root);
      let other = theirs.site;
      for (const path of ['/', '/faq']) other = withoutSection(other, at(other, path), lastOf(other, at(other, path)));
      const deleted = deleteShared(other, 'contact-call-to-action');
      if (!deleted.ok) throw new Error(deleted.message);
      expect((await save(root, theirs, deleted.site)).status).toBe(200);

      const late = await save(ann, base, mine);
      expect(late.status).toBe(409);
      const current = await draft(ann);
      expect(late.json()).toMatchObject({ conflict: true, current: { hash: current.hash } });

      // merged as json-diff alone would, /service names a shared section that is gone: the server refuses it
      const naive = reapply(base.site, mine, current.site);
      expect(naive.collisions).toEqual([{ pointer: '/sharedSections/0/section/heading', reason: 'changed on disk' }]);
      const refused = await save(ann, current, naive.result);
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.json())).toMatch(/site\.json:\d+:\d+ +\/pages\/\d+\/sections\/\d+\/shared/);

      // the editor's re-apply keeps it, Ann's heading included, and says where it is used
      const merged = reapplyDraft(base.site, mine, current.site);
      expect(merged.collisions).toEqual([]);
      expect(merged.kept.map((kept) => kept.message)).toEqual([
        'The shared section “Contact call to action” was deleted in another save, but your draft uses it on the page /service: it is kept, with your changes. Delete it from Add section if it should go.',
      ]);
      const saved = await save(ann, current, merged.result);
      expect(saved.status).toBe(200);
      const after = (await draft(ann)).site;
      expect(after.sharedSections).toEqual([expect.objectContaining({ id: 'contact-call-to-action', section: expect.objectContaining({ heading: 'Talk to Ann’s team' }) })]);
      expect(after.pages[at(after, '/service')]!.sections.at(-1)).toEqual({ shared: 'contact-call-to-action' });
      // root's removals stand
      for (const path of ['/', '/faq']) expect(after.pages[at(after, path)]!.sections.some((section) => 'shared' in section)).toBe(false);
    });
  });
}

sharedConflict('SQLite', () => startEditorServer());

describe.skipIf(!postgresForTests())('on PostgreSQL', () => {
  let postgres: TestPostgres | undefined;
  afterAll(async () => postgres?.destroy());
  sharedConflict('PostgreSQL', async () => {
    postgres = await startTestPostgres();
    return startEditorServer({ databaseUrl: await postgres.createDatabase() });
  });
});
