import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { labels } from '../../ui/labels';
import { ProblemsAlert } from '../../problems/problems-alert';
import { offsetOfEntry } from '../../ui/site-time';
import { Button, ButtonRow, controlLook, ErrorText, Field, Hint } from '../../ui/controls';
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

const TimeInput = styled.input`
  justify-self: start;
  ${controlLook}
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    border-width: 2px;
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
  const described = [`${id}-hint`, decision.timeError && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Form id={id} aria-label={reviewLabels.approveAtTitle} onSubmit={decision.approveAt} noValidate>
      <Field>
        <label htmlFor={`${id}-at`}>{labels.goesLiveOn}</label>
        <TimeInput
          ref={fieldRef}
          id={`${id}-at`}
          type="datetime-local"
          value={decision.at}
          onChange={(event) => decision.changeAt(event.target.value)}
          aria-invalid={decision.timeError ? true : undefined}
          aria-describedby={described}
          required
        />
        <Hint id={`${id}-hint`}>{labels.zoneHint(timeZone, offsetOfEntry(decision.at, timeZone))}</Hint>
        {decision.timeError && (
          <ErrorText id={`${id}-error`} role="alert">
            {decision.timeError}
          </ErrorText>
        )}
      </Field>
      <ButtonRow>
        <Button type="submit" $variant="primary" aria-disabled={decision.busy || undefined}>
          {decision.busy ? reviewLabels.working : reviewLabels.approveAtButton}
        </Button>
        <Button type="button" onClick={decision.close}>
          {labels.cancel}
        </Button>
      </ButtonRow>
    </Form>
  );
}

function SendBackForm({ id, decision, fieldRef }: { id: string; decision: DecisionState; fieldRef: Ref<HTMLTextAreaElement> }) {
  const described = [`${id}-hint`, decision.commentError && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Form id={id} aria-label={reviewLabels.sendBackButton} onSubmit={decision.sendBack} noValidate>
      <Field>
        <label htmlFor={`${id}-comment`}>{reviewLabels.sendBackComment}</label>
        <Comment
          ref={fieldRef}
          id={`${id}-comment`}
          value={decision.comment}
          onChange={(event) => decision.changeComment(event.target.value)}
          maxLength={reviewLabels.commentMax}
          rows={3}
          required
          aria-invalid={decision.commentError ? true : undefined}
          aria-describedby={described}
        />
        <Hint id={`${id}-hint`}>{reviewLabels.sendBackHint}</Hint>
        {decision.commentError && (
          <ErrorText id={`${id}-error`} role="alert">
            {decision.commentError}
          </ErrorText>
        )}
      </Field>
      <ButtonRow>
        <Button type="submit" $variant="danger" aria-disabled={decision.busy || undefined}>
          {decision.busy ? reviewLabels.working : reviewLabels.sendBackButton}
        </Button>
        <Button type="button" onClick={decision.close}>
          {labels.cancel}
        </Button>
      </ButtonRow>
    </Form>
  );
}
