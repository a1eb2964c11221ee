// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Block, Site } from '@/generated/site';
import { diff, reapply } from '@/shared/json-diff';
import { setAt } from '@/shared/json-pointer';
import * as edits from './site-edits';
import { testSite } from './test-site';
import { blocksOf } from '../../test/blocks';

const pointers = (a: unknown, b: unknown) => diff(a, b).map((change) => `${change.kind} ${change.pointer}`);

describe('diff', () => {
  it('names each changed field by pointer, added and removed keys too', () => {
    expect(pointers({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 }, d: 4 })).toEqual(['set /b/c', 'set /d']);
    expect(pointers({ a: 1, 'x/y': 1 }, { 'x/y': 2 })).toEqual(['set /x~1y', 'remove /a']);
  });

  it('edits items in place, appends at the end, and takes a reordered or shortened array as a whole', () => {
    expect(pointers([{ type: 'a', t: 1 }], [{ type: 'a', t: 2 }, { type: 'b' }])).toEqual(['set /0/t', 'append ']);
    expect(pointers([{ type: 'a' }, { type: 'b' }], [{ type: 'b' }, { type: 'a' }])).toEqual(['set ']);
    expect(pointers([{ type: 'a', t: 1 }, { type: 'a', t: 2 }], [{ type: 'a', t: 2 }, { type: 'a', t: 1 }])).toEqual(['set ']);
    expect(pointers(['x', 'y'], ['x'])).toEqual(['set ']);
  });
});

describe('reapply: my changes on what changed on disk', () => {
  const base = testSite();

  it('applies my changes where the disk changed other places', () => {
    let mine = edits.replaceSection(base, 0, 0, { ...base.pages[0]!.sections[0]!, heading: 'Mine' } as Block);
    mine = edits.addPage(mine, { path: '/careers', title: 'Careers', sections: [] });
    mine = edits.moveSection(mine, 1, 0, 1);
    let theirs = setAt(base, ['footer', 'columns', 0, 'title'], 'Firm');
    theirs = edits.addPage(theirs, { path: '/jobs', title: 'Jobs', sections: [] });
    const { result, collisions, applied } = reapply(base, mine, theirs);
    expect(collisions).toEqual([]);
    expect(applied.map((change) => change.pointer)).toEqual(['/pages/0/sections/0/heading', '/pages/1/sections', '/pages']);
    expect(result.pages[0]!.sections[0]).toMatchObject({ heading: 'Mine' });
    expect(blocksOf(result.pages[1]!).map((block) => block.type)).toEqual(['cta', 'story']);
    expect(result.footer).toMatchObject({ columns: [{ title: 'Firm' }] });
    expect(result.pages.map((page) => page.path).slice(-2)).toEqual(['/jobs', '/careers']);
  });

  it('lists my changes to places the disk changed too and leaves the disk version there', () => {
    const mine = edits.replaceSection(base, 0, 0, { ...base.pages[0]!.sections[0]!, heading: 'Mine' } as Block);
    const theirs = edits.replaceSection(base, 0, 0, { ...base.pages[0]!.sections[0]!, heading: 'Theirs' } as Block);
    const { result, collisions } = reapply(base, mine, theirs);
    expect(collisions).toEqual([{ pointer: '/pages/0/sections/0/heading', reason: 'changed on disk' }]);
    expect(result.pages[0]!.sections[0]).toMatchObject({ heading: 'Theirs' });
  });

  it('a reorder collides with an edit inside the list on disk; the same change on both sides is no collision', () => {
    const mine = edits.moveSection(base, 0, 0, 2);
    const theirs = edits.replaceSection(base, 0, 1, { ...base.pages[0]!.sections[1]!, heading: 'Disk' } as Block);
    expect(reapply(base, mine, theirs).collisions).toEqual([{ pointer: '/pages/0/sections', reason: 'changed on disk' }]);
    expect(reapply(base, mine, mine)).toMatchObject({ collisions: [], result: mine });
  });

  it('a change inside something the disk removed no longer applies', () => {
    const mine = setAt(base, ['pages', 4, 'title'], 'Web development');
    const theirs: Site = { ...base, pages: base.pages.slice(0, 4) };
    expect(reapply(base, mine, theirs).collisions).toEqual([{ pointer: '/pages/4/title', reason: 'changed on disk' }]);
  });
});
