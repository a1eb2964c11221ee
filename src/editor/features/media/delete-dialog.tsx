import { visibleText } from '@/shared/visible-text';
import { EditorDialog } from '../../ui/editor-dialog';
import type { LibraryItem } from '../../api/media-api';
import { Button, ButtonRow } from '../../ui/controls';
import { mediaLabels } from '../../ui/upload/media-labels';

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
