import { useState } from 'react';
import type { EditorConfig } from '../../api/editor-config';
import { Button } from '../../ui/controls';
import { reviewLabels } from './labels';
import { useReview } from './review-context';
import { ReviewsDialog } from './reviews-dialog';

interface Props {
  config: EditorConfig;
  /** after an approval published: the draft and the live version load again */
  onPublished: () => Promise<void>;
}

/** Reviews (N): an admin's queue of requests, an editor's own requests; N is how many wait for a decision. */
export function ReviewsButton({ config, onPublished }: Props) {
  const review = useReview();
  const [open, setOpen] = useState(false);
  if (!review) return null;
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        {reviewLabels.reviews(review.pending)}
      </Button>
      <ReviewsDialog open={open} onClose={() => setOpen(false)} timeZone={config.timeZone} onPublished={onPublished} />
    </>
  );
}
