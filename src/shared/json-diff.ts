import { deepEqual, getAt, hasParent, isWithin, remove, setAt, toPointer, type JsonPath } from './json-pointer.ts';
import { isObject } from './is-object.ts';

/** One change between two versions of the JSON: a value set (or added), removed, or appended to an array. */
export interface Change {
  kind: 'set' | 'remove' | 'append';
  path: JsonPath;
  pointer: string;
  value?: unknown;
}

const change = (kind: Change['kind'], path: JsonPath, value?: unknown): Change => ({ kind, path, pointer: toPointer(path), value });

// What names an array item across versions: its id, a page's path, a block's type; undefined says "any".
const identity = (item: unknown): unknown => (isObject(item) ? (item.id ?? item.path ?? item.type) : JSON.stringify(item));

// The items are the same ones at the same places: no item added, removed or moved among the first `count`.
function sameItems(a: unknown[], b: unknown[], count: number): boolean {
  for (let i = 0; i < count; i++) {
    if (identity(a[i]) !== identity(b[i])) return false;
    // an item that equals another place's old item has moved there (two blocks of one type swapped)
    if (!deepEqual(a[i], b[i]) && a.some((old, j) => j !== i && j < count && deepEqual(old, b[i]))) return false;
  }
  return true;
}

/**
 * The changes that turn `a` into `b`, by JSON pointer, as small as they can be told apart safely: objects
 * key by key; an array item by item while its items stay in place, plus appended items; an array whose
 * items were inserted, removed or reordered is one change of the whole array.
 */
export function diff(a: unknown, b: unknown, path: JsonPath = []): Change[] {
  if (deepEqual(a, b)) return [];
  if (isObject(a) && isObject(b)) {
    const changes: Change[] = [];
    for (const key of Object.keys(b)) changes.push(...(key in a ? diff(a[key], b[key], [...path, key]) : [change('set', [...path, key], b[key])]));
    for (const key of Object.keys(a)) if (!(key in b)) changes.push(change('remove', [...path, key]));
    return changes;
  }
  if (Array.isArray(a) && Array.isArray(b) && b.length >= a.length && sameItems(a, b, a.length)) {
    const changes = a.flatMap((item, i) => diff(item, b[i], [...path, i]));
    for (const added of b.slice(a.length)) changes.push(change('append', path, added));
    return changes;
  }
  return [change('set', path, b)];
}

/** A change of mine that was not applied, and why. */
export interface Collision {
  pointer: string;
  reason: 'changed on disk' | 'no longer exists';
}

export interface Reapplied<T> {
  result: T;
  applied: Change[];
  collisions: Collision[];
}

const apply = <T>(value: T, { kind, path, value: next }: Change): T => (kind === 'append' ? setAt(value, [...path, '-'], next) : setAt(value, path, kind === 'remove' ? remove : next));

/** Whether `change` has its place in `value`: the array it appends to, or the parent of what it sets or removes. */
export const appliesTo = (value: unknown, change: Change): boolean => (change.kind === 'append' ? Array.isArray(getAt(value, change.path)) : hasParent(value, change.path));

/** `value` with `changes` (from diff) applied in order; a change whose place no longer exists is skipped. */
export function applyChanges<T>(value: T, changes: readonly Change[]): T {
  return changes.reduce((result, change) => (appliesTo(result, change) ? apply(result, change) : result), value);
}

/**
 * Three-way merge: the changes from `base` to `mine`, applied to `theirs` (what is on disk now) wherever the
 * disk did not change the same place (that pointer, one inside it or one around it). Appends to an array go
 * at the end of theirs. A change that collides is left out and listed, unless the disk made the very same change.
 */
export function reapply<T>(base: T, mine: T, theirs: T): Reapplied<T> {
  const theirChanges = diff(base, theirs);
  let result = theirs;
  const applied: Change[] = [];
  const collisions: Collision[] = [];
  for (const mineChange of diff(base, mine)) {
    const target = mineChange.path;
    // an append leaves the items before it where they were: it only clashes with a change of the whole list
    const clashes = theirChanges.filter((their) => {
      if (mineChange.kind === 'append') return their.kind !== 'append' && isWithin(target, their.path);
      if (their.kind === 'append') return isWithin(their.path, target);
      return isWithin(their.path, target) || isWithin(target, their.path);
    });
    if (clashes.length > 0) {
      const same = mineChange.kind !== 'append' && deepEqual(getAt(theirs, target), mineChange.kind === 'remove' ? undefined : mineChange.value);
      if (!same) collisions.push({ pointer: mineChange.pointer, reason: 'changed on disk' });
      continue;
    }
    const exists = appliesTo(result, mineChange);
    if (!exists) {
      collisions.push({ pointer: mineChange.pointer, reason: 'no longer exists' });
      continue;
    }
    result = apply(result, mineChange);
    applied.push(mineChange);
  }
  return { result, applied, collisions };
}
