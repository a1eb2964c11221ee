// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Block } from '@/generated/site';
import { editorReducer, initialState, type EditorAction, type EditorState } from './editor-reducer';
import { pageBlocks, shownSections } from './page-blocks';
import { testSite } from './test-site';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const start = () => initialState(testSite(), 'hash-1');

describe('shared sections in the editor reducer', () => {
  it('makes a section shared in one undoable step: the page shows the same block, by name', () => {
    const s0 = start();
    const before = pageBlocks(s0.draft, s0.draft.pages[1]);
    const s1 = run(s0, { type: 'makeShared', page: 1, section: 0, name: 'Team story' });
    expect(s1.draft.sharedSections).toEqual([{ id: 'team-story', name: 'Team story', section: { type: 'story', heading: 'Team' } }]);
    expect(s1.draft.pages[1]!.sections[0]).toEqual({ shared: 'team-story', id: 'team' });
    expect(pageBlocks(s1.draft, s1.draft.pages[1])).toEqual(before);
    expect(shownSections(s1.draft, s1.draft.pages[1])[0]!.shared?.name).toBe('Team story');
    expect(s1.past).toHaveLength(1);
    expect(run(s1, { type: 'undo' }).draft).toBe(s0.draft);
    // refused: a name taken, or a use made shared again
    expect(run(s1, { type: 'makeShared', page: 0, section: 1, name: 'team story' })).toBe(s1);
    expect(run(s1, { type: 'makeShared', page: 1, section: 0, name: 'Other' })).toBe(s1);
  });

  it('edits the shared section through a use: every page using it changes; the anchor stays the use’s', () => {
    let state = run(start(), { type: 'makeShared', page: 0, section: 1, name: 'Talk' });
    state = run(state, { type: 'insertSection', page: 1, after: null, block: { shared: 'talk' } });
    const shown = pageBlocks(state.draft, state.draft.pages[1])[0]!;
    const steps = state.past.length;
    state = run(state, { type: 'editSharedSection', page: 1, section: 0, value: { ...shown, heading: 'Call us' } as Block, at: 0 });
    state = run(state, { type: 'editSharedSection', page: 1, section: 0, value: { ...shown, heading: 'Call us now' } as Block, at: 10 });
    expect(state.past).toHaveLength(steps + 1);
    expect((pageBlocks(state.draft, state.draft.pages[0])[1] as { heading: string }).heading).toBe('Call us now');
    expect((pageBlocks(state.draft, state.draft.pages[1])[0] as { heading: string }).heading).toBe('Call us now');
    state = run(state, { type: 'editSharedSection', page: 1, section: 0, value: { ...pageBlocks(state.draft, state.draft.pages[1])[0]!, id: 'talk' } as Block, at: 5000 });
    expect(state.draft.pages[1]!.sections[0]).toEqual({ shared: 'talk', id: 'talk' });
    expect(state.draft.sharedSections![0]!.section).not.toHaveProperty('id');
    expect(state.draft.pages[0]!.sections[1]).toEqual({ shared: 'talk' });
  });

  it('detaches one use into a plain copy, edited alone; deleting a used shared section is refused', () => {
    let state = run(start(), { type: 'makeShared', page: 0, section: 1, name: 'Talk' }, { type: 'insertSection', page: 1, after: null, block: { shared: 'talk' } });
    expect(run(state, { type: 'deleteSharedSection', id: 'talk' })).toBe(state);
    state = run(state, { type: 'detachSection', page: 1, section: 0 });
    expect(state.draft.pages[1]!.sections[0]).toEqual({ type: 'cta', heading: 'Talk to us', text: '/about', link: { label: 'Go', to: '/contact' } });
    state = run(state, { type: 'editSection', page: 1, section: 0, value: { ...(state.draft.pages[1]!.sections[0] as Block), heading: 'Mine' } as Block, at: 0 });
    expect((pageBlocks(state.draft, state.draft.pages[0])[1] as { heading: string }).heading).toBe('Talk to us');
    // the last use removed as any section, then the shared section may go
    state = run(state, { type: 'deleteSection', page: 0, section: 1 }, { type: 'deleteSharedSection', id: 'talk' });
    expect(state.draft.sharedSections).toEqual([]);
  });

  it('shows a use of a shared section that is gone as a section of no type, not a crash', () => {
    const site = { ...testSite(), pages: [{ path: '/', title: 'Home', sections: [{ shared: 'gone' }] }] } as never;
    expect(shownSections(site, (site as { pages: never[] }).pages[0])[0]).toMatchObject({ block: { type: '' }, shared: null });
  });
});
