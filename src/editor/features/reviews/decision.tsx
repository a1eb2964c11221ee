import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { ProblemsAlert } from '../../problems/problems-alert';
import { Button, ButtonRow, ErrorText } from '../../ui/controls';
import { DialogButtons } from '../../ui/dialog-buttons';
import { LabelledField } from '../../ui/labelled-field';
import { SiteTimeField } from '../../ui/site-time-field';
import { reviewLabels } from './labels';
import type { Decided, Review } from '../../api/reviews-api';
import { useDecision } from './use-decision';

const Part = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding-top: ${theme.space.md};
  border-top: 2px solid ${theme.colors.line};
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
`;

// the dialog's rule gives a form its padding; these sit inside the dialog's body, which has it already
const Form = styled.form`
  && {
    padding: 0;
    gap: ${theme.space.sm};
  }
`;

const Comment = styled.textarea`
  resize: vertical;
  min-height: 5rem;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    border-width: 2px;
  }
`;

interface Props {
  review: Review;
  timeZone: string;
  onDecided: (result: Decided) => void;
}

/** An admin's decision: Approve and publish, Approve for a time… (a time in the site's zone), Send back… (with a comment). */
export function Decision({ review, timeZone, onDecided }: Props) {
  const decision = useDecision(review, timeZone, onDecided);
  const id = useId();
  const busy = decision.busy || undefined;
  return (
    <Part aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{reviewLabels.decision}</h3>
      <ButtonRow>
        <Button type="button" $variant="primary" aria-disabled={busy} onClick={decision.publish}>
          {decision.busy && decision.form === null ? reviewLabels.working : reviewLabels.approvePublish}
        </Button>
        <Button type="button" aria-expanded={decision.form === 'time'} aria-controls={decision.form === 'time' ? `${id}-time-form` : undefined} onClick={(event) => decision.open('time', event.currentTarget)}>
          {reviewLabels.approveAt}
        </Button>
        <Button type="button" $variant="danger" aria-expanded={decision.form === 'send-back'} aria-controls={decision.form === 'send-back' ? `${id}-back-form` : undefined} onClick={(event) => decision.open('send-back', event.currentTarget)}>
          {reviewLabels.sendBack}
        </Button>
      </ButtonRow>
      {decision.form === 'time' && <TimeForm id={`${id}-time-form`} decision={decision} fieldRef={decision.timeField} timeZone={timeZone} />}
      {decision.form === 'send-back' && <SendBackForm id={`${id}-back-form`} decision={decision} fieldRef={decision.commentField} />}
      <ProblemsAlert problems={decision.problems} />
      {decision.error && <ErrorText role="alert">{decision.error}</ErrorText>}
    </Part>
  );
}

type DecisionState = ReturnType<typeof useDecision>;

function TimeForm({ id, decision, fieldRef, timeZone }: { id: string; decision: DecisionState; fieldRef: Ref<HTMLInputElement>; timeZone: string }) {
  return (
    <Form id={id} aria-label={reviewLabels.approveAtTitle} onSubmit={decision.approveAt} noValidate>
      <SiteTimeField value={decision.at} onChange={decision.changeAt} timeZone={timeZone} error={decision.timeError} fieldRef={fieldRef} />
      <DialogButtons submit={reviewLabels.approveAtButton} submitting={reviewLabels.working} busy={decision.busy} onCancel={decision.close} />
    </Form>
  );
}

function SendBackForm({ id, decision, fieldRef }: { id: string; decision: DecisionState; fieldRef: Ref<HTMLTextAreaElement> }) {
  return (
    <Form id={id} aria-label={reviewLabels.sendBackButton} onSubmit={decision.sendBack} noValidate>
      <LabelledField label={reviewLabels.sendBackComment} hint={reviewLabels.sendBackHint} error={decision.commentError}>
        {(control) => (
          <Comment
            ref={fieldRef}
            {...control}
            value={decision.comment}
            onChange={(event) => decision.changeComment(event.target.value)}
            maxLength={reviewLabels.commentMax}
            rows={3}
            required
          />
        )}
      </LabelledField>
      <DialogButtons submit={reviewLabels.sendBackButton} submitting={reviewLabels.working} busy={decision.busy} variant="danger" onCancel={decision.close} />
    </Form>
  );
}
