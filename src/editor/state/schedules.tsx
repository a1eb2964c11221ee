import { createContext, use, useState, type ReactNode } from 'react';
import { fetchSchedules } from '../api/live-api';
import { useFetched } from '../ui/use-fetched';
import { useEditor } from './editor-context';

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
