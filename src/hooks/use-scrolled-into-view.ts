import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has scrolled into view: true from the moment it enters the viewport after having
 * been outside it, false again when it leaves. An element already on screen when this starts watching
 * stays false until it leaves and comes back: the visitor is already reading what it shows, so an effect
 * that restarts it (a count from 0) would be a visible jump back.
 */
export function useScrolledIntoView(ref: RefObject<Element | null>): boolean {
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let wasOutside = false;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries[entries.length - 1];
      if (!latest) return;
      if (!latest.isIntersecting) wasOutside = true;
      setEntered(latest.isIntersecting && wasOutside);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return entered;
}
