import { isObject } from './is-object.ts';
/** A place in the JSON: object keys and array indexes from the root. */
export type JsonPath = (string | number)[];

const escape = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** `['pages', 0, 'sections']` → `/pages/0/sections` (RFC 6901, as the validator reports problems). */
export const toPointer = (path: JsonPath) => path.map((segment) => `/${escape(segment)}`).join('');

/** True when `prefix` is `path` or one of its ancestors. */
export const isWithin = (path: JsonPath, prefix: JsonPath) => prefix.length <= path.length && prefix.every((segment, i) => String(segment) === String(path[i]));

export function getAt(value: unknown, path: JsonPath): unknown {
  let current = value;
  for (const segment of path) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isObject(current)) current = current[String(segment)];
    else return undefined;
  }
  return current;
}

/** True when every parent of `path` exists (an object or an array holding that index). */
export function hasParent(value: unknown, path: JsonPath): boolean {
  const parent = getAt(value, path.slice(0, -1));
  const last = path[path.length - 1];
  if (Array.isArray(parent)) return Number(last) < parent.length || last === '-';
  return isObject(parent);
}

/**
 * A copy of `value` with `path` set to `next` (or removed when `next` is `remove`). Only the objects on the
 * way are copied, keys keep their order, so untouched parts stay the same objects and a save rewrites
 * no more than what changed. A `-` index appends to an array.
 */
export const remove = Symbol('remove');
export function setAt<T>(value: T, path: JsonPath, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path as [string | number, ...JsonPath];
  if (Array.isArray(value)) {
    const copy = [...value];
    const index = head === '-' ? copy.length : Number(head);
    if (rest.length === 0 && next === remove) copy.splice(index, 1);
    else copy[index] = setAt(copy[index], rest, next);
    return copy as T;
  }
  const object: Record<string, unknown> = isObject(value) ? value : {};
  if (rest.length === 0 && next === remove) {
    return Object.fromEntries(Object.entries(object).filter(([key]) => key !== String(head))) as T;
  }
  return { ...object, [String(head)]: setAt(object[String(head)], rest, next) } as T;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && deepEqual(a[key], b[key]));
  }
  return false;
}
