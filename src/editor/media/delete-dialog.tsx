import { visibleText } from '@/shared/visible-text';
import { EditorDialog } from '../editor-dialog';
import type { LibraryItem } from '../media-api';
import { Button, ButtonRow } from '../ui';
import { mediaLabels } from './labels';

interface Props {
  item: LibraryItem | null;
  onConfirm: (item: LibraryItem) => void;
  onClose: () => void;
}

/** "Delete photo.jpg?": what a delete does, before it does it; Cancel has the focus. */
export function DeleteDialog({ item, onConfirm, onClose }: Props) {
  const name = visibleText(item?.fileName ?? '');
  return (
    <EditorDialog open={item !== null} title={mediaLabels.deleteTitle(name)} onClose={onClose}>
      <div className="dialog-body">
        <p>{mediaLabels.deleteConfirm}</p>
        <ButtonRow>
          <Button type="button" $variant="danger" onClick={() => item && onConfirm(item)}>
            {mediaLabels.delete}
          </Button>
          <Button type="button" data-autofocus onClick={onClose}>
            {mediaLabels.cancel}
          </Button>
        </ButtonRow>
      </div>
    </EditorDialog>
  );
}
