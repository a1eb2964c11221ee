import { useState, type FormEvent } from 'react';
import { setShare } from '@/model/test-edits';
import { useEditor } from '../../state/editor-context';
import { Button } from '../../ui/controls';
import { TextInput } from '../../ui/text-input';
import { testLabels } from './labels';

/** The share of B of a running test, changed in one undoable step (a new share deals no visitor anew but those moved). */
export function ShareForm({ page, section, share, onDone }: { page: number; section: number; share: number; onDone: (message: string) => void }) {
  const { state, dispatch } = useEditor();
  const [value, setValue] = useState(String(share));
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    const done = setShare(state.draft, page, section, next);
    if (!done.ok) return setError(done.message);
    setError(undefined);
    dispatch({ type: 'setTestShare', page, section, share: next });
    onDone(testLabels.shareChanged(next));
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextInput label={testLabels.shareLabel} hint={testLabels.shareHint} error={error} value={value} onChange={setValue} required />
      <Button type="submit">{testLabels.changeShare}</Button>
    </form>
  );
}
