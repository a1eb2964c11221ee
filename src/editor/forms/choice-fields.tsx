import { useForm } from './form-context';
import { FieldDescription, FieldProblems, LeafFrame, useFieldMeta } from './field-meta';
import type { ControlProps } from './field-props';
import { Row, Select } from './form.styles';
import { Check } from '../ui/controls';
import { formLabels } from './labels';

/** An enum in a select: routes, page paths, ids, icons. A value not in the list stays visible, marked. */
export function SelectField({ schema, pointer, value, title, required }: ControlProps) {
  const { update } = useForm();
  const meta = useFieldMeta(pointer, schema.description);
  const choices = schema.enum as unknown[];
  const known = choices.some((choice) => choice === value);
  const current = known ? choices.findIndex((choice) => choice === value) : value === undefined || value === '' ? 'empty' : 'other';
  return (
    <LeafFrame meta={meta} title={title} description={schema.description} required={required}>
      <Select
        id={meta.id}
        value={String(current)}
        onChange={(event) => {
          const picked = event.target.value;
          if (picked === 'empty') update(pointer, required ? '' : undefined);
          else if (picked !== 'other') update(pointer, choices[Number(picked)]);
        }}
        aria-describedby={meta.describedBy}
        aria-invalid={meta.invalid}
        aria-required={required || undefined}
      >
        {(!required || current === 'empty') && <option value="empty">{required ? formLabels.choose : formLabels.none}</option>}
        {current === 'other' && <option value="other">{formLabels.notInList(String(value))}</option>}
        {choices.map((choice, index) => (
          <option key={String(choice)} value={String(index)}>
            {String(choice)}
          </option>
        ))}
      </Select>
    </LeafFrame>
  );
}

/** A boolean in a checkbox; an optional one unticked is removed when that means false anyway. */
export function CheckboxField({ schema, pointer, value, title, required }: ControlProps) {
  const { update } = useForm();
  const meta = useFieldMeta(pointer, schema.description);
  return (
    <Row>
      <Check>
        <input
          id={meta.id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => {
            const checked = event.target.checked;
            update(pointer, checked || required || schema.default === true ? checked : undefined);
          }}
          aria-describedby={meta.describedBy}
          aria-invalid={meta.invalid}
        />
        {title}
      </Check>
      <FieldDescription meta={meta} text={schema.description} />
      <FieldProblems meta={meta} />
    </Row>
  );
}
