import { LabelledField } from './labelled-field';

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
  return (
    <LabelledField label={label} hint={hint} error={error} alert={false}>
      {(control) => (
        <input
          {...control}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required={required}
          disabled={disabled}
          data-autofocus={startHere || undefined}
        />
      )}
    </LabelledField>
  );
}
