import { useId, useState } from 'react';
import { EditorDialog } from '../../ui/editor-dialog';
import { ListStatus } from '../../ui/list-status';
import { useSchedulesContext } from '../../state/schedules';
import { useReloadOnMount } from '../../ui/use-fetched';
import { Announcement, CardList, DialogPart, Hint } from '../../ui/controls';
import { formatTime } from '../../ui/zoned-time';
import { reviewLabels } from './labels';
import type { Decided, Review } from '../../api/reviews-api';
import { useReview } from './review-context';
import { ReviewDialog } from './review-dialog';
import { ReviewItem } from './review-item';
import { ReviewSetting } from './review-setting';

interface Props {
  open: boolean;
  onClose: () => void;
  timeZone: string;
  onPublished: () => Promise<void>;
}

/** Reviews: the setting (admins), what waits for a decision, then what was decided; each opens what it changes. */
export function ReviewsDialog({ open, onClose, ...props }: Props) {
  return (
    <EditorDialog open={open} title={reviewLabels.reviewsTitle} onClose={onClose}>
      <ReviewsBody {...props} />
    </EditorDialog>
  );
}

// Mounted as the dialog opens: each opening asks for the list anew (the last one shows meanwhile).
function ReviewsBody({ timeZone, onPublished }: Omit<Props, 'open' | 'onClose'>) {
  const review = useReview()!;
  const schedules = useSchedulesContext();
  useReloadOnMount(review.reload);
  const [opened, setOpened] = useState<Review | null>(null);
  const [said, setSaid] = useState('');
  const [decidedId, setDecidedId] = useState<number | null>(null);
  const ids = { pending: useId(), decided: useId() };
  const dueAt = (id: number) => (schedules?.fetched.phase === 'ready' ? (schedules.fetched.data.schedules.find((one) => one.id === id)?.dueAt ?? null) : null);
  const { fetched } = review;
  const pending = fetched.phase === 'ready' ? fetched.data.filter((one) => one.state === 'pending') : [];
  const decided = fetched.phase === 'ready' ? fetched.data.filter((one) => one.state !== 'pending') : [];

  // the request's dialog closes, the keyboard goes to its Show changes (wherever it moves), the list says what came of it
  const onDecided = async (result: Decided) => {
    setOpened(null);
    setDecidedId(result.review.id);
    if (result.kind === 'published') setSaid(reviewLabels.approvedPublished(result.version.id));
    if (result.kind === 'scheduled') setSaid(reviewLabels.approvedScheduled(formatTime(result.schedule.dueAt, timeZone), timeZone));
    if (result.kind === 'sent-back') setSaid(reviewLabels.sentBackTo(result.review.requestedBy));
    review.reload();
    if (result.kind === 'scheduled') schedules?.reload();
    if (result.kind === 'published') await onPublished();
  };

  const items = (list: Review[]) =>
    list.map((one) => (
      <ReviewItem
        key={one.id}
        review={one}
        timeZone={timeZone}
        dueAt={dueAt}
        takeFocus={one.id === decidedId}
        onOpen={(chosen) => {
          setSaid('');
          setDecidedId(null);
          setOpened(chosen);
        }}
      />
    ));

  return (
    <div className="dialog-body">
      {review.admin && <ReviewSetting />}
      <Hint>{reviewLabels.reviewsZone(timeZone)}</Hint>
      <Announcement role="status">{said}</Announcement>
      <ListStatus fetched={fetched} />
      {fetched.phase === 'ready' && (
        <>
          <DialogPart>
            <h3 id={ids.pending}>{reviewLabels.waiting}</h3>
            {pending.length === 0 ? <p>{reviewLabels.noneWaiting}</p> : <CardList aria-labelledby={ids.pending}>{items(pending)}</CardList>}
          </DialogPart>
          {decided.length > 0 && (
            <DialogPart>
              <h3 id={ids.decided}>{reviewLabels.decided}</h3>
              <CardList aria-labelledby={ids.decided}>{items(decided)}</CardList>
            </DialogPart>
          )}
        </>
      )}
      <ReviewDialog review={opened} onClose={() => setOpened(null)} timeZone={timeZone} dueAt={dueAt} onDecided={(result) => void onDecided(result)} />
    </div>
  );
}
