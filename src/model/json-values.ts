import { isObject } from '../shared/is-object.ts';
/** A value as JSON.parse returns it. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

/** The objects in `value` when it is a list (a list of anything else, its items skipped), else none. */
export const objects = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : []);

/** Deep equality of JSON values; key order does not count, as in JSON itself. */
export function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => sameJson(item, b[i]!));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key]!, b[key]!));
}

/** A string that is equal for equal values whatever their key order: a map key for matching elements. */
export function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key]!)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** `value` exactly as JSON would carry it: undefined members dropped, no functions, no cycles (a TypeError). */
export function asJson(value: unknown): Json {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError('the site must be a JSON value');
  return JSON.parse(text) as Json;
}
