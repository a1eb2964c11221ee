import { useState } from 'react';
import { EditorDialog } from '../ui/editor-dialog';
import { labels } from '../ui/labels';
import { Button, ButtonRow, Hint } from '../ui/controls';
import { PublishRedirects } from './publish-redirects';

interface Props {
  disabled: boolean;
  onPublish: () => void;
}

/** Publish, after a confirmation that says what it does, and which old addresses it sends on. */
export function PublishButton({ disabled, onPublish }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" $variant="primary" onClick={() => setOpen(true)} disabled={disabled}>
        {labels.publish}
      </Button>
      <EditorDialog open={open} title={labels.publishTitle} onClose={() => setOpen(false)}>
        <div className="dialog-body">
          <p>{labels.publishConfirm}</p>
          <PublishRedirects />
          <Hint>{labels.publishSaved}</Hint>
          <ButtonRow>
            <Button
              type="button"
              $variant="primary"
              data-autofocus
              onClick={() => {
                setOpen(false);
                onPublish();
              }}
            >
              {labels.publish}
            </Button>
            <Button type="button" onClick={() => setOpen(false)}>
              {labels.cancel}
            </Button>
          </ButtonRow>
        </div>
      </EditorDialog>
    </>
  );
}
