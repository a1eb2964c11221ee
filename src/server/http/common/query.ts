// The one reader of the query strings the server reads: a repeated key, a control character or an over-long value
// is a 400 in words, before the route sees anything. A key no route reads is checked as well, and left unread.

import { holdsControl } from '../../../shared/visible-text.ts';

/** The keys a route reads, each with the longest value it takes (characters, once decoded). */
export type QueryKeys = Readonly<Record<string, number>>;

/** The longest value of a key a route does not name (a cache-buster, a campaign's tag on a link to the editor). */
export const anyValueMax = 2000;
const keyMax = 100;
const keysMax = 50;

const shown = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** The query of `url` as one string per key, or why it is refused. */
export function readQuery(url: string, keys: QueryKeys = {}): { values: Record<string, string> } | { message: string } {
  const start = url.indexOf('?');
  const values: Record<string, string> = Object.create(null) as Record<string, string>;
  if (start === -1) return { values };
  const seen = new Set<string>();
  for (const [key, value] of new URLSearchParams(url.slice(start + 1))) {
    if (seen.has(key)) return { message: `The address gives ${shown(key)} more than once: give each of its settings once.` };
    seen.add(key);
    if (seen.size > keysMax) return { message: `The address has more than ${keysMax} settings: no address of this site reads that many.` };
    // NUL among them: SQLite ends a search at it, and PostgreSQL refuses it
    if (holdsControl(key) || holdsControl(value)) return { message: `The address holds a control character${holdsControl(key) ? '' : ` in ${shown(key)}`}: remove it (search words and names are plain text).` };
    if (key.length > keyMax) return { message: `The address names a setting ${key.length} characters long: none is longer than ${keyMax}.` };
    const max = Object.hasOwn(keys, key) ? keys[key]! : anyValueMax;
    if (value.length > max) return { message: `${shown(key)} is ${value.length.toLocaleString('en-US')} characters long: this address reads at most ${max.toLocaleString('en-US')}.` };
    values[key] = value;
  }
  return { values };
}
