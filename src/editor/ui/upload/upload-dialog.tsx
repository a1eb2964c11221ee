import { EditorDialog } from '../editor-dialog';
import type { MediaItem } from '../../api/media-api';
import { mediaLabels } from './media-labels';
import { UploadForm } from './upload-form';

interface Props {
  /** the file picked or dropped; the dialog is open while there is one */
  file: File | null;
  onClose: () => void;
  /** the server stored it (or had it already): `alt` as typed, empty when Decorative */
  onUploaded: (item: MediaItem, alt: string, stored: boolean) => void;
}

/** "Upload an image": the picture, its alternative text or Decorative, then Upload; a refusal keeps it open. */
export function UploadDialog({ file, onClose, onUploaded }: Props) {
  return (
    <EditorDialog open={file !== null} title={mediaLabels.uploadTitle} onClose={onClose}>
      {/* keyed by the file: a new one starts with an empty form */}
      {file && (
        <UploadForm
          key={`${file.name}-${file.size}-${file.lastModified}`}
          file={file}
          onCancel={onClose}
          onUploaded={(item, alt, stored) => {
            onUploaded(item, alt, stored);
            onClose();
          }}
        />
      )}
    </EditorDialog>
  );
}
