import { useState, type FormEvent } from 'react';
import type { Problem } from '../../api/editor-types';
import { useEditor } from '../../state/editor-context';
import { useSendOnce } from '../../ui/use-send-once';
import { reviewLabels } from './labels';
import { requestReview, type Review } from '../../api/reviews-api';

/**
 * The form of "Ask for a review": the comment, and after a refused send the draft's problems or what else went
 * wrong, in words. What is sent is the saved draft (its hash), so nothing is sent while changes are unsaved.
 */
export function useRequestReview(onSent: (review: Review) => void) {
  const { state, dirty } = useEditor();
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { busy, send } = useSendOnce();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (dirty) return;
    await send(
      () => requestReview(state.base.hash, comment.trim()),
      (result) => {
        setProblems(result.kind === 'invalid' ? result.problems : []);
        setError(result.kind === 'draft-changed' ? reviewLabels.draftChanged : result.kind === 'failed' ? reviewLabels.notSent(result.message) : null);
        if (result.kind === 'requested') onSent(result.review);
      },
    );
  };

  return { comment, change: setComment, submit, problems, error, busy, blocked: dirty };
}
