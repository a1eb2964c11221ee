import { createContext, use, useState, type ReactNode } from 'react';
import type { EditorConfig } from '../../api/editor-config';
import { useEditor } from '../../state/editor-context';
import { useFetched, type Fetched } from '../../ui/use-fetched';
import { fetchReviews, type Review } from '../../api/reviews-api';
import { useEditingSettings } from './use-editing-settings';

export interface ReviewState {
  /** null until the server has said */
  reviewRequired: boolean | null;
  /** an admin's switch; the new value, or an error with the server's words */
  changeSetting: (value: boolean) => Promise<boolean>;
  /** asks the setting again (a publish was refused: it may have been turned on since) */
  reloadSettings: () => void;
  /** an admin's: every request; an editor's: their own */
  fetched: Fetched<Review[]>;
  reload: () => void;
  /** how many of those wait for a decision, null until the first answer */
  pending: number | null;
  admin: boolean;
  /** an editor who must ask for a review rather than publish */
  mustRequest: boolean;
}

const ReviewContext = createContext<ReviewState | null>(null);

/**
 * The live site's review state for the toolbar's parts: the setting (asked once) and the requests (asked as the
 * editor opens, on `reload`, and whenever another version goes live: an approval that ran).
 */
export function ReviewProvider({ config, children }: { config: EditorConfig; children: ReactNode }) {
  const settings = useEditingSettings();
  const { fetched: answer, reload } = useFetched(fetchReviews);
  const { role, email } = config.account;

  // the list says whether review is required too: the newer answer wins
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (seenAnswer !== answer) {
    setSeenAnswer(answer);
    if (answer.phase === 'ready') settings.learn(answer.data.reviewRequired);
  }
  const liveId = useEditor().state.base.live?.id;
  const [seenLive, setSeenLive] = useState(liveId);
  if (seenLive !== liveId) {
    setSeenLive(liveId);
    reload();
  }

  const admin = role === 'admin';
  const fetched: Fetched<Review[]> = answer.phase === 'ready' ? { phase: 'ready', data: answer.data.reviews.filter((review) => admin || review.requestedBy === email) } : answer;
  const pending = fetched.phase === 'ready' ? fetched.data.filter((review) => review.state === 'pending').length : null;
  const value: ReviewState = {
    reviewRequired: settings.reviewRequired,
    changeSetting: settings.change,
    reloadSettings: settings.reload,
    fetched,
    reload,
    pending,
    admin,
    mustRequest: role === 'editor' && settings.reviewRequired === true,
  };
  return <ReviewContext value={value}>{children}</ReviewContext>;
}

/** The review state; null in the dev server, which has no publishing to review. */
export const useReview = (): ReviewState | null => use(ReviewContext);
