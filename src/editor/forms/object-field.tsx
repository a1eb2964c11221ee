import { Field } from './field';
import { useForm } from './form-context';
import { FieldDescription, FieldProblems, useFieldMeta } from './field-meta';
import type { ControlProps } from './field-props';
import { emptyValue } from './empty-value';
import { childPointer } from '@/shared/json-pointer';
import { kindOf, resolveSchema, type Schema } from '../state/schema-kind';
import { Buttons, Fields, Group, SmallButton } from './form.styles';
import { formLabels } from './labels';
import { ImageObjectContext, useImageObjectOf } from './image-object';
import { TranslatedField, translationPointer } from './translated-field';
import { isObject } from '@/shared/is-object';


/**
 * An object's fields in a fieldset named by its title; the form's own value (pointer '') without one, as the
 * editor heads the form itself. An optional object that is absent offers to add it.
 */
export function ObjectField({ schema, pointer, value, title, required, lead }: ControlProps) {
  const { root, update, language } = useForm();
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>).filter(([, property]) => kindOf(resolveSchema(property, root)) !== 'hidden');
  // in another language than the default, the texts edit their translations
  const translated = new Set(language && Array.isArray(schema['x-translatable']) ? (schema['x-translatable'] as string[]) : []);
  const present = isObject(value);
  const children = present ? properties.flatMap(([key]) => [childPointer(pointer, key), ...(translated.has(key) ? [translationPointer(pointer, language!.code, key)] : [])]) : [];
  const meta = useFieldMeta(pointer, schema.description, children);
  const requiredKeys = (schema.required ?? []) as string[];
  const image = useImageObjectOf(schema, pointer, value, title);
  const fields = present
    ? properties.map(([key, property]) =>
        translated.has(key) ? (
          <TranslatedField key={key} schema={property} objectPointer={pointer} field={key} value={value[key]} translations={value.translations} />
        ) : (
          <Field key={key} schema={property} pointer={childPointer(pointer, key)} value={value[key]} required={requiredKeys.includes(key)} />
        ),
      )
    : null;

  if (pointer === '') {
    return (
      <Fields>
        {lead}
        <FieldProblems meta={meta} />
        {fields}
      </Fields>
    );
  }
  const group = (
    <Group id={meta.id} aria-describedby={meta.describedBy}>
      <legend>{title}</legend>
      <FieldDescription meta={meta} text={schema.description} />
      {lead}
      <FieldProblems meta={meta} />
      {fields}
      {!required && (
        <Buttons>
          {present ? (
            <SmallButton type="button" onClick={() => update(pointer, undefined)}>
              {formLabels.removeOptional(title)}
            </SmallButton>
          ) : (
            <SmallButton type="button" onClick={() => update(pointer, emptyValue(schema, root))}>
              {formLabels.addOptional(title)}
            </SmallButton>
          )}
        </Buttons>
      )}
    </Group>
  );
  // its src field offers Upload, which sets src, alt and size together
  return image ? <ImageObjectContext.Provider value={image}>{group}</ImageObjectContext.Provider> : group;
}
