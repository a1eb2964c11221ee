import { useState, type FormEvent } from 'react';
import { labels } from '../../ui/labels';
import { useEditor } from '../../state/editor-context';
import { DialogButtons } from '../../ui/dialog-buttons';
import { EditorDialog } from '../../ui/editor-dialog';
import { newPage, newPageErrors, type NewPage } from '../../state/page-rules';
import { pageCopyErrors } from '../../state/page-copy-rules';
import { TextInput } from '../../ui/text-input';
import { StartFrom } from './start-from';

const empty: NewPage = { path: '/', title: '', description: '', breadcrumb: '' };

/** "Add page": path, title, where it starts from, and for an empty page its description and breadcrumb; errors show once the form is sent. */
export function AddPageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { state, dispatch } = useEditor();
  const [values, setValues] = useState(empty);
  // the index of the page or template to start from, '' for an empty page
  const [from, setFrom] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const source = from === '' ? undefined : Number(from);
  const template = source !== undefined && state.draft.pages[source]?.template === true;
  const errorsOf = () => (source === undefined ? newPageErrors(values, state.draft.pages) : pageCopyErrors(state.draft, source, values, template));
  const errors = submitted ? errorsOf() : {};
  const set = (key: keyof NewPage) => (value: string) => setValues((old) => ({ ...old, [key]: value }));

  const close = () => {
    setValues(empty);
    setFrom('');
    setSubmitted(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errorsOf()).length > 0) return;
    if (source === undefined) dispatch({ type: 'addPage', page: newPage(values, state.draft.pages) });
    else dispatch({ type: 'copyPage', from: source, path: values.path, title: values.title, template });
    close();
  };

  return (
    <EditorDialog open={open} title={labels.addPage} onClose={close}>
      <form onSubmit={submit} noValidate>
        <TextInput label={labels.pathLabel} hint={labels.pathHint} error={errors.path} value={values.path} onChange={set('path')} required startHere />
        <TextInput label={labels.titleLabel} hint={labels.titleHint} error={errors.title} value={values.title} onChange={set('title')} required />
        <StartFrom pages={state.draft.pages} value={from} onChange={setFrom} />
        {/* a page started from another takes its description and breadcrumb */}
        {source === undefined && (
          <>
            <TextInput label={labels.descriptionLabel} hint={labels.descriptionHint} value={values.description} onChange={set('description')} />
            <TextInput label={labels.breadcrumbLabel} hint={labels.breadcrumbHint} value={values.breadcrumb} onChange={set('breadcrumb')} />
          </>
        )}
        <DialogButtons submit={labels.addPage} onCancel={close} />
      </form>
    </EditorDialog>
  );
}
