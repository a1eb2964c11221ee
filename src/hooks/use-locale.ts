import { useEffect, useMemo } from 'react';
import { useSite } from '@/content/site-context';
import { languagesOf, localePath } from '@/shared/localize';

/** The page's language, the site's default and every code, and `path`: a path of the site in the page's language. */
export function useLocale() {
  const { settings } = useSite();
  return useMemo(() => {
    const languages = languagesOf(settings);
    return { ...languages, path: (to: string) => localePath(to, languages.current, languages.defaultLocale) };
  }, [settings]);
}

/** Keeps `<html lang>` the shown page's language when a navigation changes it (the server wrote the first one). */
export function useDocumentLanguage(): void {
  const { current } = useLocale();
  useEffect(() => {
    document.documentElement.lang = current;
  }, [current]);
}
