import { useId } from 'react';
import { EditorDialog } from '../../ui/editor-dialog';
import type { Schedule } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { CardList, DialogPart, Hint } from '../../ui/controls';
import { ListStatus } from '../../ui/list-status';
import type { Fetched } from '../../ui/use-fetched';
import { useCancelSchedule } from './use-schedules';
import { useReloadOnMount } from '../../ui/use-fetched';
import { FinishedItem, PendingItem } from './schedule-item';

interface Props {
  open: boolean;
  onClose: () => void;
  timeZone: string;
  /** the list the toolbar's count comes from, and how to ask for it again */
  fetched: Fetched<{ schedules: Schedule[] }>;
  reload: () => void;
}

/** Scheduled publishing: what waits to go live, each with Cancel; then what ran, failed or was cancelled. */
export function SchedulesDialog({ open, onClose, ...props }: Props) {
  return (
    <EditorDialog open={open} title={labels.schedulesTitle} onClose={onClose}>
      <SchedulesBody {...props} />
    </EditorDialog>
  );
}

// Mounted as the dialog opens: each opening asks for the list anew (the last one shows meanwhile).
function SchedulesBody({ timeZone, fetched, reload }: Omit<Props, 'open' | 'onClose'>) {
  useReloadOnMount(reload);
  const { note, noteRef, cancel } = useCancelSchedule(timeZone, reload);
  const ids = { pending: useId(), finished: useId() };
  const schedules = fetched.phase === 'ready' ? fetched.data.schedules : [];
  const pending = schedules.filter((one) => one.state === 'pending');
  const finished = schedules.filter((one) => one.state !== 'pending');
  return (
    <div className="dialog-body">
      {/* no offset: it differs between the times listed when summer time starts or ends between them */}
      <Hint>{labels.schedulesZone(timeZone)}</Hint>
      <ListStatus fetched={fetched} note={note} noteRef={noteRef} />
      {fetched.phase === 'ready' && (
        <>
          <DialogPart>
            <h3 id={ids.pending}>{labels.pendingHeading}</h3>
            {pending.length === 0 ? (
              <p>{labels.noPending}</p>
            ) : (
              <CardList aria-labelledby={ids.pending}>
                {pending.map((schedule) => (
                  <PendingItem key={schedule.id} schedule={schedule} timeZone={timeZone} onCancel={(one) => void cancel(one)} />
                ))}
              </CardList>
            )}
          </DialogPart>
          {finished.length > 0 && (
            <DialogPart>
              <h3 id={ids.finished}>{labels.finishedHeading}</h3>
              <CardList aria-labelledby={ids.finished}>
                {finished.map((schedule) => (
                  <FinishedItem key={schedule.id} schedule={schedule} timeZone={timeZone} />
                ))}
              </CardList>
            </DialogPart>
          )}
        </>
      )}
    </div>
  );
}
