import { useMemo, useState, type FormEvent } from 'react';
import { editorConfig } from '../../api/editor-config';
import { useEditor } from '../../state/editor-context';
import { retirePlan, retireTargets } from '../../state/retire-page';
import { routeKeys } from '../../state/route-keys';
import { DialogButtons } from '../../ui/dialog-buttons';
import { EditorDialog } from '../../ui/editor-dialog';
import { PageChoice } from './page-choice';
import { retireLabels } from './retire-labels';
import { RetireSummary } from './retire-summary';

interface Props {
  index: number;
  open: boolean;
  onClose: () => void;
  /** the page is gone: what to tell, now that this dialog and its opener are gone with it */
  onRetired: (text: string) => void;
}

/** "Delete and send its visitors to…": the page to send them to, what will happen, then one undoable edit. */
export function RetirePageDialog({ index, open, onClose, onRetired }: Props) {
  const { state, dispatch } = useEditor();
  const page = state.draft.pages[index];
  const targets = useMemo(() => retireTargets(state.draft, index), [state.draft, index]);
  const [to, setTo] = useState(() => targets[0]?.path ?? '/');
  // a walk of the whole site: not again for each key typed into the search field
  const plan = useMemo(() => (open ? retirePlan(state.draft, index, to, routeKeys) : null), [open, state.draft, index, to]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!plan || !page) return;
    dispatch({ type: 'retirePage', page: index, to, by: editorConfig()?.account.email, at: new Date().toISOString() });
    onRetired(retireLabels.done(page.title, to));
  };

  return (
    <EditorDialog open={open && page !== undefined} title={retireLabels.title(page?.title ?? '')} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <PageChoice pages={targets} value={to} onChange={setTo} />
        {plan && page && <RetireSummary site={state.draft} title={page.title} plan={plan} />}
        <DialogButtons submit={retireLabels.submit} variant="danger" blocked={!plan} onCancel={onClose} />
      </form>
    </EditorDialog>
  );
}
