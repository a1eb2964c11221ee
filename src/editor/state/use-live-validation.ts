import { useEffect, useState } from 'react';
import type { Site } from '@/generated/site';
import { validateDraft, type Version } from '../api/api';
import type { Problem, Untranslated } from '../api/editor-types';
import type { SaveOrder } from './save-order';

/** Validation waits for this pause after a change. */
export const validateDelayMs = 300;

/**
 * The draft's problems and untranslated texts, from the dev server's validator (the one `npm run validate` uses), asked
 * again 300 ms after each change; an answer for an older draft is dropped. A validation made while a save is in
 * flight waits for its answer and validates against the version it stored (`saves`). `replace` sets the problems from
 * a save's or a publish's 422.
 */
export function useLiveValidation(base: Version, draft: Site, saves: SaveOrder) {
  const [problems, setProblems] = useState<Problem[]>([]);
  const [untranslated, setUntranslated] = useState<Untranslated[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      validateDraft(base, draft, { signal: controller.signal, current: saves.current })
        .then((check) => {
          setProblems(check.problems);
          setUntranslated(check.untranslated);
        })
        .catch((error: Error) => {
          // aborted by a newer draft, or the server is restarting: the next change asks again
          if (error.name !== 'AbortError') console.warn(`validation failed: ${error.message}`);
        });
    }, validateDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [base, draft, saves]);
  return { problems, untranslated, replace: setProblems };
}
