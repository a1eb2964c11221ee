import { useState, type FormEvent } from 'react';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { copySuggestion, pageCopyErrors, type PageCopy } from '../../state/page-copy-rules';
import { DialogButtons } from '../../ui/dialog-buttons';
import { EditorDialog } from '../../ui/editor-dialog';
import { TextInput } from '../../ui/text-input';
import { copyLabels } from './copy-labels';
import { Hint } from '../../ui/controls';

interface Props {
  index: number;
  open: boolean;
  onClose: () => void;
  /** the copy is made and selected: what to tell, now that this dialog's opener is gone */
  onMade: (text: string) => void;
}

/** "Duplicate page…": the copy's path and title, checked as Add page checks them, then one undoable edit. */
export function DuplicatePageDialog({ index, open, onClose, onMade }: Props) {
  const { state, dispatch } = useEditor();
  const page = state.draft.pages[index];
  const [values, setValues] = useState<PageCopy>(() => copySuggestion(page?.path ?? '/', page?.title ?? ''));
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? pageCopyErrors(state.draft, index, values) : {};
  const set = (key: keyof PageCopy) => (value: string) => setValues((old) => ({ ...old, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(pageCopyErrors(state.draft, index, values)).length > 0) return;
    dispatch({ type: 'copyPage', from: index, path: values.path, title: values.title });
    onMade(copyLabels.done(values.title.trim(), values.path.trim()));
  };

  return (
    <EditorDialog open={open && page !== undefined} title={copyLabels.title(page?.title ?? '')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Hint>{copyLabels.intro}</Hint>
        <TextInput label={copyLabels.pathLabel} hint={labels.pathHint} error={errors.path} value={values.path} onChange={set('path')} required startHere />
        <TextInput label={copyLabels.titleLabel} hint={labels.titleHint} error={errors.title} value={values.title} onChange={set('title')} required />
        <DialogButtons submit={copyLabels.submit} onCancel={onClose} />
      </form>
    </EditorDialog>
  );
}
