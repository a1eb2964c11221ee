import { useSyncExternalStore } from 'react';

// Whether the live site's last answer said the session has ended (401): one alert for every request that
// met it. Any other answer means the session works again (signed in anew in another tab).
let ended = false;
const listeners = new Set<() => void>();

export function noteSessionAnswer(status: number): void {
  const now = status === 401;
  if (now === ended) return;
  ended = now;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True from a 401 of the editor API until it answers otherwise. */
export const useSessionEnded = (): boolean => useSyncExternalStore(subscribe, () => ended);
