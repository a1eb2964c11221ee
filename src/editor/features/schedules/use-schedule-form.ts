import { useRef, useState, type FormEvent } from 'react';
import type { Problem } from '../../api/editor-types';
import { scheduleDraft, type Schedule } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { tomorrowMorning } from '../../ui/site-time';

/**
 * The form of "Schedule the draft": its time (tomorrow morning to start with), and after a refused submit the
 * server's words about the time, the draft's problems, or what else failed. `onScheduled` gets the new schedule.
 */
export function useScheduleForm(timeZone: string, onScheduled: (schedule: Schedule) => void) {
  const [at, setAt] = useState(() => tomorrowMorning(timeZone));
  const [timeError, setTimeError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // a second Enter while the first is on its way schedules nothing twice
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const result = await scheduleDraft(at);
    sending.current = false;
    setBusy(false);
    setTimeError(result.kind === 'refused' ? result.message : null);
    setProblems(result.kind === 'invalid' ? result.problems : []);
    setError(result.kind === 'failed' ? labels.scheduleFailed(result.message) : null);
    if (result.kind === 'scheduled') onScheduled(result.schedule);
  };

  const change = (value: string) => {
    setAt(value);
    setTimeError(null);
  };

  return { at, change, submit, timeError, problems, error, busy };
}
