import type { Change } from '../shared/json-diff.ts';
import { toPointer, type JsonPath } from '../shared/json-pointer.ts';
import { isObject } from '../shared/is-object.ts';

// Keys that would reach an object's prototype rather than the site's own data.
const forbidden = new Set(['__proto__', 'constructor', 'prototype']);
const kinds = new Set<Change['kind']>(['set', 'remove', 'append']);
const maxDepth = 64;

const isSegment = (segment: unknown) => (typeof segment === 'string' && !forbidden.has(segment)) || (Number.isInteger(segment) && (segment as number) >= 0);

/**
 * The editor's changes to a version of site.json (`{ kind, path, value }` from the editor's json-diff), checked
 * one by one; a string says what is wrong with the first bad one.
 */
export function readChanges(input: unknown): Change[] | string {
  if (!Array.isArray(input)) return '"changes" must be a list of changes.';
  const changes: Change[] = [];
  for (const [index, item] of input.entries()) {
    if (!isObject(item) || !kinds.has(item.kind as Change['kind'])) return `change ${index + 1}: "kind" must be "set", "remove" or "append".`;
    const path = item.path;
    if (!Array.isArray(path) || path.length === 0 || path.length > maxDepth || !path.every(isSegment)) {
      return `change ${index + 1}: "path" must be a list of keys and indexes into the site (at most ${maxDepth}).`;
    }
    if (item.kind !== 'remove' && !('value' in item)) return `change ${index + 1}: a "${String(item.kind)}" needs a "value".`;
    changes.push({ kind: item.kind as Change['kind'], path: path as JsonPath, pointer: toPointer(path as JsonPath), value: item.value });
  }
  return changes;
}
