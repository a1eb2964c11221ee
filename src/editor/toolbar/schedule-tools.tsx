import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { labels } from '../labels';
import { formatTime } from '../zoned-time';
import { Button } from '../ui';
import { ScheduleDialog } from './schedule-dialog';
import { SchedulesDialog } from './schedules-dialog';
import { useSchedules } from './use-schedules';

// Polite, and in the page before it says anything, so that a screen reader reads what is put in it; out of the
// row's flow while empty, so that it adds no gap.
const Announcement = styled.p`
  align-self: center;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  &:empty {
    position: absolute;
  }
`;

/** Schedule… (the saved draft, at a set time) and Scheduled (N): the list, with Cancel; what was scheduled is said. */
export function ScheduleTools({ timeZone }: { timeZone: string }) {
  const { fetched, reload, pending } = useSchedules();
  const [dialog, setDialog] = useState<'schedule' | 'list' | null>(null);
  const [announced, setAnnounced] = useState('');
  const close = () => setDialog(null);
  return (
    <>
      <Button type="button" onClick={() => setDialog('schedule')}>
        {labels.schedule}
      </Button>
      <Button
        type="button"
        onClick={() => {
          // the list says what is scheduled from here on, cancellations too
          setAnnounced('');
          setDialog('list');
        }}
      >
        {labels.scheduled(pending)}
      </Button>
      <Announcement aria-live="polite" aria-atomic="true">
        {announced}
      </Announcement>
      <ScheduleDialog
        open={dialog === 'schedule'}
        onClose={close}
        timeZone={timeZone}
        onScheduled={(schedule) => {
          close();
          setAnnounced(labels.scheduledFor(formatTime(schedule.dueAt, timeZone), timeZone));
          reload();
        }}
      />
      <SchedulesDialog open={dialog === 'list'} onClose={close} timeZone={timeZone} fetched={fetched} reload={reload} />
    </>
  );
}
