import { useCallback, useEffect, useRef, useState } from 'react';
import { publishDraft } from '../api/live-api';
import { useEditor } from './editor-context';
import { fetchSite, type SiteSnapshot } from '../api/api';
import type { useSiteSync } from './use-site-sync';

/** Whether the stored draft `base` has something to publish: it is not the live version, or not based on it. */
export const publishable = ({ hash, baseVersion, live }: SiteSnapshot): boolean => !live || hash !== live.hash || baseVersion !== live.id;

/**
 * Publish: makes the stored draft live. A draft another editor saved over, or a live site that moved on from
 * the draft's base version, is a conflict resolved as a save's; problems show as a save's.
 */
export function usePublish(report: ReturnType<typeof useSiteSync>['report']) {
  const { state, dispatch, dirty } = useEditor();
  const [published, setPublished] = useState<number | null>(null);
  const busy = useRef(false);
  const { base, draft } = state;
  const unsaved = useRef(dirty);
  useEffect(() => {
    unsaved.current = dirty;
  });

  /**
   * The stored draft, now the version `hash`, loaded while nothing was changed during the publish; a change made
   * meanwhile is saved over the old text, refused and re-applied as any conflict.
   */
  const takePublished = useCallback(
    async (hash: string) => {
      try {
        const snapshot = await fetchSite();
        if (snapshot.hash === hash && !unsaved.current) dispatch({ type: 'load', ...snapshot });
      } catch {
        // the watch loads it two seconds later
      }
    },
    [dispatch],
  );

  const publish = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    report.status('publishing');
    report.error(null);
    const result = await publishDraft(base.hash);
    busy.current = false;
    switch (result.kind) {
      case 'published':
        dispatch({ type: 'live', live: result.version, baseVersion: result.version.id });
        // the draft became the published text, with the redirects the publish wrote in: the editor goes on from it
        if (result.version.hash !== base.hash) await takePublished(result.version.hash);
        setPublished(result.version.id);
        return report.status('published');
      case 'draft-changed':
        report.conflict({ origin: 'publish', base: base.site, mine: draft, message: result.message });
        return report.status('failed');
      case 'live-changed':
        dispatch({ type: 'live', live: result.live, baseVersion: base.baseVersion ?? null });
        report.conflict({ origin: 'live', live: result.live, message: result.message });
        return report.status('failed');
      case 'invalid':
        return report.invalid(result.problems);
      case 'failed':
        report.error(result.message);
        return report.status('failed');
      case 'session-ended':
        return report.status('failed');
    }
  }, [report, base, draft, dispatch, takePublished]);

  return { publish, published };
}
