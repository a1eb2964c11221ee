import { useEditor } from '../../state/editor-context';
import { EditorDialog } from '../../ui/editor-dialog';
import { Button, ButtonRow, Hint } from '../../ui/controls';
import type { SectionDialogProps } from '../../ui/section-dialog';
import { testLabels } from './labels';

/** "End test…": keep A, or make B the section; either is one undoable edit that the next publish makes live. */
export function EndTestDialog({ open, page, section, onClose, onDone }: SectionDialogProps) {
  const { dispatch } = useEditor();
  const end = (keep: 'a' | 'b') => {
    dispatch({ type: 'endTest', page, section, keep });
    onDone(keep === 'a' ? testLabels.endedA : testLabels.endedB);
    onClose();
  };
  return (
    <EditorDialog open={open} title={testLabels.endTitle} onClose={onClose}>
      <div className="dialog-body">
        <Hint>{testLabels.endIntro}</Hint>
        <ButtonRow>
          <Button type="button" onClick={() => end('a')}>
            {testLabels.keepA}
          </Button>
          <Button type="button" $variant="primary" onClick={() => end('b')}>
            {testLabels.makeB}
          </Button>
        </ButtonRow>
      </div>
    </EditorDialog>
  );
}
