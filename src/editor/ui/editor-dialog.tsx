import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/theme/tokens';
import { labels } from './labels';
import { Button } from './controls';

const Dialog = styled.dialog<{ $wide: boolean }>`
  width: min(${({ $wide }) => ($wide ? '72rem' : '40rem')}, calc(100vw - 2rem));
  max-height: calc(100vh - 4rem);
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  &::backdrop {
    background: rgba(16, 19, 26, 0.5);
  }
  .dialog-header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${theme.space.md};
    padding: ${theme.space.md} ${theme.space.lg};
    border-bottom: 1px solid ${theme.colors.line};
    position: sticky;
    top: 0;
    /* above the positioned content scrolling under it (the catalog's cards) */
    z-index: 1;
    background: ${theme.colors.paper};
  }
  h2 {
    font-size: ${theme.fontSizes.lg};
  }
  form,
  .dialog-body {
    display: grid;
    gap: ${theme.space.md};
    padding: ${theme.space.lg};
  }
`;

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** room for a grid of cards (the block catalog) rather than a form's column */
  wide?: boolean;
}

/** A native modal <dialog> (showModal: the rest is inert, Escape closes); focus goes back to its opener. */
export function EditorDialog({ open, title, onClose, children, wide = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // opened again, it starts at its top: the browser keeps where a closed dialog was scrolled to
      dialog.scrollTop = 0;
      // the field to start with, rather than the Close button the browser would pick
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  // attached once: re-attached on each new onClose, a close made by the effect above would find no listener
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  useEffect(() => {
    const dialog = ref.current;
    const onCloseEvent = () => {
      opener.current?.focus();
      latestOnClose.current();
    };
    dialog?.addEventListener('close', onCloseEvent);
    return () => dialog?.removeEventListener('close', onCloseEvent);
  }, []);

  return (
    <Dialog ref={ref} aria-labelledby={titleId} $wide={wide}>
      {open && (
        <>
          {/* not a <header>: outside <main> (a dialog of the toolbar) that would be a second banner landmark */}
          <div className="dialog-header">
            <h2 id={titleId}>{title}</h2>
            <Button type="button" onClick={() => ref.current?.close()}>
              {labels.close}
            </Button>
          </div>
          {children}
        </>
      )}
    </Dialog>
  );
}
