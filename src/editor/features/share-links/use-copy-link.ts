import { useRef, useState } from 'react';
import { previewLabels } from './labels';

/**
 * Copy link: the clipboard where the browser allows it (a secure page, permission given); otherwise the field is
 * focused with the link selected and the message says how to copy it by hand.
 */
export function useCopyLink(url: string) {
  const [said, setSaid] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    // emptied first, so that a second copy is said again
    setSaid('');
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setSaid(previewLabels.copied);
    } catch {
      field.current?.focus();
      field.current?.select();
      setSaid(previewLabels.copyByHand);
    }
  };
  return { said, copy, field };
}
