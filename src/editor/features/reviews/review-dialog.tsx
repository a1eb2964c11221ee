import { visibleText } from '@/shared/visible-text';
import { EditorDialog } from '../../ui/editor-dialog';
import { formatTime } from '../../ui/zoned-time';
import { Decision } from './decision';
import { reviewLabels } from './labels';
import type { Decided, Review } from '../../api/reviews-api';
import { useReview } from './review-context';
import { ReviewChanges } from './review-changes';
import { Said } from './review-item';
import { commentText, stateWords } from './review-words';

interface Props {
  /** the request shown; null: closed */
  review: Review | null;
  onClose: () => void;
  timeZone: string;
  dueAt: (scheduleId: number) => string | null;
  onDecided: (result: Decided) => void;
}

/** One request: who asked, when and why, what it changes; for an admin while it waits, the decision. */
export function ReviewDialog({ review, onClose, ...props }: Props) {
  return (
    <EditorDialog open={review !== null} title={review ? reviewLabels.reviewTitle(visibleText(review.requestedBy)) : ''} onClose={onClose} wide>
      {review && <ReviewBody key={review.id} review={review} {...props} />}
    </EditorDialog>
  );
}

function ReviewBody({ review, timeZone, dueAt, onDecided }: Omit<Props, 'onClose'> & { review: Review }) {
  const admin = useReview()?.admin ?? false;
  return (
    <div className="dialog-body">
      {/* focus starts here, so that a screen reader reads the request from its top rather than from Close */}
      <p tabIndex={-1} data-autofocus>
        <time dateTime={review.requestedAt}>{reviewLabels.requestedAt(formatTime(review.requestedAt, timeZone))}</time> <strong>{stateWords(review, timeZone, dueAt)}</strong>
      </p>
      {review.comment && (
        <div>
          <p>{reviewLabels.commentSaid}</p>
          <Said>{commentText(review.comment)}</Said>
        </div>
      )}
      <ReviewChanges review={review} />
      {admin && review.state === 'pending' && <Decision review={review} timeZone={timeZone} onDecided={onDecided} />}
    </div>
  );
}
