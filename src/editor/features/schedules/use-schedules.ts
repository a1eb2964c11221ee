import { useEffect, useRef, useState } from 'react';
import { cancelSchedule, type Schedule } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { errorText } from '../../api/request';
import { formatTime } from '../../ui/zoned-time';
import type { ListNote } from '../../ui/list-status';

/**
 * Cancel of one pending schedule: what it says while and after it runs, focused (the confirmed Cancel leaves the
 * list, and focus would fall to the page); the list is asked again either way.
 */
export function useCancelSchedule(timeZone: string, reload: () => void) {
  const [note, setNote] = useState<ListNote | null>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (note) noteRef.current?.focus();
  }, [note]);
  // a second Yes while the first is on its way would be refused as already cancelled
  const busy = useRef(false);
  const cancel = async (schedule: Schedule) => {
    if (busy.current) return;
    busy.current = true;
    setNote({ text: labels.cancellingSchedule, failed: false });
    try {
      await cancelSchedule(schedule.id);
      setNote({ text: labels.scheduleCancelled(formatTime(schedule.dueAt, timeZone)), failed: false });
    } catch (caught) {
      const message = errorText(caught);
      setNote(message === null ? null : { text: labels.cancelFailed(message), failed: true });
    }
    busy.current = false;
    // also after a 409: it ran or was cancelled meanwhile, which the list then shows
    reload();
  };
  return { note, noteRef, cancel };
}
