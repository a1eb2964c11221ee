import { isObject } from './is-object.ts';
/** A place in the JSON: object keys and array indexes from the root. */
export type JsonPath = (string | number)[];

/** One step of a JSON pointer (RFC 6901): `a/b~c` → `a~1b~0c`. */
export const pointerStep = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** The pointer of `key` inside the value at `pointer`: `('/pages', 'a/b')` → `/pages/a~1b`. */
export const childPointer = (pointer: string, key: string | number) => `${pointer}/${pointerStep(key)}`;

/** A pointer's step decoded: `a~1b~0c` → `a/b~c` (~1 first, so `~01` stays `~1`). */
export const unescapeStep = (step: string) => step.replace(/~1/g, '/').replace(/~0/g, '~');

/** `['pages', 0, 'sections']` → `/pages/0/sections` (RFC 6901, as the validator reports problems). */
export const toPointer = (path: JsonPath) => path.map((segment) => `/${pointerStep(segment)}`).join('');

/** `/pages/0/b~1c` → ['pages', '0', 'b/c']; '' (the root) → []. */
export const fromPointer = (pointer: string): string[] => (pointer === '' ? [] : pointer.split('/').slice(1).map(unescapeStep));

/** A `$ref` fragment's steps, each percent-decoded then unescaped: `/$defs/x%20y` → ['$defs', 'x y']; what precedes the first '/' (a '#') is dropped. */
export const fromUriFragment = (fragment: string): string[] => fragment.split('/').slice(1).map((step) => unescapeStep(decodeURIComponent(step)));

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
