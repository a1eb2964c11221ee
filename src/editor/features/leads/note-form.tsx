import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorText, Field, Hint } from '../../ui/controls';
import { leadsLabels } from './labels';
import { leadsSettings } from './leads-settings';

/** A new note: its length counted as it is typed, one over the server's limit refused before it is sent. */
export function NoteForm({ onAdd, busy }: { onAdd: (text: string) => Promise<boolean>; busy: boolean }) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const id = useId();
  const max = leadsSettings.noteMaxLength;
  const length = text.trim().length;
  const problem = length > max ? leadsLabels.noteTooLong(length, max) : empty ? leadsLabels.noteEmpty : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || length > max) return;
    if (length === 0) return setEmpty(true);
    if (await onAdd(text)) setText('');
  };
  return (
    <form onSubmit={submit}>
      <Field>
        <label htmlFor={`${id}-note`}>{leadsLabels.noteLabel}</label>
        <Hint id={`${id}-hint`}>{leadsLabels.noteHint}</Hint>
        <textarea
          id={`${id}-note`}
          rows={4}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-hint ${id}-count${problem ? ` ${id}-problem` : ''}`}
        />
        <Hint id={`${id}-count`}>{leadsLabels.noteLength(length, max)}</Hint>
        {problem && <ErrorText id={`${id}-problem`}>{problem}</ErrorText>}
      </Field>
      <Button type="submit" $variant="primary" aria-disabled={busy || length > max || undefined}>
        {leadsLabels.addNote}
      </Button>
    </form>
  );
}
