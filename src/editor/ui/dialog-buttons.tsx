import type { ReactNode } from 'react';
import { labels } from './labels';
import { Button, ButtonRow } from './controls';

interface Props {
  /** the submit button's words, and its words while the form is being sent */
  submit: string;
  submitting?: string;
  busy?: boolean;
  /** the submit button stays in the keyboard's path while it cannot act; `reason` is the id of what says why */
  blocked?: boolean;
  reason?: string | undefined;
  variant?: 'primary' | 'danger';
  onCancel: () => void;
  /** what follows Cancel in the row, e.g. a status line */
  children?: ReactNode;
}

/** A dialog form's row: its submit button, then Cancel. */
export function DialogButtons({ submit, submitting, busy, blocked, reason, variant = 'primary', onCancel, children }: Props) {
  return (
    <ButtonRow>
      <Button type="submit" $variant={variant} aria-disabled={blocked || busy || undefined} aria-describedby={reason}>
        {busy && submitting ? submitting : submit}
      </Button>
      <Button type="button" onClick={onCancel}>
        {labels.cancel}
      </Button>
      {children}
    </ButtonRow>
  );
}
