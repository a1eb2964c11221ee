import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { visibleText } from '@/shared/visible-text';
import { formatTime } from '../../ui/zoned-time';
import { Button, ButtonRow, Card as Item } from '../../ui/controls';
import { reviewLabels } from './labels';
import type { Review } from '../../api/reviews-api';
import { commentText, stateWords } from './review-words';

/** Someone's words, their lines kept. */
export const Said = styled.blockquote`
  margin: 0;
  padding-left: ${theme.space.sm};
  border-left: 3px solid ${theme.colors.line};
  white-space: pre-wrap;
`;

interface Props {
  review: Review;
  timeZone: string;
  dueAt: (scheduleId: number) => string | null;
  onOpen: (review: Review) => void;
  /** the request just decided: it moves to the decided ones, and the keyboard with it */
  takeFocus: boolean;
}

/** A request: who asked and when, its state in words, the editor's comment and pages; Show changes opens it. */
export function ReviewItem({ review, timeZone, dueAt, onOpen, takeFocus }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);
  const who = visibleText(review.requestedBy);
  const when = formatTime(review.requestedAt, timeZone);
  return (
    <Item>
      <h4>
        {who}, <time dateTime={review.requestedAt}>{when}</time>
      </h4>
      <p>
        <strong>{stateWords(review, timeZone, dueAt)}</strong>
      </p>
      {review.comment && (
        <>
          <p>{reviewLabels.commentSaid}</p>
          <Said>{commentText(review.comment)}</Said>
        </>
      )}
      <p>{reviewLabels.pagesChanged(review.pages)}</p>
      {review.state !== 'pending' && review.decidedBy && review.decidedAt && review.state !== 'sent-back' && (
        <p>{reviewLabels.decidedBy(visibleText(review.decidedBy), formatTime(review.decidedAt, timeZone))}</p>
      )}
      <ButtonRow>
        <Button ref={button} type="button" aria-label={reviewLabels.showChangesName(who, when)} onClick={() => onOpen(review)}>
          {reviewLabels.showChanges}
        </Button>
      </ButtonRow>
    </Item>
  );
}
