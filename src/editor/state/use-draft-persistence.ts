import { useEffect, useRef } from 'react';
import type { Site } from '@/generated/site';
import { clearDraft, writeDraft } from './draft-storage';
import { useEditor } from './editor-context';

/** Writing the draft to localStorage waits for this pause in typing. */
export const persistDelayMs = 400;

/**
 * Keeps the unsaved draft in localStorage (debounced, and at once when the page goes away), with the
 * site.json it is based on, and forgets it once nothing is unsaved. Off while a stored draft waits for the
 * user's answer to a conflict.
 */
export function useDraftPersistence(enabled: boolean) {
  const { state, dirty } = useEditor();
  const { base, draft } = state;
  const pending = useRef<{ baseHash: string; base: Site; draft: Site } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    if (!dirty) {
      pending.current = null;
      return clearDraft();
    }
    pending.current = { baseHash: base.hash, base: base.site, draft };
    const timer = window.setTimeout(() => {
      if (pending.current) writeDraft(pending.current);
      pending.current = null;
    }, persistDelayMs);
    return () => window.clearTimeout(timer);
  }, [enabled, dirty, base, draft]);

  useEffect(() => {
    const flush = () => {
      if (pending.current) writeDraft(pending.current);
      pending.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, []);
}
