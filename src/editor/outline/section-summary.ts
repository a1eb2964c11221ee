import type { Block } from '@/generated/site';
import { isObject } from '../state/json-pointer';

const maxLength = 60;

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstString(item);
      if (found) return found;
    }
  }
  if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'type' || key === 'id') continue;
      const found = firstString(item);
      if (found) return found;
    }
  }
  return undefined;
}

/** A section in a few words: its heading, else its eyebrow or title, else its first text. */
export function sectionSummary(block: Block): string {
  const fields = block as unknown as Record<string, unknown>;
  const text = [fields.heading, fields.eyebrow, fields.title].find((value) => typeof value === 'string' && value.trim() !== '') ?? firstString(block) ?? '';
  const plain = String(text).replace(/\s+/g, ' ').trim();
  return plain.length > maxLength ? `${plain.slice(0, maxLength - 1)}…` : plain;
}

// React keys and drag ids for sections: the same object keeps its id across moves, undo and redo, and a section
// edited in place (a new object where the old one was, the old one gone) keeps the id it had, so typing in its
// form neither remounts its outline entry nor gives the sortable list new ids.
const ids = new WeakMap<object, string>();
let next = 0;

export interface SectionIds {
  sections: readonly Block[];
  ids: string[];
}

export function sectionIds(sections: readonly Block[], previous: SectionIds | null = null): string[] {
  const present = new Set<object>(sections);
  const seen = new Set<string>();
  const result = sections.map((block, index) => {
    let id = ids.get(block);
    if (!id) {
      const before = previous?.sections.length === sections.length ? previous.sections[index] : undefined;
      id = before && !present.has(before) ? previous?.ids[index] : undefined;
      id ??= `section-${next++}`;
      ids.set(block, id);
    }
    // the same object twice in a list (never made by the editor) still gets two keys
    while (seen.has(id)) id = `${id}-again`;
    seen.add(id);
    return id;
  });
  // the same ids as before: the same array, so the sortable list's items do not change
  return previous && previous.ids.length === result.length && previous.ids.every((id, index) => id === result[index]) ? previous.ids : result;
}
