import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { EditorDialog } from '../../ui/editor-dialog';
import type { Schedule } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { Button, ButtonRow, controlLook, ErrorText, Field, Hint, Notice } from '../../ui/controls';
import { ProblemsAlert } from '../../problems/problems-alert';
import { offsetOfEntry } from '../../ui/site-time';
import { useScheduleForm } from './use-schedule-form';

// ui.ts's Field draws text fields only; its control look for the date and time, at a width a phone's screen has.
const TimeInput = styled.input`
  justify-self: start;
  ${controlLook}
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    border-width: 2px;
  }
`;

interface Props {
  open: boolean;
  onClose: () => void;
  timeZone: string;
  onScheduled: (schedule: Schedule) => void;
}

/** "Schedule the draft": when the saved draft goes live, in the site's zone; refusals shown where they apply. */
export function ScheduleDialog({ open, onClose, ...props }: Props) {
  return (
    <EditorDialog open={open} title={labels.scheduleTitle} onClose={onClose}>
      <ScheduleForm onClose={onClose} {...props} />
    </EditorDialog>
  );
}

// Mounted as the dialog opens: each opening starts again from tomorrow morning.
function ScheduleForm({ onClose, timeZone, onScheduled }: Omit<Props, 'open'>) {
  const { dirty } = useEditor();
  const form = useScheduleForm(timeZone, onScheduled);
  const id = useId();
  const described = [`${id}-hint`, form.timeError && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <p>{labels.scheduleIntro}</p>
      <Hint>{labels.scheduleSaved}</Hint>
      {dirty && (
        <Notice>
          <p>{labels.scheduleUnsaved}</p>
        </Notice>
      )}
      <Field>
        <label htmlFor={id}>{labels.goesLiveOn}</label>
        <TimeInput
          id={id}
          type="datetime-local"
          value={form.at}
          onChange={(event) => form.change(event.target.value)}
          aria-invalid={form.timeError ? true : undefined}
          aria-describedby={described}
          required
          data-autofocus
        />
        <Hint id={`${id}-hint`}>{labels.zoneHint(timeZone, offsetOfEntry(form.at, timeZone))}</Hint>
        {form.timeError && (
          <ErrorText id={`${id}-error`} role="alert">
            {form.timeError}
          </ErrorText>
        )}
      </Field>
      <ProblemsAlert problems={form.problems} />
      {form.error && <ErrorText role="alert">{form.error}</ErrorText>}
      <ButtonRow>
        <Button type="submit" $variant="primary" aria-disabled={form.busy || undefined}>
          {form.busy ? labels.scheduling : labels.scheduleButton}
        </Button>
        <Button type="button" onClick={onClose}>
          {labels.cancel}
        </Button>
      </ButtonRow>
    </form>
  );
}
