import { useState } from 'react';
import { signOut } from '../api/live-api';

/** Sign out: the session ends on the server, then the page goes to /edit, which asks to sign in. */
export function useSignOut() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await signOut();
      window.location.assign('/edit');
    } catch (caught) {
      setError((caught as Error).message);
      setBusy(false);
    }
  };
  return { signOut: () => void run(), busy, error };
}
