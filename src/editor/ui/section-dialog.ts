// What the dialogs about one section share (Make shared…, Test a variant…, End test…): their props, and the one
// field the first two ask for.
import { useState } from 'react';

export interface SectionDialogProps {
  open: boolean;
  page: number;
  section: number;
  onClose: () => void;
  /** after the step was made: what to say */
  onDone: (message: string) => void;
}

/** The dialog's one field: `initial` again, and its error gone, once the dialog closes (`close`). */
export function useOneField(initial: string, onClose: () => void) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setValue(initial);
    setError(undefined);
    onClose();
  };
  return { value, setValue, error, setError, close };
}
