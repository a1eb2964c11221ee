import type { FormEvent } from 'react';
import { startTest } from '@/model/test-edits';
import { useEditor } from '../../state/editor-context';
import { DialogButtons } from '../../ui/dialog-buttons';
import { EditorDialog } from '../../ui/editor-dialog';
import { Hint } from '../../ui/controls';
import { TextInput } from '../../ui/text-input';
import { useOneField, type SectionDialogProps } from '../../ui/section-dialog';
import { testLabels } from './labels';

/** "Test a variant…": the share of B asked (50 by default), the test made in one undoable step; a refusal shows at the share. */
export function StartTestDialog({ open, page, section, onClose, onDone }: SectionDialogProps) {
  const { state, dispatch } = useEditor();
  const { value: share, setValue: setShare, error, setError, close } = useOneField('50', onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startedAt = new Date().toISOString();
    const value = /^\s*\d+\s*$/.test(share) ? Number(share) : Number.NaN;
    // the model's own checks (a page already under test, a shared section, the share) say why, before the step is made
    const made = startTest(state.draft, page, section, { share: value, startedAt });
    if (!made.ok) return setError(made.message);
    dispatch({ type: 'startTest', page, section, share: value, startedAt });
    onDone(testLabels.started);
    close();
  };
  return (
    <EditorDialog open={open} title={testLabels.startTitle} onClose={close}>
      <form onSubmit={submit} noValidate>
        <Hint>{testLabels.startIntro}</Hint>
        <TextInput label={testLabels.shareLabel} hint={testLabels.shareHint} error={error} value={share} onChange={setShare} required startHere />
        <DialogButtons submit={testLabels.start} onCancel={close} />
      </form>
    </EditorDialog>
  );
}
