import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { NativeRules } from './contact-rules';
import { ErrorText, Field, Input, Label, RequiredMark, TextArea } from './contact-form.styles';

interface FormFieldProps {
  label: string;
  placeholder: string;
  registration: UseFormRegisterReturn;
  native: NativeRules;
  error?: string;
  autoComplete: string;
  /** the input type when the schema does not decide it (the e-mail format does) */
  type?: 'text' | 'tel';
  multiline?: boolean;
  /** spans both columns of the form's grid */
  wide?: boolean;
}

/** A labelled input with its error message under it, tied to it for assistive technology. */
export function FormField({ label, placeholder, registration, native, error, autoComplete, type = 'text', multiline = false, wide = false }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    placeholder,
    autoComplete,
    required: native.required,
    maxLength: native.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    $invalid: Boolean(error),
    ...registration,
  };

  return (
    <Field $wide={wide}>
      <Label htmlFor={id}>
        {label}
        {native.required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {multiline ? <TextArea rows={5} {...shared} /> : <Input type={native.type ?? type} pattern={native.pattern} {...shared} />}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
