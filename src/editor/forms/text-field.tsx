import type { ChangeEvent } from 'react';
import { useForm } from './form-context';
import { LeafFrame, useFieldMeta } from './field-meta';
import type { ControlProps } from './field-props';
import { Input, TextArea } from './form.styles';

const inputTypes: Record<string, string> = { email: 'email', uri: 'url' };

/** A string in a text input, or in a textarea when it is long. An optional field left empty is removed. */
export function TextField({ schema, pointer, value, title, required, long }: ControlProps & { long: boolean }) {
  const { update } = useForm();
  const meta = useFieldMeta(pointer, schema.description);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = event.target.value;
    update(pointer, text === '' && !required ? undefined : text);
  };
  const props = {
    id: meta.id,
    value: typeof value === 'string' ? value : '',
    onChange,
    'aria-describedby': meta.describedBy,
    'aria-invalid': meta.invalid,
    'aria-required': required || undefined,
  };
  return (
    <LeafFrame meta={meta} title={title} description={schema.description} required={required}>
      {long ? <TextArea {...props} rows={4} /> : <Input {...props} type={inputTypes[String(schema.format)] ?? 'text'} />}
    </LeafFrame>
  );
}

/** A number in a number input with the schema's bounds; emptied, the value is removed. */
export function NumberField({ schema, pointer, value, title, required }: ControlProps) {
  const { update } = useForm();
  const meta = useFieldMeta(pointer, schema.description);
  const integer = schema.type === 'integer';
  return (
    <LeafFrame meta={meta} title={title} description={schema.description} required={required}>
      <Input
        id={meta.id}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        step={integer ? 1 : 'any'}
        min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
        max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
        value={typeof value === 'number' ? value : ''}
        onChange={(event) => update(pointer, event.target.value === '' ? undefined : event.target.valueAsNumber)}
        aria-describedby={meta.describedBy}
        aria-invalid={meta.invalid}
        aria-required={required || undefined}
      />
    </LeafFrame>
  );
}
