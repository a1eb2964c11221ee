import { useState, type FormEvent } from 'react';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { DialogButtons } from '../../ui/dialog-buttons';
import { EditorDialog } from '../../ui/editor-dialog';
import { newPage, newPageErrors, type NewPage } from '../../state/page-rules';
import { TextInput } from '../../ui/text-input';

const empty: NewPage = { path: '/', title: '', description: '', breadcrumb: '' };

/** "Add page": path, title, description and breadcrumb; errors show once the form is sent. */
export function AddPageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { state, dispatch } = useEditor();
  const [values, setValues] = useState(empty);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? newPageErrors(values, state.draft.pages) : {};
  const set = (key: keyof NewPage) => (value: string) => setValues((old) => ({ ...old, [key]: value }));

  const close = () => {
    setValues(empty);
    setSubmitted(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(newPageErrors(values, state.draft.pages)).length > 0) return;
    dispatch({ type: 'addPage', page: newPage(values, state.draft.pages) });
    close();
  };

  return (
    <EditorDialog open={open} title={labels.addPage} onClose={close}>
      <form onSubmit={submit} noValidate>
        <TextInput label={labels.pathLabel} hint={labels.pathHint} error={errors.path} value={values.path} onChange={set('path')} required startHere />
        <TextInput label={labels.titleLabel} hint={labels.titleHint} error={errors.title} value={values.title} onChange={set('title')} required />
        <TextInput label={labels.descriptionLabel} hint={labels.descriptionHint} value={values.description} onChange={set('description')} />
        <TextInput label={labels.breadcrumbLabel} hint={labels.breadcrumbHint} value={values.breadcrumb} onChange={set('breadcrumb')} />
        <DialogButtons submit={labels.addPage} onCancel={close} />
      </form>
    </EditorDialog>
  );
}
