import { canonical, sameJson, type Json } from './json-values.ts';
import { isObject } from '../shared/is-object.ts';

/** Where a new array element's text comes from: an old element unchanged, an old element edited, or nothing (new text). */
export type ElementSource = { from: number; same: boolean } | undefined;

// Pairing edited elements compares every unmatched new one with every unmatched old one; past this, by position.
const maxPairings = 10_000;

/**
 * Matches the elements of `next` to those of `old`: equal elements first (the same index, then the first unused
 * equal one, so a moved element keeps its text, then any equal one for a copy), then edited elements to the unused
 * old ones they most resemble.
 */
export function matchElements(old: Json[], next: Json[]): ElementSource[] {
  const sources: ElementSource[] = next.map((value, j) => (j < old.length && sameJson(old[j]!, value) ? { from: j, same: true } : undefined));
  const used = new Set(sources.flatMap((source) => (source ? [source.from] : [])));
  const unmatched = next.flatMap((_, j) => (sources[j] ? [] : [j]));
  if (unmatched.length === 0) return sources;
  // Canonical strings only for what is left to match: an edit in a 1,000-page site compares two pages, not all.
  const unusedByKey = new Map<string, number[]>();
  old.forEach((value, i) => {
    if (used.has(i)) return;
    const key = canonical(value);
    const list = unusedByKey.get(key);
    if (list) list.push(i);
    else unusedByKey.set(key, [i]);
  });
  // A copy of an element (a duplicated section) reuses the text of the one it copies. Compared one by one:
  // sameJson stops at the first difference, where canonical strings of 1,000 pages would cost 50 ms. Past
  // maxPairings comparisons (100,000 new pages against 5,000 old ones), looked up by canonical string instead.
  let everyByKey: Map<string, number> | undefined;
  const copyOf = (j: number, key: string): number => {
    if (unmatched.length * old.length <= maxPairings) return old.findIndex((value) => sameJson(value, next[j]!));
    // the first of equal elements, as findIndex would
    everyByKey ??= new Map(old.map((value, i): [string, number] => [canonical(value), i]).reverse());
    return everyByKey.get(key) ?? -1;
  };
  for (const j of unmatched) {
    const key = canonical(next[j]!);
    const unused = unusedByKey.get(key)?.shift();
    if (unused !== undefined) {
      used.add(unused);
      sources[j] = { from: unused, same: true };
      continue;
    }
    const copied = copyOf(j, key);
    if (copied >= 0) sources[j] = { from: copied, same: true };
  }
  pairEdited(old, next, sources, used);
  return sources;
}

/** Pairs each remaining new container with the unused old container of its kind that shares the most members. */
function pairEdited(old: Json[], next: Json[], sources: ElementSource[], used: Set<number>): void {
  const newOnes = next.flatMap((value, j) => (!sources[j] && typeof value === 'object' && value !== null ? [j] : []));
  const oldOnes = old.flatMap((value, i) => (!used.has(i) && typeof value === 'object' && value !== null ? [i] : []));
  if (newOnes.length === 0 || oldOnes.length === 0) return;
  const pairs: { i: number; j: number; score: number }[] = [];
  if (newOnes.length * oldOnes.length > maxPairings) {
    newOnes.forEach((j, k) => {
      const i = oldOnes[k];
      if (i !== undefined && kindOf(old[i]!) === kindOf(next[j]!)) pairs.push({ i, j, score: 1 });
    });
  } else {
    const oldParts = new Map(oldOnes.map((i) => [i, partsOf(old[i]!)]));
    for (const j of newOnes) {
      const parts = partsOf(next[j]!);
      for (const i of oldOnes) {
        if (kindOf(old[i]!) !== kindOf(next[j]!)) continue;
        const score = resemblance(oldParts.get(i)!, parts);
        // An edited element at its own index is paired even when little of it is left.
        if (score > 0 || i === j) pairs.push({ i, j, score });
      }
    }
  }
  pairs.sort((a, b) => b.score - a.score || Math.abs(a.i - a.j) - Math.abs(b.i - b.j));
  for (const { i, j } of pairs) {
    if (sources[j] || used.has(i)) continue;
    sources[j] = { from: i, same: false };
    used.add(i);
  }
}

const kindOf = (value: Json) => (Array.isArray(value) ? 'array' : isObject(value) ? 'object' : 'scalar');

/** An object's members as `key=value` strings, an array's elements as strings: what two containers can share. */
function partsOf(value: Json): string[] {
  if (Array.isArray(value)) return value.map(canonical);
  if (isObject(value)) return Object.keys(value).map((key) => `${JSON.stringify(key)}=${canonical(value[key]!)}`);
  return [];
}

/** The share of parts two containers have in common, 0 to 1. */
function resemblance(a: string[], b: string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const left = new Map<string, number>();
  for (const part of a) left.set(part, (left.get(part) ?? 0) + 1);
  let shared = 0;
  for (const part of b) {
    const count = left.get(part) ?? 0;
    if (count > 0) {
      shared += 1;
      left.set(part, count - 1);
    }
  }
  return shared / Math.max(a.length, b.length);
}
