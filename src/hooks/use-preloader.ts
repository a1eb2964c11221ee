import { useEffect, useState } from 'react';

/** True on the first render (so the server HTML shows the preloader), false once `durationMs` have passed. */
export function usePreloader(durationMs: number): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  return visible;
}
