import { createContext, use, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { labels } from '../../ui/labels';
import { formatTime } from '../../ui/zoned-time';
import { Button } from '../../ui/controls';
import { ScheduleDialog } from './schedule-dialog';
import { SchedulesDialog } from './schedules-dialog';
import { useSchedules } from './use-schedules';

// Polite, and in the page before it says anything, so that a screen reader reads what is put in it; out of the
// row's flow while empty, so that it adds no gap.
export const Announcement = styled.p`
  align-self: center;
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  &:empty {
    position: absolute;
  }
`;

type SchedulesState = ReturnType<typeof useSchedules> & { announced: string; announce: (text: string) => void };

const SchedulesContext = createContext<SchedulesState | null>(null);

/**
 * The schedules, shared by Schedule… (beside Publish) and Scheduled (N) (with the live site's other tools), and by
 * what else schedules (an approved review): what one schedules, the other counts.
 */
export function SchedulesProvider({ children }: { children: ReactNode }) {
  const schedules = useSchedules();
  const [announced, announce] = useState('');
  return <SchedulesContext value={{ ...schedules, announced, announce }}>{children}</SchedulesContext>;
}

/** The schedules of the toolbar; null in the dev server. */
export const useSchedulesContext = (): SchedulesState | null => use(SchedulesContext);

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
