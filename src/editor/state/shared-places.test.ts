// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Site } from '@/generated/site';
import { fieldPlace } from '../problems/problem-place';
import { editorReducer, initialState } from './editor-reducer';
import { onFirstUse, placedOnPage } from './shared-places';
import { testSite } from './test-site';

/** The test site with Home's call to action shared as "talk" and used on About too (its section 2). */
function sharedSite(): Site {
  const made = editorReducer(initialState(testSite(), 'h'), { type: 'makeShared', page: 0, section: 1, name: 'Talk' });
  return editorReducer(made, { type: 'insertSection', page: 1, after: 0, block: { shared: 'talk' } }).draft;
}

describe('a shared section’s fields where the editor shows them', () => {
  it('places a shared section’s untranslated texts at each section using it, on the page asked', () => {
    const site = sharedSite();
    const list = [
      { pointer: '/sharedSections/0/section/heading', locale: 'hi' },
      { pointer: '/pages/0/sections/0/heading', locale: 'hi' },
    ];
    expect(placedOnPage(site, 1, list).map((entry) => entry.pointer)).toEqual(['/sharedSections/0/section/heading', '/pages/0/sections/0/heading', '/pages/1/sections/1/heading']);
    expect(placedOnPage(site, 0, list).at(-1)).toEqual({ pointer: '/pages/0/sections/1/heading', locale: 'hi' });
    // a page using none: the list as it was
    expect(placedOnPage(site, 2, list)).toBe(list);
  });

  it('goes to a shared section’s field in the form of its first use, with the ids of that form', () => {
    const site = sharedSite();
    expect(onFirstUse(site, '/sharedSections/0/section/link/label')).toBe('/pages/0/sections/1/link/label');
    expect(onFirstUse(site, '/pages/1/title')).toBe('/pages/1/title');
    expect(onFirstUse({ ...site, pages: [] }, '/sharedSections/0/section/heading')).toBeNull();
    expect(fieldPlace(site, '/sharedSections/0/section/heading', 'en', null, 'hi')).toEqual({ selection: { page: 0, section: 1, shared: null }, language: 'hi', ids: [expect.stringContaining('heading')] });
    expect(fieldPlace(site, '/sharedSections/0/section/heading', 'en', null)!.ids).toEqual(fieldPlace(site, '/pages/0/sections/1/heading', 'en', null)!.ids);
  });
});
