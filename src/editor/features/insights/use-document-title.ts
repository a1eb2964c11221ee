import { useEffect } from 'react';

/** The tab's title while the page shows: "Insights · 1 Dec 2026 – 7 Dec 2026". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
