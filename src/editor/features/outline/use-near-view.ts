import { useEffect, useState, type RefObject } from 'react';

/** The nearest ancestor that scrolls: what an element scrolls into view in (a dialog, a panel). */
function scrollParent(element: Element): Element | null {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(parent).overflowY)) return parent;
  }
  return null;
}

/**
 * Whether the element has come within `margin` of the visible part of the box it scrolls in: false until
 * then, true from then on (what it started loading stays). True at once without IntersectionObserver.
 */
export function useNearView(ref: RefObject<Element | null>, margin = '50%'): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { root: scrollParent(element), rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
