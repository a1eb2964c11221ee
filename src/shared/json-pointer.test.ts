// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { childPointer, fromPointer, fromUriFragment, pointerStep, toPointer, unescapeStep } from './json-pointer';

describe('JSON pointers', () => {
  it.each([
    [[], ''],
    [['pages', '0', 'sections'], '/pages/0/sections'],
    [['a/b'], '/a~1b'],
    [['a~b'], '/a~0b'],
    [['~1'], '/~01'],
    [['~0/~1'], '/~00~1~01'],
    [['a', ''], '/a/'],
    [[''], '/'],
  ])('%j ↔ %s', (path, pointer) => {
    expect(toPointer(path)).toBe(pointer);
    expect(fromPointer(pointer)).toEqual(path);
  });

  it('escapes and unescapes one step', () => {
    expect(pointerStep('a/b~c')).toBe('a~1b~0c');
    expect(pointerStep(3)).toBe('3');
    expect(unescapeStep('a~1b~0c')).toBe('a/b~c');
    expect(unescapeStep('~01')).toBe('~1');
  });

  it('points at a child', () => {
    expect(childPointer('', 'pages')).toBe('/pages');
    expect(childPointer('/pages', 0)).toBe('/pages/0');
    expect(childPointer('/pages', 'a/b~c')).toBe('/pages/a~1b~0c');
    expect(fromPointer(childPointer('/x', '~1'))).toEqual(['x', '~1']);
  });

  it('reads a $ref fragment: percent-decoded, then unescaped', () => {
    expect(fromUriFragment('/$defs/x%20y')).toEqual(['$defs', 'x y']);
    expect(fromUriFragment('/$defs/a~1b')).toEqual(['$defs', 'a/b']);
    expect(fromUriFragment('/$defs/a%7E1b')).toEqual(['$defs', 'a/b']);
    expect(fromUriFragment('#/$defs/x%20y')).toEqual(['$defs', 'x y']);
    expect(fromUriFragment('')).toEqual([]);
    expect(fromUriFragment('/a//b')).toEqual(['a', '', 'b']);
  });
});
