import { EditorDialog } from '../../ui/editor-dialog';
import type { VersionSummary } from '../../api/live-api';
import { labels } from '../../ui/labels';
import { Button, ButtonRow } from '../../ui/controls';

interface Props {
  version: VersionSummary | null;
  onConfirm: (version: VersionSummary) => void;
  onClose: () => void;
}

/** "Restore version N?": what a restore does, before it does it. */
export function RestoreDialog({ version, onConfirm, onClose }: Props) {
  const id = version?.id ?? 0;
  return (
    <EditorDialog open={version !== null} title={labels.restoreTitle(id)} onClose={onClose}>
      <div className="dialog-body">
        <p>{labels.restoreConfirm(id)}</p>
        <ButtonRow>
          <Button type="button" $variant="primary" onClick={() => version && onConfirm(version)}>
            {labels.restoreButton}
          </Button>
          <Button type="button" data-autofocus onClick={onClose}>
            {labels.cancel}
          </Button>
        </ButtonRow>
      </div>
    </EditorDialog>
  );
}
