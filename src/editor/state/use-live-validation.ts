import { useEffect, useState } from 'react';
import type { Site } from '@/generated/site';
import { validateDraft } from '../api';
import type { Problem } from '../editor-types';

/** Validation waits for this pause after a change. */
export const validateDelayMs = 300;

/**
 * The draft's problems, from the dev server's validator (the one `npm run validate` uses), asked again
 * 300 ms after each change; an answer for an older draft is dropped. `replace` sets them from a save's 422.
 */
export function useLiveValidation(base: { site: Site; hash: string }, draft: Site) {
  const [problems, setProblems] = useState<Problem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      validateDraft(base, draft, controller.signal)
        .then(setProblems)
        .catch((error: Error) => {
          // aborted by a newer draft, or the server is restarting: the next change asks again
          if (error.name !== 'AbortError') console.warn(`validation failed: ${error.message}`);
        });
    }, validateDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [base, draft]);
  return { problems, replace: setProblems };
}
