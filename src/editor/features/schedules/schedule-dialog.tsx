import { EditorDialog } from '../../ui/editor-dialog';
import type { Schedule } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { ErrorText, Hint, Notice } from '../../ui/controls';
import { DialogButtons } from '../../ui/dialog-buttons';
import { SiteTimeField } from '../../ui/site-time-field';
import { ProblemsAlert } from '../../problems/problems-alert';
import { useScheduleForm } from './use-schedule-form';

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
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <p>{labels.scheduleIntro}</p>
      <Hint>{labels.scheduleSaved}</Hint>
      {dirty && (
        <Notice>
          <p>{labels.scheduleUnsaved}</p>
        </Notice>
      )}
      <SiteTimeField value={form.at} onChange={form.change} timeZone={timeZone} error={form.timeError} startHere />
      <ProblemsAlert problems={form.problems} />
      {form.error && <ErrorText role="alert">{form.error}</ErrorText>}
      <DialogButtons submit={labels.scheduleButton} submitting={labels.scheduling} busy={form.busy} onCancel={onClose} />
    </form>
  );
}
