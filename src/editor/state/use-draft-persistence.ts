import { useEffect, useRef } from 'react';
import { clearDraft, writeChanges, writeDraft, type DraftToKeep } from './draft-storage';
import { useEditor } from './editor-context';

/** Writing the draft to localStorage waits for this pause in typing. */
export const persistDelayMs = 400;

/**
 * Keeps the unsaved draft in localStorage, and forgets it once nothing is unsaved: its changes after each pause in
 * typing, and, when the tab is hidden or left, the changes with the site.json they are based on (megabytes on a
 * large site: written then, it never holds up typing). Off while a stored draft waits for the user's answer to a
 * conflict.
 */
export function useDraftPersistence(enabled: boolean) {
  const { state, dirty } = useEditor();
  const { base, draft } = state;
  // the draft to keep; null when nothing is unsaved, or while a stored draft waits for an answer
  const latest = useRef<DraftToKeep | null>(null);

  useEffect(() => {
    if (!enabled || !dirty) {
      latest.current = null;
      if (enabled) clearDraft();
      return;
    }
    const toKeep = { baseHash: base.hash, base: base.site, draft };
    latest.current = toKeep;
    const timer = window.setTimeout(() => writeChanges(toKeep), persistDelayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, dirty, base, draft]);

  useEffect(() => {
    const flush = () => {
      if (latest.current) writeDraft(latest.current);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
}
