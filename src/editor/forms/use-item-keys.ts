import { useState } from 'react';

let counter = 0;
const newKey = () => `item-${++counter}`;

/** Stable React keys for a list's items, moved along with them by the list's own edits. */
class ItemKeys {
  list: string[] = [];

  /** a length changed from outside (an undo) starts afresh */
  sync(length: number): void {
    if (this.list.length !== length) this.list = Array.from({ length }, newKey);
  }

  move(from: number, to: number): void {
    const next = [...this.list];
    next.splice(to, 0, ...next.splice(from, 1));
    this.list = next;
  }

  remove(index: number): void {
    this.list = this.list.filter((_, at) => at !== index);
  }

  add(): void {
    this.list = [...this.list, newKey()];
  }
}

/**
 * Keys that follow the items: a moved item keeps its inputs and focus, where index keys would hand a
 * neighbour's value to them. Kept outside React state: they change with the value, in the same render.
 */
export function useItemKeys(length: number): ItemKeys {
  const [keys] = useState(() => new ItemKeys());
  keys.sync(length);
  return keys;
}
