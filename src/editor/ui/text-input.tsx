import { useId } from 'react';
import { ErrorText, Field, Hint } from './controls';

interface Props {
  label: string;
  hint?: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** the field a dialog focuses when it opens */
  startHere?: boolean;
  disabled?: boolean;
}

/** A labelled text field with its hint and its error, both read with it. */
export function TextInput({ label, hint, error, value, onChange, required, startHere, disabled }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        aria-required={required}
        disabled={disabled}
        data-autofocus={startHere || undefined}
      />
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Field>
  );
}
