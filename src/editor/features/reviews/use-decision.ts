import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Problem } from '../../api/editor-types';
import { tomorrowMorning } from '../../ui/site-time';
import { useSendOnce } from '../../ui/use-send-once';
import { reviewLabels } from './labels';
import { approveReview, sendBackReview, type Decided, type DecisionResult, type Review } from '../../api/reviews-api';

export type DecisionForm = 'time' | 'send-back' | null;

/**
 * An admin's decision on a pending request: approve now, approve for a time (tomorrow morning to start with, in the
 * site's zone) or send back with a comment. Refusals come back where they apply: the time's at its field, the
 * draft's problems as a list, anything else (a 409: no longer pending, or the live site moved on) in words.
 */
export function useDecision(review: Review, timeZone: string, onDecided: (result: Decided) => void) {
  const [form, setForm] = useState<DecisionForm>(null);
  const [at, setAt] = useState(() => tomorrowMorning(timeZone));
  const [comment, setComment] = useState('');
  const [timeError, setTimeError] = useState<string | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { busy, send } = useSendOnce();

  // the keyboard follows: into the form that opens, back to its button as it closes, to a refused field
  const timeField = useRef<HTMLInputElement>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const [focusAsked, setFocusAsked] = useState(0);
  useEffect(() => {
    if (focusAsked === 0) return;
    (timeField.current ?? commentField.current ?? opener.current)?.focus();
  }, [focusAsked]);
  const focusNext = () => setFocusAsked((n) => n + 1);

  const run = (call: () => Promise<DecisionResult>, failed: (message: string) => string) =>
    send(
      () => {
        setError(null);
        return call();
      },
      (result) => {
        setTimeError(result.kind === 'refused' ? result.message : null);
        setProblems(result.kind === 'invalid' ? result.problems : []);
        setError(result.kind === 'failed' ? failed(result.message) : null);
        if (result.kind === 'refused') focusNext();
        if (result.kind === 'published' || result.kind === 'scheduled' || result.kind === 'sent-back') onDecided(result);
      },
    );

  return {
    form,
    open: (which: Exclude<DecisionForm, null>, button: HTMLButtonElement) => {
      opener.current = button;
      setForm(which);
      setCommentError(null);
      setTimeError(null);
      focusNext();
    },
    close: () => {
      setForm(null);
      focusNext();
    },
    timeField,
    commentField,
    at,
    changeAt: (value: string) => {
      setAt(value);
      setTimeError(null);
    },
    comment,
    changeComment: (value: string) => {
      setComment(value);
      if (value.trim()) setCommentError(null);
    },
    timeError,
    commentError,
    problems,
    error,
    busy,
    publish: () => void run(() => approveReview(review.id), reviewLabels.notApproved),
    approveAt: (event: FormEvent) => {
      event.preventDefault();
      void run(() => approveReview(review.id, at), reviewLabels.notApproved);
    },
    sendBack: (event: FormEvent) => {
      event.preventDefault();
      if (!comment.trim()) {
        setCommentError(reviewLabels.sendBackRequired);
        focusNext();
        return;
      }
      void run(() => sendBackReview(review.id, comment.trim()), reviewLabels.notSentBack);
    },
  };
}
