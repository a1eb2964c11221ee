import { useMemo } from 'react';
import { useSite } from '@/content/site-context';
import { labelsOf, type Labels } from '@/shared/labels';

/** The interface words of the page's language (settings.interface, translated like any text), or the defaults. */
export function useLabels(): Labels {
  const { settings } = useSite();
  return useMemo(() => labelsOf(settings.interface), [settings.interface]);
}
