import { cancelSchedule, type Schedule } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { formatTime } from '../../ui/zoned-time';
import { useListAction } from '../../ui/use-list-action';

/** Cancel of one pending schedule, from the list of schedules (it ran meanwhile, or someone cancelled it: the list shows it). */
export function useCancelSchedule(timeZone: string, reload: () => void) {
  const { note, noteRef, run } = useListAction(
    (schedule: Schedule) => cancelSchedule(schedule.id),
    { running: labels.cancellingSchedule, done: (schedule) => labels.scheduleCancelled(formatTime(schedule.dueAt, timeZone)), failed: labels.cancelFailed },
    reload,
  );
  return { note, noteRef, cancel: run };
}
