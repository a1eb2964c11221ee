import type { FormEvent } from 'react';
import { makeShared } from '@/model/shared-edits';
import { sharedLabels } from '../../ui/shared-labels';
import { useEditor } from '../../state/editor-context';
import { DialogButtons } from '../../ui/dialog-buttons';
import { EditorDialog } from '../../ui/editor-dialog';
import { Hint } from '../../ui/controls';
import { TextInput } from '../../ui/text-input';
import { useOneField, type SectionDialogProps } from '../../ui/section-dialog';

/** "Make shared…": the name asked, the section made a shared section in one undoable step; a refusal shows at the name. */
export function MakeSharedDialog({ open, page, section, onClose, onDone }: SectionDialogProps) {
  const { state, dispatch } = useEditor();
  const { value: name, setValue: setName, error, setError, close } = useOneField('', onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // the model's own checks (empty, too long, a name taken) say why, before the step is made
    const made = makeShared(state.draft, page, section, name);
    if (!made.ok) return setError(made.message);
    dispatch({ type: 'makeShared', page, section, name });
    onDone(sharedLabels.madeShared(name.trim()));
    close();
  };
  return (
    <EditorDialog open={open} title={sharedLabels.makeSharedTitle} onClose={close}>
      <form onSubmit={submit} noValidate>
        <Hint>{sharedLabels.makeSharedIntro}</Hint>
        <TextInput label={sharedLabels.nameLabel} hint={sharedLabels.nameHint} error={error} value={name} onChange={setName} required startHere />
        <DialogButtons submit={sharedLabels.makeSharedSubmit} onCancel={close} />
      </form>
    </EditorDialog>
  );
}
