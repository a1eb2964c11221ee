import { useEffect } from 'react';
import { useSite } from '@/content/site-context';
import { documentTitle } from '@/shared/document-title';

/** Sets the tab title ("Title | Site name") and the meta description of the current page. */
export function useDocumentMeta(title: string, description?: string) {
  const { settings } = useSite();
  useEffect(() => {
    document.title = documentTitle(title, settings.siteName);
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, settings.siteName]);
}
