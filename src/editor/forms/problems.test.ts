// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { problemsAt, relativeProblems } from './problems';
import { setAt } from '../state/json-pointer';

describe('problems on fields', () => {
  const map = relativeProblems(
    [
      { pointer: '/pages/0/sections/2', message: 'missing required property "heading"' },
      { pointer: '/pages/0/sections/2', message: 'unknown thing' },
      { pointer: '/pages/0/sections/2/cta/to', message: '"/nope" is not the path of any page' },
      { pointer: '/pages/0/sections/2/extra', message: 'unknown property "extra"' },
      { pointer: '/pages/0/sections/20/heading', message: 'of another section' },
    ],
    '/pages/0/sections/2',
  );

  it('keeps the problems under the base, relative to it', () => {
    expect([...map.keys()]).toEqual(['', '/cta/to', '/extra']);
  });

  it("gives a missing property's message to that property's field, and stray ones to the nearest field shown", () => {
    const children = ['/heading', '/cta'];
    expect(problemsAt(map, '', children)).toEqual(['unknown thing', 'unknown property "extra"']);
    expect(problemsAt(map, '/heading', [])).toEqual(['missing required property "heading"']);
    expect(problemsAt(map, '/cta', ['/cta/label', '/cta/to'])).toEqual([]);
    expect(problemsAt(map, '/cta/to', [])).toEqual(['"/nope" is not the path of any page']);
    // a form without a heading field keeps the message at the object
    expect(problemsAt(map, '', ['/cta'])).toContain('missing required property "heading"');
  });
});

describe('setAt', () => {
  it('copies only the containers on the path and removes a key set to undefined', () => {
    const value = { a: { b: 1 }, list: [{ x: 1 }, { x: 2 }], keep: { y: 1 } };
    const next = setAt(value, '/list/1/x', 3) as typeof value;
    expect(next.list[1]).toEqual({ x: 3 });
    expect(next.list[0]).toBe(value.list[0]);
    expect(next.keep).toBe(value.keep);
    expect(value.list[1]).toEqual({ x: 2 });
    expect(setAt(value, '/a/b', undefined)).toEqual({ ...value, a: {} });
  });
});
