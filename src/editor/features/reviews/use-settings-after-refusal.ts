import { useEffect, useRef } from 'react';
import type { SaveStatus } from '../../state/use-site-sync';
import { useReview } from './review-context';

/**
 * An editor's refused publish asks the setting again: an admin may have turned review on since the editor opened
 * (the server then answers 403 `review-required`), and the toolbar then offers Request review… instead.
 */
export function useSettingsAfterRefusedPublish(status: SaveStatus) {
  const review = useReview();
  const reload = review && !review.admin && !review.mustRequest ? review.reloadSettings : null;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'publishing' && status === 'failed') reload?.();
    previous.current = status;
  }, [status, reload]);
}
