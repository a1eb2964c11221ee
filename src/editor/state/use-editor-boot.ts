import { useEffect, useState } from 'react';
import { bootSchemas, bootSite } from '../boot-requests';
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
    // not aborted on unmount: the request is the page's one boot request (StrictMode mounts twice and awaits it twice)
    let live = true;
    bootSite()
      .then(({ site, hash }) => {
        if (!live) return;
        const stored = readDraft();
        if (stored?.baseHash === hash) return setBoot({ phase: 'ready', initial: initialState(site, hash, draftOn(site, stored)), conflict: null });
        // without the version the draft was made from, its changes re-apply onto the current file as they are
        const base = stored?.base ?? site;
        const conflict: Conflict | null = stored ? { origin: 'load', base, mine: draftOn(base, stored) } : null;
        setBoot({ phase: 'ready', initial: initialState(site, hash), conflict });
      })
      .catch((error: Error) => {
        if (live) setBoot({ phase: 'failed', message: error.message });
      });
    return () => {
      live = false;
    };
  }, []);
  return boot;
}

/** The block and shared schemas for titles, the catalog and the forms; null until loaded, an error if they fail. */
export function useSchemaLoader(): { schemas: EditorSchemas | null; error: string | null } {
  const [result, setResult] = useState<{ schemas: EditorSchemas | null; error: string | null }>({ schemas: null, error: null });
  useEffect(() => {
    let live = true;
    bootSchemas()
      .then((schemas) => {
        if (live) setResult({ schemas, error: null });
      })
      .catch((error: Error) => {
        if (live) setResult({ schemas: null, error: error.message });
      });
    return () => {
      live = false;
    };
  }, []);
  return result;
}
