import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { ResolvedLink } from '@/content/menu';
import { focusableIn } from './use-focus-trap';

/** Stable key of a menu entry, used to find the button that opened a submenu. */
export const entryKey = (entry: ResolvedLink) => `${entry.label}|${entry.to}`;

/** A submenu's entries, starting with a link to the entry's own page unless the submenu already has one. */
export function submenuEntries(entry: ResolvedLink): ResolvedLink[] {
  const children = entry.children ?? [];
  return children.some((child) => child.to === entry.to && !child.children)
    ? children
    : [{ label: entry.label, to: entry.to }, ...children];
}

/**
 * Which submenu (and sub-submenu) of the mobile menu is open, as a stack of entries.
 * Starts again from the root each time the menu opens. After a move, focus goes to the first
 * control of the new level, or back to the button that opened the level just left.
 */
export function useMenuStack(root: ResolvedLink[], open: boolean, containerRef: RefObject<HTMLElement | null>) {
  const [stack, setStack] = useState<ResolvedLink[]>([]);
  const [wasOpen, setWasOpen] = useState(open);
  const focusAfterMove = useRef<string | null>(null);

  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStack([]);
  }

  const current = stack.at(-1);

  const enter = useCallback((entry: ResolvedLink) => {
    focusAfterMove.current = '';
    setStack((previous) => [...previous, entry]);
  }, []);

  const back = useCallback(() => {
    focusAfterMove.current = current ? entryKey(current) : '';
    setStack((previous) => previous.slice(0, -1));
  }, [current]);

  useEffect(() => {
    const target = focusAfterMove.current;
    const container = containerRef.current;
    if (target === null || !container) return;
    focusAfterMove.current = null;
    const opener = [...container.querySelectorAll<HTMLElement>('[data-submenu]')].find((el) => target && el.dataset.submenu === target);
    (opener ?? focusableIn(container)[0])?.focus();
  }, [stack, containerRef]);

  return {
    /** the open submenu's entry, or undefined at the root */
    current,
    depth: stack.length,
    entries: current ? submenuEntries(current) : root,
    enter,
    back,
  };
}
