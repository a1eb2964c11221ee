import { useEffect } from 'react';

/** The tab's title while the page shows: "Asha Rao · Leads". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
