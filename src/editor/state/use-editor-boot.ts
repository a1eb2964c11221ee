import { useEffect, useState } from 'react';
import { bootSchemas, bootSite } from '../api/boot-requests';
import type { EditorSchemas } from '../api/editor-types';
import { draftOn, readDraft } from './draft-storage';
import { initialState, type EditorState } from './editor-reducer';
import type { Conflict } from './use-site-sync';

export type Boot =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'ready'; initial: EditorState; conflict: Conflict | null };

/**
 * Loads site.json (the live site: the stored draft) and restores the unsaved draft of an earlier visit: as it was
 * when the site is unchanged since, as a conflict to resolve when it has changed.
 */
export function useEditorBoot(): Boot {
  const [boot, setBoot] = useState<Boot>({ phase: 'loading' });
  useEffect(() => {
    // not aborted on unmount: the request is the page's one boot request (StrictMode mounts twice and awaits it twice)
    let active = true;
    bootSite()
      .then(({ site, hash, baseVersion, live }) => {
        if (!active) return;
        const versions = { baseVersion, live };
        const stored = readDraft();
        if (stored?.baseHash === hash) return setBoot({ phase: 'ready', initial: initialState(site, hash, draftOn(site, stored), versions), conflict: null });
        // without the version the draft was made from, its changes re-apply onto the current file as they are
        const base = stored?.base ?? site;
        const conflict: Conflict | null = stored ? { origin: 'load', base, mine: draftOn(base, stored) } : null;
        setBoot({ phase: 'ready', initial: initialState(site, hash, site, versions), conflict });
      })
      .catch((error: Error) => {
        if (active) setBoot({ phase: 'failed', message: error.message });
      });
    return () => {
      active = false;
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
