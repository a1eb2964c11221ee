import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { EditorDialog } from '../../ui/editor-dialog';
import { ProblemsAlert } from '../../problems/problems-alert';
import { Announcement, Button, ErrorText, Hint, Notice } from '../../ui/controls';
import { DialogButtons } from '../../ui/dialog-buttons';
import { LabelledField } from '../../ui/labelled-field';
import { reviewLabels } from './labels';
import { useReview } from './review-context';
import { useRequestReview } from './use-request-review';

const Comment = styled.textarea`
  resize: vertical;
  min-height: 6rem;
`;

interface Props {
  disabled: boolean;
  /** it replaces Publish after a refused publish: the keyboard's place, which would fall to the page */
  takeFocus: boolean;
}

/** Request review… in Publish's place: the saved draft, with a comment, for an admin to publish or send back. */
export function RequestReviewButton({ disabled, takeFocus }: Props) {
  const review = useReview();
  const [open, setOpen] = useState(false);
  const [announced, setAnnounced] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  // only as it replaces Publish, not on a later failure
  const focusOnMount = useRef(takeFocus);
  useEffect(() => {
    if (focusOnMount.current && document.activeElement === document.body) button.current?.focus();
  }, []);
  return (
    <>
      <Button
        ref={button}
        type="button"
        $variant="primary"
        disabled={disabled}
        onClick={() => {
          setAnnounced('');
          setOpen(true);
        }}
      >
        {reviewLabels.requestReview}
      </Button>
      <Announcement aria-live="polite" aria-atomic="true">
        {announced}
      </Announcement>
      <EditorDialog open={open} title={reviewLabels.requestTitle} onClose={() => setOpen(false)}>
        <RequestForm
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setAnnounced(reviewLabels.sent);
            review?.reload();
          }}
        />
      </EditorDialog>
    </>
  );
}

// Mounted as the dialog opens: each opening starts with an empty comment.
function RequestForm({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const form = useRequestReview(onSent);
  const id = useId();
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <p>{reviewLabels.requestIntro}</p>
      <Hint>{reviewLabels.requestSaved}</Hint>
      {form.blocked && (
        <Notice id={`${id}-unsaved`}>
          <p>{reviewLabels.saveFirst}</p>
        </Notice>
      )}
      <LabelledField label={reviewLabels.comment} hint={reviewLabels.commentHint(reviewLabels.commentMax)}>
        {(control) => <Comment {...control} value={form.comment} onChange={(event) => form.change(event.target.value)} maxLength={reviewLabels.commentMax} rows={4} data-autofocus />}
      </LabelledField>
      <ProblemsAlert problems={form.problems} />
      {form.error && <ErrorText role="alert">{form.error}</ErrorText>}
      <DialogButtons submit={reviewLabels.send} submitting={reviewLabels.sending} busy={form.busy} blocked={form.blocked} reason={form.blocked ? `${id}-unsaved` : undefined} onCancel={onClose} />
    </form>
  );
}
