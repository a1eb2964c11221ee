import { unescapeStep } from '@/shared/json-pointer';
import { isWithin } from '../state/json-pointer';

export interface Problem {
  pointer: string;
  message: string;
}

/** Messages by pointer relative to the form's value; problems of other parts of the site are left out. */
export type ProblemMap = ReadonlyMap<string, readonly string[]>;

export function relativeProblems(problems: readonly Problem[], base: string): ProblemMap {
  const map = new Map<string, string[]>();
  for (const { pointer, message } of problems) {
    if (!isWithin(pointer, base)) continue;
    const relative = pointer.slice(base.length);
    map.set(relative, [...(map.get(relative) ?? []), message]);
  }
  return map;
}

const missingProperty = /^missing required property "(.*)"$/;

function parentAndKey(pointer: string): [string, string] {
  const cut = pointer.lastIndexOf('/');
  return [pointer.slice(0, cut), unescapeStep(pointer.slice(cut + 1))];
}

/**
 * What the field at `pointer` shows: its own messages, a missing property's message when the field is that
 * property, and the messages below it that none of its rendered `children` (their pointers) shows.
 */
export function problemsAt(map: ProblemMap, pointer: string, children: readonly string[]): string[] {
  const shown: string[] = [];
  const childKeys = new Set(children.map((child) => parentAndKey(child)[1]));
  for (const [at, messages] of map) {
    if (at === pointer) {
      // "missing required property x" belongs to the field of x, when the form shows one
      shown.push(...messages.filter((message) => !childKeys.has(missingProperty.exec(message)?.[1] ?? '\0')));
    } else if (isWithin(at, pointer) && !children.some((child) => isWithin(at, child))) {
      shown.push(...messages);
    }
  }
  if (pointer !== '') {
    const [parent, key] = parentAndKey(pointer);
    shown.push(...(map.get(parent) ?? []).filter((message) => missingProperty.exec(message)?.[1] === key));
  }
  return shown;
}
