import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSite, type SiteSnapshot } from '../api/api';
import { errorText } from '../api/request';
import { useEditor } from './editor-context';
import { useBeforeUnload } from './use-before-unload';
import { useDiskWatch } from './use-disk-watch';
import { useDraftPersistence } from './use-draft-persistence';
import { useEditorShortcuts } from './use-editor-shortcuts';
import { useLiveValidation } from './use-live-validation';
import { saveOrder } from './save-order';
import { usePublish } from './use-publish';
import { useSiteSync, type Conflict } from './use-site-sync';

/**
 * Everything around the draft: live validation, saving, publishing and conflicts, the draft kept across reloads,
 * changes elsewhere loading by themselves while nothing is unsaved, shortcuts, the leave warning.
 */
export function useEditorSession(initialConflict: Conflict | null) {
  const { state, dispatch, dirty } = useEditor();
  // one per editor: its validations name the version its saves stored, never one a save replaced
  const [saves] = useState(saveOrder);
  const validation = useLiveValidation(state.base, state.draft, saves);
  const sync = useSiteSync(initialConflict, validation.replace, saves);
  const { publish, published } = usePublish(sync.report);
  useDraftPersistence(sync.conflict?.origin !== 'load');
  useBeforeUnload(dirty);
  useEditorShortcuts({ dispatch, save: () => void (dirty && sync.save()) });
  const [reloaded, setReloaded] = useState<string | null>(null);
  const latest = useRef({ base: state.base, dirty });
  useEffect(() => {
    latest.current = { base: state.base, dirty };
  });

  // Another version of the site: loaded while nothing is unsaved; the same content only tells the versions.
  const reload = useCallback(
    (snapshot: SiteSnapshot) => {
      const { base, dirty: unsaved } = latest.current;
      if (snapshot.hash !== base.hash && !unsaved) {
        dispatch({ type: 'load', ...snapshot });
        return setReloaded(snapshot.hash);
      }
      // unsaved changes on another draft: its save is refused and re-applied, as any conflict
      dispatch({ type: 'live', live: snapshot.live ?? null, baseVersion: (snapshot.hash === base.hash ? snapshot.baseVersion : base.baseVersion) ?? null });
    },
    [dispatch],
  );
  useDiskWatch(!dirty && !sync.conflict && sync.status !== 'saving' && sync.status !== 'publishing', state.base, reload);

  // after a restore: the live version changed, and the draft may have
  const { report } = sync;
  const refresh = useCallback(async () => {
    try {
      reload(await fetchSite());
    } catch (caught) {
      report.error(errorText(caught));
    }
  }, [reload, report]);

  return {
    ...sync,
    problems: validation.problems,
    /** the draft's texts not yet translated, each with its language */
    untranslated: validation.untranslated,
    save: () => void sync.save(),
    publish: () => void publish(),
    /** the version the last Publish made */
    published,
    refresh,
    /** the site changed elsewhere and was loaded, and nothing has been changed since */
    reloaded: reloaded === state.base.hash && !dirty,
  };
}
