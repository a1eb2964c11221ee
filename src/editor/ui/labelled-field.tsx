import { useId, type ReactNode } from 'react';
import { ErrorText, Field, Hint } from './controls';

/** What a field's control takes so that its label, hint and error are read with it. */
export interface FieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface Props {
  label: string;
  hint?: string;
  error?: string | null | undefined;
  /** the error said as it appears; off where several fields may show theirs at once and would talk over each other */
  alert?: boolean;
  children: (control: FieldControl) => ReactNode;
}

/** A label, its control, a hint and an error, the hint and the error read as the control's description. */
export function LabelledField({ label, hint, error, alert = true, children }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': described, 'aria-invalid': error ? true : undefined })}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <ErrorText id={`${id}-error`} role={alert ? 'alert' : undefined}>
          {error}
        </ErrorText>
      )}
    </Field>
  );
}
