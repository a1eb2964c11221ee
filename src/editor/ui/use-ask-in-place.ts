import { useEffect, useRef, useState } from 'react';

/**
 * A question asked in place of its button (Cancel → "Cancel this schedule?" Yes / No): focus goes to No as it is
 * asked, the safe answer, and back to the button when it is withdrawn, so the keyboard never lands on the page.
 */
export function useAskInPlace() {
  const [asking, setAsking] = useState(false);
  const wasAsking = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) no.current?.focus();
    else if (wasAsking.current) button.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  return { asking, ask: () => setAsking(true), withdraw: () => setAsking(false), button, no };
}
