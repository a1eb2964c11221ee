import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useBodyScrollLock } from './use-body-scroll-lock';

type Phase = 'closed' | 'open' | 'closing';

export interface DialogControls {
  ref: RefObject<HTMLDialogElement | null>;
  /** true from opening until the close animation has finished: render the content only then */
  isOpen: boolean;
  /** true while the close animation runs */
  isClosing: boolean;
  open: () => void;
  close: () => void;
}

/**
 * A native modal <dialog>: showModal() on open, an animated close (after `animationMs`) on request, on Escape
 * and on a click on the backdrop; focus goes back to what opened it and the page does not scroll meanwhile.
 */
export function useDialog(animationMs: number): DialogControls {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [phase, setPhase] = useState<Phase>('closed');
  const isOpen = phase !== 'closed';

  const open = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPhase('open');
  }, []);
  const close = useCallback(() => setPhase((current) => (current === 'open' ? 'closing' : current)), []);

  useEffect(() => {
    const dialog = ref.current;
    if (phase === 'open' && dialog && !dialog.open) dialog.showModal();
    if (phase !== 'closing') return;
    const timer = window.setTimeout(() => dialog?.close(), animationMs);
    return () => window.clearTimeout(timer);
  }, [phase, animationMs]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      // Escape: run the close animation instead of vanishing at once
      event.preventDefault();
      close();
    };
    const onClick = (event: MouseEvent) => {
      // the content fills the dialog box, so a click on the dialog itself is a click on the backdrop
      if (event.target === dialog) close();
    };
    const onClose = () => {
      setPhase('closed');
      opener.current?.focus();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onClose);
    };
  }, [close]);

  useBodyScrollLock(isOpen);

  return { ref, isOpen, isClosing: phase === 'closing', open, close };
}
