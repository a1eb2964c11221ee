import { useState } from 'react';
import { labels } from '../../ui/labels';
import { formatTime } from '../../ui/zoned-time';
import { Announcement, Button } from '../../ui/controls';
import { ScheduleDialog } from './schedule-dialog';
import { SchedulesDialog } from './schedules-dialog';
import { useSchedulesContext } from '../../state/schedules';

/** Schedule… (the saved draft, at a set time); what was scheduled is said beside it. */
export function ScheduleButton({ timeZone }: { timeZone: string }) {
  const schedules = useSchedulesContext()!;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        {labels.schedule}
      </Button>
      <Announcement aria-live="polite" aria-atomic="true">
        {schedules.announced}
      </Announcement>
      <ScheduleDialog
        open={open}
        onClose={() => setOpen(false)}
        timeZone={timeZone}
        onScheduled={(schedule) => {
          setOpen(false);
          schedules.announce(labels.scheduledFor(formatTime(schedule.dueAt, timeZone), timeZone));
          schedules.reload();
        }}
      />
    </>
  );
}

/** Scheduled (N): the list, with Cancel. */
export function ScheduledButton({ timeZone }: { timeZone: string }) {
  const { fetched, reload, pending, announce } = useSchedulesContext()!;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        onClick={() => {
          // the list says what is scheduled from here on, cancellations too
          announce('');
          setOpen(true);
        }}
      >
        {labels.scheduled(pending)}
      </Button>
      <SchedulesDialog open={open} onClose={() => setOpen(false)} timeZone={timeZone} fetched={fetched} reload={reload} />
    </>
  );
}
