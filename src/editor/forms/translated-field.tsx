import { memo, type ChangeEvent } from 'react';
import { problemWords } from './problem-words';
import { useForm } from './form-context';
import { FieldDescription, FieldProblems, useFieldMeta } from './field-meta';
import { childPointer } from '@/shared/json-pointer';
import { kindOf, resolveSchema, type Schema } from '../state/schema-kind';
import { Group, Input, Item, Items, Label, Original, Row, TextArea } from './form.styles';
import { formLabels } from './labels';
import { translationOf, withTranslation, type FormLanguage } from '../state/translations';

/** Where an object's translation of `field` into `code` is: validation reports its problems there. */
export const translationPointer = (objectPointer: string, code: string, field: string) => childPointer(childPointer(childPointer(objectPointer, 'translations'), code), field);

interface Props {
  /** the text's schema, as the object's properties give it */
  schema: Schema;
  /** the object holding the text, and the text's name in it */
  objectPointer: string;
  field: string;
  /** the text in the default language */
  value: unknown;
  /** the object's `translations` */
  translations: unknown;
}

interface TextProps {
  id: string;
  title: string;
  description: unknown;
  original: string;
  translation: unknown;
  /** where validation reports a problem of the translation */
  problemPointer: string;
  /** the text's own problem that it is not translated into this language yet */
  untranslated: readonly string[];
  long: boolean;
  language: FormLanguage;
  onChange(text: string): void;
}

/** The default text, read-only and marked with its language, above the input of its translation. */
function TranslatedText({ id, title, description, original, translation, problemPointer, untranslated, long, language, onChange }: TextProps) {
  const meta = useFieldMeta(problemPointer, description, [], untranslated);
  const originalId = `${id}-original`;
  const props = {
    id,
    lang: language.code,
    value: typeof translation === 'string' ? translation : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    'aria-describedby': [originalId, meta.describedBy].filter(Boolean).join(' '),
    'aria-invalid': meta.invalid,
  };
  return (
    <Row>
      <Label htmlFor={id}>{formLabels.inLanguage(title, language.name)}</Label>
      <FieldDescription meta={meta} text={description} />
      <Original id={originalId}>
        {formLabels.original(language.defaultName)}
        <span lang={language.defaultCode}>{original}</span>
      </Original>
      {long ? <TextArea {...props} rows={4} /> : <Input {...props} type="text" />}
      <FieldProblems meta={meta} />
    </Row>
  );
}

/**
 * A text of an object in the form's language: its translation (`translations[code][field]`) under the default text,
 * empty while untranslated; a list of texts is translated as a list of the same length. The control's id is the
 * text's own, so a jump to the text lands on its translation.
 */
export const TranslatedField = memo(function TranslatedField({ schema, objectPointer, field, value, translations }: Props) {
  const { root, update, idOf, language, problems } = useForm();
  const resolved = resolveSchema(schema, root);
  const title = String(resolved.title ?? field);
  const pointer = childPointer(objectPointer, field);
  const code = language?.code ?? '';
  const problemPointer = translationPointer(objectPointer, code, field);
  const translation = translationOf(translations, code, field);
  // validation says a text is not translated at the text itself: its translation's input shows it, in this language only
  const untranslated = language ? (problems.get(pointer) ?? []).filter((message) => problemWords(pointer, message, language.defaultCode).untranslated === code) : [];
  const write = (text: unknown) => update(childPointer(objectPointer, 'translations'), withTranslation(translations, code, field, text));
  const meta = useFieldMeta(problemPointer, resolved.description, Array.isArray(value) ? value.map((_, index) => childPointer(problemPointer, index)) : [], Array.isArray(value) ? untranslated : []);
  if (!language) return null;
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return (
      <Row>
        <Label as="p">{formLabels.inLanguage(title, language.name)}</Label>
        <Original>{formLabels.noOriginal(language.defaultName)}</Original>
      </Row>
    );
  }
  if (!Array.isArray(value)) {
    const long = kindOf(resolved) === 'long-text';
    return <TranslatedText id={idOf(pointer)} title={title} description={resolved.description} original={String(value)} translation={translation} problemPointer={problemPointer} untranslated={untranslated} long={long} language={language} onChange={(text) => write(text === '' ? undefined : text)} />;
  }
  // a list: one text per text of the default language, in the same order
  const itemSchema = resolveSchema((resolved.items ?? {}) as Schema, root);
  const itemTitle = String(itemSchema.title ?? title);
  const texts = Array.isArray(translation) ? translation : [];
  const writeItem = (index: number, text: string) => write(value.map((_, at) => (at === index ? text : typeof texts[at] === 'string' ? texts[at] : '')));
  return (
    <Group id={idOf(pointer)} aria-describedby={meta.describedBy}>
      <legend>{formLabels.inLanguage(title, language.name)}</legend>
      <FieldDescription meta={meta} text={resolved.description} />
      <FieldProblems meta={meta} />
      <Items>
        {value.map((text, index) => (
          <Item key={index}>
            <TranslatedText
              id={idOf(childPointer(pointer, index))}
              title={formLabels.itemTitle(itemTitle, index + 1)}
              description={undefined}
              original={String(text)}
              translation={texts[index]}
              problemPointer={childPointer(problemPointer, index)}
              untranslated={[]}
              long={kindOf(itemSchema) === 'long-text'}
              language={language}
              onChange={(next) => writeItem(index, next)}
            />
          </Item>
        ))}
      </Items>
    </Group>
  );
});
