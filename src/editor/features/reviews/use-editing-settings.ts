import { useCallback, useEffect, useState } from 'react';
import { editorConfig } from '../../api/editor-config';
import { fetchSettings, saveSettings } from '../../api/reviews-api';

/**
 * The site's editing settings: as the page was served (its config), then asked again as the editor opens (and on
 * `reload`); `reviewRequired` is null while neither has said, and stays what it was when a later answer fails. `change` is an admin's (PUT), `learn` takes what
 * another answer said (the reviews list carries it too). Without the live site's config (the dev server, or a test
 * that has taken it out) nothing is asked and nothing needs a review.
 */
export function useEditingSettings() {
  const [reviewRequired, setReviewRequired] = useState<boolean | null>(() => editorConfig()?.reviewRequired ?? null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!editorConfig()) return;
    let active = true;
    fetchSettings().then(
      (settings) => {
        if (active) setReviewRequired(settings.reviewRequired);
      },
      // unknown: the toolbar keeps Publish, and the server still refuses what needs a review
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [round]);

  const change = useCallback(async (value: boolean) => {
    const settings = await saveSettings({ reviewRequired: value });
    setReviewRequired(settings.reviewRequired);
    return settings.reviewRequired;
  }, []);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  return { reviewRequired: editorConfig() ? reviewRequired : false, change, reload, learn: setReviewRequired };
}
