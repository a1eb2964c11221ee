// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Block, Site } from '@/generated/site';
import { coalesceMs, editorReducer, initialState, isDirty, type EditorAction, type EditorState } from './editor-reducer';
import { testSite } from './test-site';
import { blocksOf } from '../../test/blocks';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const start = () => initialState(testSite(), 'hash-1');
const types = (site: Site, page = 0) => blocksOf(site.pages[page]!).map((block) => block.type);
const heading = (state: EditorState, page: number, section: number) => (state.draft.pages[page]!.sections[section] as { heading?: string }).heading;
const withHeading = (state: EditorState, page: number, section: number, text: string) => ({ ...state.draft.pages[page]!.sections[section]!, heading: text }) as Block;

describe('editor reducer', () => {
  it('edits a section, undoes and redoes it; an undone draft is clean again', () => {
    const s0 = start();
    const s1 = run(s0, { type: 'editSection', page: 0, section: 0, value: withHeading(s0, 0, 0, 'Hello'), at: 0 });
    expect(heading(s1, 0, 0)).toBe('Hello');
    expect(s0.draft.pages[0]!.sections[0]).not.toBe(s1.draft.pages[0]!.sections[0]);
    // untouched parts stay the same objects, so the save rewrites only what changed
    expect(s1.draft.pages[1]).toBe(s0.draft.pages[1]);
    expect(s1.draft.navigation).toBe(s0.draft.navigation);
    expect(isDirty(s1)).toBe(true);
    const undone = run(s1, { type: 'undo' });
    expect(heading(undone, 0, 0)).toBe('Welcome');
    expect(isDirty(undone)).toBe(false);
    expect(undone.future).toHaveLength(1);
    expect(heading(run(undone, { type: 'redo' }), 0, 0)).toBe('Hello');
    expect(run(s0, { type: 'undo' })).toBe(s0);
    expect(run(s0, { type: 'redo' })).toBe(s0);
  });

  it('makes typing into one field within a second one undo step, and another field or a pause a new one', () => {
    let state = start();
    for (const [i, text] of ['H', 'He', 'Hel'].entries()) state = run(state, { type: 'editSection', page: 0, section: 0, value: withHeading(state, 0, 0, text), at: i * (coalesceMs - 1) });
    expect(state.past).toHaveLength(1);
    state = run(state, { type: 'editSection', page: 0, section: 0, value: withHeading(state, 0, 0, 'Hell'), at: 5 * coalesceMs });
    expect(state.past).toHaveLength(2);
    const other = { ...state.draft.pages[0]!.sections[0]!, text: 'New' } as Block;
    state = run(state, { type: 'editSection', page: 0, section: 0, value: other, at: 5 * coalesceMs + 10 });
    expect(state.past).toHaveLength(3);
    state = run(state, { type: 'undo' }, { type: 'undo' });
    expect(heading(state, 0, 0)).toBe('Hel');
    expect(heading(run(state, { type: 'undo' }), 0, 0)).toBe('Welcome');
  });

  it('a new edit after undo clears the redo list', () => {
    const s0 = start();
    const s1 = run(s0, { type: 'deleteSection', page: 0, section: 0 }, { type: 'undo' });
    expect(s1.future).toHaveLength(1);
    const s2 = run(s1, { type: 'moveSection', page: 0, from: 0, to: 1 });
    expect(s2.future).toEqual([]);
  });

  it('moves a section, the selection following it; a move out of range does nothing', () => {
    const s0 = start();
    const moved = run(s0, { type: 'select', selection: { page: 0, section: 0 } }, { type: 'moveSection', page: 0, from: 0, to: 2 });
    expect(types(moved.draft)).toEqual(['cta', 'testimonials', 'hero']);
    expect(moved.selection).toEqual({ page: 0, section: 2, shared: null });
    expect(moved.past).toHaveLength(1);
    expect(run(moved, { type: 'moveSection', page: 0, from: 2, to: 3 })).toBe(moved);
    expect(types(run(moved, { type: 'undo' }).draft)).toEqual(['hero', 'cta', 'testimonials']);
  });

  it('deletes a section, selecting the next one, and undoes it', () => {
    const deleted = run(start(), { type: 'select', selection: { page: 0, section: 2 } }, { type: 'deleteSection', page: 0, section: 2 });
    expect(types(deleted.draft)).toEqual(['hero', 'cta']);
    expect(deleted.selection.section).toBe(1);
    expect(types(run(deleted, { type: 'undo' }).draft)).toEqual(['hero', 'cta', 'testimonials']);
  });

  it('duplicates a section after itself, with a free id when it has one', () => {
    const home = run(start(), { type: 'duplicateSection', page: 0, section: 1 });
    expect(types(home.draft)).toEqual(['hero', 'cta', 'cta', 'testimonials']);
    expect(home.selection).toMatchObject({ page: 0, section: 2 });
    expect(home.draft.pages[0]!.sections[2]).toEqual(home.draft.pages[0]!.sections[1]);
    const about = run(start(), { type: 'duplicateSection', page: 1, section: 0 });
    expect(about.draft.pages[1]!.sections.map((block) => ('id' in block ? block.id : undefined))).toEqual(['team', 'team-2', undefined]);
  });

  it('copies a section and pastes it after the selected one, also on another page; copying is not an undo step', () => {
    const copied = run(start(), { type: 'copySection', page: 1, section: 0 });
    expect(copied.past).toEqual([]);
    expect(copied.copied).toMatchObject({ type: 'story', id: 'team' });
    const pasted = run(copied, { type: 'pasteSection', page: 0, after: 0 });
    expect(types(pasted.draft)).toEqual(['hero', 'story', 'cta', 'testimonials']);
    expect(pasted.selection).toMatchObject({ page: 0, section: 1 });
    // the anchor is free on the home page; pasting it again beside itself is not
    expect(pasted.draft.pages[0]!.sections[1]).toMatchObject({ id: 'team' });
    const twice = run(pasted, { type: 'pasteSection', page: 0, after: 1 });
    expect(twice.draft.pages[0]!.sections[2]).toMatchObject({ id: 'team-2' });
    expect(run(start(), { type: 'pasteSection', page: 0, after: 0 }).past).toEqual([]);
  });

  it('inserts a block after the selected section, or at the top of an empty page', () => {
    const cta = { type: 'cta', heading: 'New' } as Block;
    const inserted = run(start(), { type: 'insertSection', page: 0, after: 2, block: cta });
    expect(types(inserted.draft)).toEqual(['hero', 'cta', 'testimonials', 'cta']);
    expect(inserted.selection).toMatchObject({ page: 0, section: 3 });
    const empty = run(start(), { type: 'insertSection', page: 3, after: null, block: cta });
    expect(types(empty.draft, 3)).toEqual(['cta']);
  });

  it('adds a page with a unique path and selects it; a taken path is refused', () => {
    const page = { path: '/careers', title: 'Careers', sections: [] };
    const added = run(start(), { type: 'addPage', page });
    expect(added.draft.pages.at(-1)).toEqual(page);
    expect(added.selection).toEqual({ page: 6, section: null, shared: null });
    expect(run(added, { type: 'addPage', page: { ...page, title: 'Again' } })).toBe(added);
  });

  it('duplicates a page in one undo step, right after it, with its sections, translations and shared-section uses, and selects the copy', () => {
    const s0 = start();
    const about = s0.draft.pages[1] as unknown as Record<string, unknown>;
    about.translations = { hi: { title: 'हमारे बारे में', breadcrumb: 'परिचय' } };
    (about.sections as unknown[]).push({ shared: 'contact-cta', id: 'contact' });
    const copied = run(s0, { type: 'copyPage', from: 1, path: ' /about-team ', title: 'Our team' });
    const copy = copied.draft.pages[2]!;
    expect(copy).toMatchObject({ id: 'about-team', path: '/about-team', title: 'Our team', breadcrumb: 'About', translations: { hi: { breadcrumb: 'परिचय' } } });
    expect(copy.sections).toEqual(s0.draft.pages[1]!.sections);
    expect(copy.sections).not.toBe(s0.draft.pages[1]!.sections);
    expect(copied.draft.pages[3]).toBe(s0.draft.pages[2]);
    expect(copied.selection).toEqual({ page: 2, section: null, shared: null });
    expect(run(copied, { type: 'undo' }).draft).toBe(s0.draft);
    // a taken, reserved or malformed path, or no title, changes nothing
    for (const refused of [{ path: '/contact', title: 'X' }, { path: '/edit', title: 'X' }, { path: 'about-2', title: 'X' }, { path: '/about-2', title: ' ' }]) {
      expect(run(s0, { type: 'copyPage', from: 1, ...refused })).toBe(s0);
    }
  });

  it('starts a page from a template, after the last page, as a page; a page that is no template is refused', () => {
    const s0 = start();
    (s0.draft.pages[3] as { template?: boolean }).template = true;
    const made = run(s0, { type: 'copyPage', from: 3, path: '/thanks-2', title: 'Thanks again', template: true });
    expect(made.draft.pages).toHaveLength(7);
    expect(made.draft.pages[6]).toMatchObject({ path: '/thanks-2', title: 'Thanks again', sections: [] });
    expect(made.draft.pages[6]).not.toHaveProperty('template');
    expect(made.selection.page).toBe(6);
    expect(run(s0, { type: 'copyPage', from: 1, path: '/x', title: 'X', template: true })).toBe(s0);
  });

  it("edits a page's own fields in their order, leaving its path and sections", () => {
    const edited = run(start(), { type: 'editPage', page: 1, value: { title: 'About us', breadcrumb: 'About', description: 'Who we are' }, at: 0 });
    expect(Object.keys(edited.draft.pages[1]!)).toEqual(['path', 'title', 'breadcrumb', 'sections', 'description']);
    expect(edited.draft.pages[1]).toMatchObject({ path: '/about', title: 'About us', description: 'Who we are' });
    const cleared = run(edited, { type: 'editPage', page: 1, value: { title: 'About us' }, at: 5000 });
    expect(cleared.draft.pages[1]).not.toHaveProperty('breadcrumb');
  });

  it("renames a page's path, its links following, in one undo step", () => {
    const renamed = run(start(), { type: 'renamePagePath', page: 1, path: '/about-us', follow: true });
    expect(renamed.draft.pages[1]!.path).toBe('/about-us');
    expect(renamed.draft.navigation.items[0]).toMatchObject({ to: '/about-us' });
    expect(renamed.draft.pages[1]!.sections[1]).toMatchObject({ link: { to: '/about-us#team' } });
    expect(renamed.past).toHaveLength(1);
    const bare = run(start(), { type: 'renamePagePath', page: 1, path: '/about-us', follow: false });
    expect(bare.draft.navigation.items[0]).toMatchObject({ to: '/about' });
    expect(run(start(), { type: 'renamePagePath', page: 1, path: '/contact', follow: true }).past).toEqual([]);
  });

  it('deletes a page nothing links to, and refuses one that is linked', () => {
    const s0 = start();
    expect(run(s0, { type: 'deletePage', page: 1 })).toBe(s0);
    const deleted = run(s0, { type: 'select', selection: { page: 5 } }, { type: 'deletePage', page: 5 });
    expect(deleted.draft.pages.map((page) => page.path)).not.toContain('/draft');
    expect(deleted.selection.page).toBe(4);
  });

  it('retires a linked page in one undo step: links and redirects sent to the chosen page, a 301 from its path made by hand', () => {
    const site = testSite();
    site.redirects = [
      { from: '/about-us', to: '/about', status: 301, made: 'path-change', by: 'publish', at: '2026-01-01T00:00:00.000Z' },
      { from: '/old-offer', to: '/web', status: 302, made: 'hand' },
      { from: '/about', status: 410, made: 'hand' },
      // outranked by the page /contact; sent to /contact it would send /contact to itself, so it goes
      { from: '/contact', to: '/about', status: 301, made: 'hand' },
    ];
    const s0 = initialState(site, 'hash-1');
    const at = '2026-12-07T10:00:00.000Z';
    const retired = run(s0, { type: 'retirePage', page: 1, to: '/contact', by: 'ana@example.com', at });
    const { draft } = retired;
    expect(draft.pages.map((page) => page.path)).toEqual(['/', '/contact', '/thanks', '/web', '/draft']);
    expect(draft.navigation.items[0]).toMatchObject({ to: '/contact' });
    expect(draft.navigation.items[1]).toMatchObject({ children: [{ service: 'web' }, { to: '/contact#team' }] });
    expect(draft.footer.columns[0]!.links[0]).toMatchObject({ to: '/contact' });
    expect(draft.pages[0]!.sections[0]).toMatchObject({ cta: { to: '/contact' } });
    // a text that reads like the path is not a link
    expect(draft.pages[0]!.sections[1]).toMatchObject({ text: '/about' });
    expect(draft.redirects).toEqual([
      { from: '/about-us', to: '/contact', status: 301, made: 'path-change', by: 'publish', at: '2026-01-01T00:00:00.000Z' },
      { from: '/old-offer', to: '/web', status: 302, made: 'hand' },
      { from: '/about', to: '/contact', status: 301, made: 'hand', by: 'ana@example.com', at },
    ]);
    expect(draft.pages[2]).toBe(s0.draft.pages[3]);
    expect(retired.selection).toEqual({ page: 1, section: null, shared: null });
    expect(retired.past).toEqual([s0.draft]);
    expect(run(retired, { type: 'undo' }).draft).toBe(s0.draft);
  });

  it('retires an unlinked page into a new list of redirects, stamped without an account in the dev server', () => {
    const retired = run(start(), { type: 'retirePage', page: 5, to: '/', at: '2026-12-07T10:00:00.000Z' });
    expect(retired.draft.pages.map((page) => page.path)).not.toContain('/draft');
    expect(Object.keys(retired.draft).at(-1)).toBe('redirects');
    expect(retired.draft.redirects).toEqual([{ from: '/draft', to: '/', status: 301, made: 'hand', at: '2026-12-07T10:00:00.000Z' }]);
    expect(retired.selection.page).toBe(0);
  });

  it('refuses to retire the home page, the last page, or to send visitors to the page itself or to no page', () => {
    const s0 = start();
    const at = '2026-12-07T10:00:00.000Z';
    expect(run(s0, { type: 'retirePage', page: 0, to: '/about', at })).toBe(s0);
    expect(run(s0, { type: 'retirePage', page: 1, to: '/about', at })).toBe(s0);
    expect(run(s0, { type: 'retirePage', page: 1, to: '/nowhere', at })).toBe(s0);
    expect(run(s0, { type: 'retirePage', page: 9, to: '/', at })).toBe(s0);
    const single = initialState({ ...testSite(), pages: [testSite().pages[1]!] }, 'hash-1');
    expect(run(single, { type: 'retirePage', page: 0, to: '/about', at })).toBe(single);
  });

  it('edits shared content', () => {
    const s0 = start();
    const footer = { ...s0.draft.footer, copyright: 'Us' };
    const edited = run(s0, { type: 'editShared', key: 'footer', value: footer, at: 0 });
    expect(edited.draft.footer).toBe(footer);
    expect(run(edited, { type: 'undo' }).draft.footer).toBe(s0.draft.footer);
  });

  it('keeps the selection on a page and section that exist after undo', () => {
    const added = run(start(), { type: 'addPage', page: { path: '/x', title: 'X', sections: [] } });
    expect(run(added, { type: 'undo' }).selection.page).toBe(5);
  });

  it('loads what is on disk without history, and a restored draft can be undone back to it', () => {
    const edited = run(start(), { type: 'deleteSection', page: 0, section: 0 });
    const disk = testSite();
    const loaded = run(edited, { type: 'load', site: disk, hash: 'hash-2' });
    expect(loaded.base.hash).toBe('hash-2');
    expect(loaded.past).toEqual([]);
    expect(isDirty(loaded)).toBe(false);
    const restored = run(edited, { type: 'load', site: disk, hash: 'hash-2', draft: edited.draft });
    expect(isDirty(restored)).toBe(true);
    expect(run(restored, { type: 'undo' }).draft).toBe(disk);
  });

  it('keeps a draft re-applied onto another live version unsaved until a save, which makes that version its base', () => {
    const live = { id: 2, hash: 'hash-live', author: 'a@example.com', createdAt: '2026-11-25T13:00:00.000Z', source: 'publish' as const, pages: [], restoredFrom: null };
    const stored = initialState(testSite(), 'hash-1', testSite(), { baseVersion: 1, live });
    const rebased = run(stored, { type: 'load', ...stored.base, draft: stored.base.site, rebase: 2 });
    // the same content, but the next save must say which version it is based on
    expect(isDirty(rebased)).toBe(true);
    const saved = run(rebased, { type: 'saved', site: rebased.draft, hash: 'hash-2' });
    expect(saved.base).toMatchObject({ hash: 'hash-2', baseVersion: 2, live });
    expect(saved.rebase).toBeNull();
    expect(isDirty(saved)).toBe(false);
  });

  it('takes another live version without touching the draft or its history', () => {
    const edited = run(start(), { type: 'deleteSection', page: 0, section: 0 });
    const live = { id: 3, hash: 'hash-3', author: 'a@example.com', createdAt: '2026-11-25T13:00:00.000Z', source: 'restore' as const, pages: ['/'], restoredFrom: 1 };
    const next = run(edited, { type: 'live', live, baseVersion: 3 });
    expect(next.base).toMatchObject({ hash: 'hash-1', live, baseVersion: 3 });
    expect(next.draft).toBe(edited.draft);
    expect(next.past).toBe(edited.past);
  });

  it('takes what was saved as the new base', () => {
    const edited = run(start(), { type: 'deleteSection', page: 0, section: 0 });
    const saved = run(edited, { type: 'saved', site: edited.draft, hash: 'hash-2' });
    expect(isDirty(saved)).toBe(false);
    expect(saved.base.hash).toBe('hash-2');
    expect(saved.past).toHaveLength(1);
  });
});
