import { useEffect, useRef, type RefObject } from 'react';

/** After the address changes, a focus lost with what held it (a filter's ×, now gone) goes to `fallback`, the heading. */
export function useFocusKept(search: string, fallback: RefObject<HTMLElement | null>) {
  // the page as it opened keeps the browser's own start
  const opened = useRef<string | null>(search);
  useEffect(() => {
    if (opened.current === search) return;
    opened.current = null;
    if (document.activeElement === document.body || document.activeElement === null) fallback.current?.focus();
  }, [search, fallback]);
}
