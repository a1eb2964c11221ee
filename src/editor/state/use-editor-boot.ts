import { useEffect, useState } from 'react';
import { fetchSchemas, fetchSite } from '../api';
import type { EditorSchemas } from '../editor-types';
import { draftOn, readDraft } from './draft-storage';
import { initialState, type EditorState } from './editor-reducer';
import type { Conflict } from './use-site-sync';

export type Boot =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'ready'; initial: EditorState; conflict: Conflict | null };

/**
 * Loads site.json and restores the draft of an earlier visit: as it was when site.json is unchanged since,
 * as a conflict to resolve when it has changed.
 */
export function useEditorBoot(): Boot {
  const [boot, setBoot] = useState<Boot>({ phase: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchSite(controller.signal)
      .then(({ site, hash }) => {
        const stored = readDraft();
        if (stored?.baseHash === hash) return setBoot({ phase: 'ready', initial: initialState(site, hash, draftOn(site, stored)), conflict: null });
        // without the version the draft was made from, its changes re-apply onto the current file as they are
        const base = stored?.base ?? site;
        const conflict: Conflict | null = stored ? { origin: 'load', base, mine: draftOn(base, stored) } : null;
        setBoot({ phase: 'ready', initial: initialState(site, hash), conflict });
      })
      .catch((error: Error) => {
        if (!controller.signal.aborted) setBoot({ phase: 'failed', message: error.message });
      });
    return () => controller.abort();
  }, []);
  return boot;
}

/** The block and shared schemas for titles, the catalog and the forms; null until loaded, an error if they fail. */
export function useSchemaLoader(): { schemas: EditorSchemas | null; error: string | null } {
  const [result, setResult] = useState<{ schemas: EditorSchemas | null; error: string | null }>({ schemas: null, error: null });
  useEffect(() => {
    const controller = new AbortController();
    fetchSchemas(controller.signal)
      .then((schemas) => setResult({ schemas, error: null }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setResult({ schemas: null, error: error.message });
      });
    return () => controller.abort();
  }, []);
  return result;
}
