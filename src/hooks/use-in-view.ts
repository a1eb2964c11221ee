import { useEffect, useState, type RefObject } from 'react';

interface InViewOptions {
  /** share of the element that must be visible, 0 to 1 */
  threshold?: number;
  rootMargin?: string;
}

/** Whether the element is on screen, updated each time it enters or leaves. False on the server and where IntersectionObserver is missing. */
export function useInView(ref: RefObject<Element | null>, { threshold = 0, rootMargin = '0px' }: InViewOptions = {}): boolean {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries[entries.length - 1];
        if (latest) setInView(latest.isIntersecting);
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, rootMargin]);

  return inView;
}
