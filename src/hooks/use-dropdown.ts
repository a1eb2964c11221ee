import { useCallback, useEffect, useState, type RefObject } from 'react';

type OpenedBy = 'hover' | 'click' | null;

/**
 * State of a desktop dropdown inside `rootRef`: opens on mouse hover or on its toggle button,
 * closes on Escape (focus back to the toggle), on a click or focus outside, and when a link inside is followed.
 * A click on the toggle keeps a hover-opened menu open, so hovering then clicking does not shut it.
 */
export function useDropdown(rootRef: RefObject<HTMLElement | null>, toggleRef: RefObject<HTMLElement | null>) {
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const open = openedBy !== null;
  const close = useCallback(() => setOpenedBy(null), []);
  const toggle = useCallback(() => setOpenedBy((by) => (by === 'click' ? null : 'click')), []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setOpenedBy((by) => by ?? 'hover');
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setOpenedBy((by) => (by === 'hover' ? null : by));
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) setOpenedBy(null);
    };
    root.addEventListener('pointerenter', onEnter);
    root.addEventListener('pointerleave', onLeave);
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('pointerenter', onEnter);
      root.removeEventListener('pointerleave', onLeave);
      root.removeEventListener('click', onClick);
    };
  }, [rootRef]);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // the innermost open menu handles Escape; its parent stays open
      event.stopPropagation();
      setOpenedBy(null);
      toggleRef.current?.focus();
    };
    // hover-opened content must be dismissible without moving the pointer (WCAG 1.4.13)
    const onKeyDownElsewhere = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !root.contains(document.activeElement)) setOpenedBy(null);
    };
    const onPointerDownOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) setOpenedBy(null);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) setOpenedBy(null);
    };
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKeyDownElsewhere);
    document.addEventListener('pointerdown', onPointerDownOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDownElsewhere);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDownOutside);
    };
  }, [open, rootRef, toggleRef]);

  return { open, toggle, close };
}
