import { useState, type FormEvent } from 'react';
import type { Problem } from '../../api/editor-types';
import { scheduleDraft, type Schedule } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { tomorrowMorning } from '../../ui/site-time';
import { useSendOnce } from '../../ui/use-send-once';

/**
 * The form of "Schedule the draft": its time (tomorrow morning to start with), and after a refused submit the
 * server's words about the time, the draft's problems, or what else failed. `onScheduled` gets the new schedule.
 */
export function useScheduleForm(timeZone: string, onScheduled: (schedule: Schedule) => void) {
  const [at, setAt] = useState(() => tomorrowMorning(timeZone));
  const [timeError, setTimeError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { busy, send } = useSendOnce();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await send(
      () => scheduleDraft(at),
      (result) => {
        setTimeError(result.kind === 'refused' ? result.message : null);
        setProblems(result.kind === 'invalid' ? result.problems : []);
        setError(result.kind === 'failed' ? labels.scheduleFailed(result.message) : null);
        if (result.kind === 'scheduled') onScheduled(result.schedule);
      },
    );
  };

  const change = (value: string) => {
    setAt(value);
    setTimeError(null);
  };

  return { at, change, submit, timeError, problems, error, busy };
}
