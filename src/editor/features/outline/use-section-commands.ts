import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Block, Section } from '@/generated/site';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { pageBlocks, pageSections } from '../../state/page-blocks';


/**
 * What can be done to a page's sections from the outline (the buttons and the keys on a focused section),
 * keeping focus on the section acted on and saying what happened in a live region.
 */
export function useSectionCommands(list: RefObject<HTMLUListElement | null>, nameOfBlock: (block: Block) => string) {
  const { state, dispatch } = useEditor();
  const page = state.selection.page;
  // the page's own list keeps its identity until it changes; the blocks shown are made anew each render
  const raw = pageSections(state.draft.pages[page]);
  const sections = pageBlocks(state.draft, state.draft.pages[page]);
  const count = sections.length;
  const nameOf = (index: number) => (sections[index] ? nameOfBlock(sections[index]) : '');
  const [message, setMessage] = useState('');
  // the section to focus, and the list it was asked for from: a render of that same list is not the one that shows the change
  const focusNext = useRef<{ index: number; from: Section[] } | null>(null);
  const focusAfter = (index: number) => (focusNext.current = { index, from: raw });

  // after a move, delete, duplicate or paste, focus follows the section acted on once the list has re-rendered;
  // an effect of an earlier render may still be pending when the change is made (React flushes it first)
  useEffect(() => {
    const next = focusNext.current;
    if (!next || next.from === raw) return;
    focusNext.current = null;
    list.current?.querySelector<HTMLElement>(`[data-section-index="${Math.min(next.index, count - 1)}"]`)?.focus();
  });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= count) return;
    dispatch({ type: 'moveSection', page, from, to });
    focusAfter(to);
    setMessage(labels.moved(nameOf(from), labels.position(to + 1, count)));
  };
  const remove = (index: number) => {
    dispatch({ type: 'deleteSection', page, section: index });
    focusAfter(index);
    setMessage(labels.deleted(nameOf(index)));
  };
  const duplicate = (index: number) => {
    dispatch({ type: 'duplicateSection', page, section: index });
    focusAfter(index + 1);
    setMessage(labels.duplicated(nameOf(index)));
  };
  const copy = (index: number) => {
    dispatch({ type: 'copySection', page, section: index });
    setMessage(labels.copied(nameOf(index)));
    // also on the system clipboard, as JSON to paste into site.json; the editor keeps its own copy anyway
    const section = raw[index];
    void navigator.clipboard?.writeText(JSON.stringify(section, null, 2)).catch(() => undefined);
  };
  const paste = (after: number | null) => {
    if (!state.copied) return;
    dispatch({ type: 'pasteSection', page, after });
    focusAfter(after === null ? 0 : after + 1);
    setMessage(labels.pasted(nameOfBlock(pageBlocks(state.draft, { sections: [state.copied] })[0]!)));
  };

  const onItemKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (event.altKey && !mod && event.key === 'ArrowUp') move(index, index - 1);
    else if (event.altKey && !mod && event.key === 'ArrowDown') move(index, index + 1);
    else if (!mod && !event.altKey && (event.key === 'Delete' || event.key === 'Backspace')) remove(index);
    else if (mod && !event.shiftKey && key === 'd') duplicate(index);
    else if (mod && !event.shiftKey && key === 'c') copy(index);
    else if (mod && !event.shiftKey && key === 'v') paste(index);
    else return;
    event.preventDefault();
  };

  return { message, setMessage, move, remove, duplicate, copy, paste, onItemKeyDown };
}
