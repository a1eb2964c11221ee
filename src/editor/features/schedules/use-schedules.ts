import { useEffect, useRef, useState } from 'react';
import { cancelSchedule, fetchSchedules, type Schedule } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { errorText } from '../../api/request';
import { useEditor } from '../../state/editor-context';
import { formatTime } from '../../ui/zoned-time';
import { useFetched } from '../../ui/use-fetched';

/**
 * The schedules, asked when the toolbar mounts, on `reload` and whenever another version goes live (a schedule that
 * ran, as the watch learns it); `pending` is how many wait, null until the first answer.
 */
export function useSchedules() {
  const { fetched, reload } = useFetched(fetchSchedules);
  const liveId = useEditor().state.base.live?.id;
  const [seenLive, setSeenLive] = useState(liveId);
  if (seenLive !== liveId) {
    setSeenLive(liveId);
    reload();
  }
  const pending = fetched.phase === 'ready' ? fetched.data.schedules.filter((one) => one.state === 'pending').length : null;
  return { fetched, reload, pending };
}

interface CancelNote {
  text: string;
  failed: boolean;
}

/**
 * Cancel of one pending schedule: what it says while and after it runs, focused (the confirmed Cancel leaves the
 * list, and focus would fall to the page); the list is asked again either way.
 */
export function useCancelSchedule(timeZone: string, reload: () => void) {
  const [note, setNote] = useState<CancelNote | null>(null);
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

/** Asks for the list again once, as the component using it mounts (a dialog's content, as it opens). */
export function useReloadOnMount(reload: () => void) {
  useEffect(() => reload(), [reload]);
}
