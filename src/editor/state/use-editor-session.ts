import { useCallback, useState } from 'react';
import type { Site } from '@/generated/site';
import { useEditor } from './editor-context';
import { useBeforeUnload } from './use-before-unload';
import { useDiskWatch } from './use-disk-watch';
import { useDraftPersistence } from './use-draft-persistence';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useLiveValidation } from './use-live-validation';
import { useSiteSync, type Conflict } from './use-site-sync';

/**
 * Everything around the draft: live validation, saving and conflicts, the draft kept across reloads,
 * site.json changes on disk loading by themselves while nothing is unsaved, shortcuts, the leave warning.
 */
export function useEditorSession(initialConflict: Conflict | null) {
  const { state, dispatch, dirty } = useEditor();
  const validation = useLiveValidation(state.base, state.draft);
  const sync = useSiteSync(initialConflict, validation.replace);
  useDraftPersistence(sync.conflict?.origin !== 'load');
  useBeforeUnload(dirty);
  useEditorShortcuts({ dispatch, save: () => void (dirty && sync.save()) });
  const [reloaded, setReloaded] = useState<string | null>(null);
  const reload = useCallback(
    ({ site, hash }: { site: Site; hash: string }) => {
      dispatch({ type: 'load', site, hash });
      setReloaded(hash);
    },
    [dispatch],
  );
  useDiskWatch(!dirty && !sync.conflict && sync.status !== 'saving', state.base.hash, reload);
  return {
    ...sync,
    problems: validation.problems,
    save: () => void sync.save(),
    /** site.json changed on disk and was loaded, and nothing has been changed since */
    reloaded: reloaded === state.base.hash && !dirty,
  };
}
