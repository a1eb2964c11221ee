import { Field } from './field';
import { useForm } from './form-context';
import type { ControlProps } from './field-props';
import { emptyValue } from './empty-value';
import { matchOption, unionOptions, type Schema } from '../state/schema-kind';
import { Label, Row, Select } from './form.styles';
import { formLabels } from './labels';
import { isObject } from '@/shared/is-object';


/** A new value of another kind keeps the fields both kinds share: a link turned into a submenu keeps its label. */
function switchTo(option: Schema, value: unknown, root: Schema): unknown {
  const fresh = emptyValue(option, root);
  if (!isObject(fresh) || !isObject(value)) return fresh;
  const properties = (option.properties ?? {}) as Schema;
  return { ...fresh, ...Object.fromEntries(Object.entries(value).filter(([key]) => key in properties)) };
}

/** A oneOf/anyOf: a select of its options by title, then the fields of the option the value fits. */
export function UnionField({ schema, pointer, value, title, required }: ControlProps) {
  const { root, update, idOf } = useForm();
  const options = unionOptions(schema, root);
  const chosen = matchOption(options, value, root);
  const selectId = `${idOf(pointer)}-kind`;
  const kind = (
    <Row>
      <Label htmlFor={selectId}>{formLabels.kind(title)}</Label>
      <Select id={selectId} value={String(chosen)} onChange={(event) => update(pointer, switchTo(options[Number(event.target.value)]!, value, root))}>
        {options.map((option, index) => (
          <option key={index} value={String(index)}>
            {String(option.title ?? index + 1)}
          </option>
        ))}
      </Select>
    </Row>
  );
  return <Field schema={options[chosen]!} pointer={pointer} value={value} required={required} title={title} lead={kind} />;
}
