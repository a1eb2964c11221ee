import { useState } from 'react';
import { useForm } from './form-context';
import { LeafFrame, useFieldMeta } from './field-meta';
import type { ControlProps } from './field-props';
import { Muted, TextArea } from './form.styles';
import { formLabels } from './labels';

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A value whose schema has no control of its own, edited as JSON; text that does not parse yet changes nothing. */
export function JsonField({ schema, pointer, value, title, required }: ControlProps) {
  const { update } = useForm();
  const meta = useFieldMeta(pointer, schema.description);
  // the text as typed while editing, so the value's own formatting does not move the caret
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? JSON.stringify(value ?? null, null, 2);
  return (
    <LeafFrame meta={meta} title={title} description={schema.description} required={required}>
      <TextArea
        id={meta.id}
        value={text}
        spellCheck={false}
        onChange={(event) => {
          setDraft(event.target.value);
          if (parses(event.target.value)) update(pointer, JSON.parse(event.target.value));
        }}
        onBlur={() => setDraft(null)}
        aria-describedby={meta.describedBy}
        aria-invalid={meta.invalid}
      />
      {draft !== null && !parses(draft) && <Muted>{formLabels.invalidJson}</Muted>}
    </LeafFrame>
  );
}
