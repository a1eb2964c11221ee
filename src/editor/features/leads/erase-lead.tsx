import { useState } from 'react';
import { EditorDialog } from '../../ui/editor-dialog';
import { Button, ButtonRow } from '../../ui/controls';
import { leadsLabels } from './labels';
import { Muted, Panel } from './leads.styles';

/** Erase, after a confirmation that says it cannot be undone; Cancel has the focus. */
export function EraseLead({ busy, onErase }: { busy: boolean; onErase: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Panel aria-labelledby="lead-erase">
      <h2 id="lead-erase">{leadsLabels.eraseHeading}</h2>
      <Muted>{leadsLabels.eraseHint}</Muted>
      <ButtonRow>
        <Button type="button" $variant="danger" aria-disabled={busy || undefined} onClick={() => !busy && setOpen(true)}>
          {leadsLabels.erase}
        </Button>
      </ButtonRow>
      <EditorDialog open={open} title={leadsLabels.eraseTitle} onClose={() => setOpen(false)}>
        <div className="dialog-body">
          <p>{leadsLabels.eraseConfirm}</p>
          <ButtonRow>
            <Button
              type="button"
              $variant="danger"
              onClick={() => {
                setOpen(false);
                onErase();
              }}
            >
              {leadsLabels.eraseButton}
            </Button>
            <Button type="button" data-autofocus onClick={() => setOpen(false)}>
              {leadsLabels.cancel}
            </Button>
          </ButtonRow>
        </div>
      </EditorDialog>
    </Panel>
  );
}
