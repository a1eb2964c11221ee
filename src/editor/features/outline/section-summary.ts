import type { Block } from '@/generated/site';
import { isObject } from '@/shared/is-object';

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

// React keys and drag ids for sections: the same object keeps its id across moves, undo and redo.
const ids = new WeakMap<object, string>();
let next = 0;
export function sectionIds(sections: readonly object[]): string[] {
  const seen = new Set<string>();
  return sections.map((block) => {
    let id = ids.get(block);
    if (!id) ids.set(block, (id = `section-${next++}`));
    // the same object twice in a list (never made by the editor) still gets two keys
    while (seen.has(id)) id = `${id}-again`;
    seen.add(id);
    return id;
  });
}
