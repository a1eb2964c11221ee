import { memo } from 'react';
import { useForm } from './form-context';
import type { ControlProps, FieldProps } from './field-props';
import { AdminOnly } from './admin-only';
import { kindOf, resolveSchema } from '../state/schema-kind';
import { ArrayField } from './array-field';
import { CheckboxField, SelectField } from './choice-fields';
import { FileField } from './file-field';
import { JsonField } from './json-field';
import { ObjectField } from './object-field';
import { NumberField, TextField } from './text-field';
import { UnionField } from './union-field';
import { fromPointer } from '@/shared/json-pointer';

const lastStep = (pointer: string) => fromPointer(pointer).at(-1) ?? '';

/**
 * One value of the form, with the control its schema calls for; read-only in an editor's form when the schema marks it
 * admin-only. Memoized: an edit copies only the containers on its path (setAt), so the fields of untouched values keep
 * their props and do not render again.
 */
export const Field = memo(function Field({ schema, title, ...rest }: FieldProps) {
  const { root, adminOnlyLocked } = useForm();
  const resolved = resolveSchema(schema, root);
  const props = { ...rest, schema: resolved, title: title ?? String(resolved.title ?? lastStep(rest.pointer)) };
  const control = <Control {...props} />;
  return adminOnlyLocked && resolved['x-admin-only'] === true ? <AdminOnly pointer={rest.pointer}>{control}</AdminOnly> : control;
});

function Control(props: ControlProps) {
  switch (kindOf(props.schema)) {
    case 'hidden':
      return null; // a const, such as a block's type: nothing to choose
    case 'union':
      return <UnionField {...props} />;
    case 'file':
      return <FileField {...props} />;
    case 'enum':
      return <SelectField {...props} />;
    case 'object':
      return <ObjectField {...props} />;
    case 'array':
      return <ArrayField {...props} />;
    case 'boolean':
      return <CheckboxField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'text':
      return <TextField {...props} long={false} />;
    case 'long-text':
      return <TextField {...props} long />;
    case 'json':
      return <JsonField {...props} />;
  }
}
