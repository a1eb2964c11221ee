import { useRef, useState } from 'react';

/**
 * A form's send, one at a time: a second Enter or click while the first is on its way sends nothing twice.
 * `busy` while it is on its way; `done` gets the answer.
 */
export function useSendOnce() {
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const send = async <T>(call: () => Promise<T>, done: (result: T) => void) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const result = await call();
    sending.current = false;
    setBusy(false);
    done(result);
  };
  return { busy, send };
}
