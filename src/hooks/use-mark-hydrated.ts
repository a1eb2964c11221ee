import { useEffect } from 'react';

/** Marks <html data-hydrated> once the page is interactive: styles and tests can tell static HTML from a live page. */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
