// @vitest-environment node
import { readFileSync } from 'node:fs';
import { parseTree, type Node } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { ownSiteFile } from './paths.ts';
import { lazyTree } from './json-nodes.ts';

/** The parts of a node editSiteText reads, walked all the way down. */
function shape(node: Node): unknown {
  return {
    type: node.type,
    offset: node.offset,
    length: node.length,
    ...(node.type === 'property' ? { key: node.children![0]!.value as unknown, colonOffset: node.colonOffset } : {}),
    ...(node.children ? { children: node.children.map(shape) } : {}),
  };
}

const texts = [
  '{}',
  '  [ ]  \n',
  '{"a": 1, "b": [true, false, null, -1.5e+10, 0], "c": {"d": "e"}}',
  '{\r\n\t"quote \\" and \\\\": "x\\\\",\r\n\t"braces": "{[}]", "unicode": "\\u00e9 é 😀", "empty": {}, "list": [[], [{}], "]"]\r\n}',
  '[1,2 ,3 , {"k" :  "v"} ]',
  '"just a string"',
  '42',
];

describe('lazyTree', () => {
  it.each(texts)('gives the nodes jsonc-parser gives for %j', (text) => {
    expect(shape(lazyTree(text))).toEqual(shape(parseTree(text)!));
  });

  it('gives the nodes jsonc-parser gives for site.json', () => {
    const text = readFileSync(ownSiteFile, 'utf8');
    expect(shape(lazyTree(text))).toEqual(shape(parseTree(text)!));
  });

  it('finds a container’s children only when they are asked for', () => {
    const root = lazyTree('{"a": [1, 2], "b": {"c": 3}}');
    const described = Object.getOwnPropertyDescriptor(root, 'children');
    expect(described?.get).toBeTypeOf('function');
    expect(root.children!.map((property) => property.children![0]!.value)).toEqual(['a', 'b']);
    expect(root.children).toBe(root.children);
  });
});
