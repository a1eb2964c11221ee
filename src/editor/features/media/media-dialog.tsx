import { useEffect, useRef, useState } from 'react';
import { visibleText } from '@/shared/visible-text';
import { EditorDialog } from '../../ui/editor-dialog';
import { fetchMedia } from '../../api/media-api';
import { SessionEndedAlert } from '../../ui/session-ended-alert';
import { useFetched } from '../../ui/use-fetched';
import { ListStatus } from '../../ui/list-status';
import { Button, ButtonRow, Notice } from '../../ui/controls';
import { DeleteDialog } from './delete-dialog';
import { FileInput } from '../../ui/upload/file-input';
import { mediaLabels } from '../../ui/upload/media-labels';
import { MediaList } from './media-list';
import { UploadDialog } from '../../ui/upload/upload-dialog';
import { useMediaDelete, type MediaNote } from './use-media-delete';

/** Media: every uploaded image, searchable, with the pages that show it; Upload adds one, Delete removes an unused one. */
export function MediaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <EditorDialog open={open} title={mediaLabels.mediaTitle} onClose={onClose} wide>
      <MediaBody />
    </EditorDialog>
  );
}

// Mounted as the dialog opens: each opening asks for the list anew.
function MediaBody() {
  const { fetched, reload } = useFetched(fetchMedia);
  const [note, setNote] = useState<MediaNote | null>(null);
  const deletion = useMediaDelete(reload, setNote);
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (note?.takeFocus) noteRef.current?.focus();
  }, [note]);

  return (
    <div className="dialog-body">
      <SessionEndedAlert />
      <ButtonRow>
        <Button type="button" onClick={() => picker.current?.click()}>
          {mediaLabels.upload}
        </Button>
      </ButtonRow>
      <FileInput ref={picker} onFile={setFile} />
      {note && (
        <Notice key={note.text} ref={noteRef} tabIndex={-1} role={note.failed ? 'alert' : 'status'} $tone={note.failed ? 'danger' : 'info'}>
          <p>{note.text}</p>
          {note.pages && note.pages.length > 0 && (
            <>
              <p>{mediaLabels.pagesUsing}</p>
              <ul>
                {note.pages.map((page) => (
                  <li key={page}>{page}</li>
                ))}
              </ul>
            </>
          )}
        </Notice>
      )}
      <ListStatus fetched={fetched} />
      {fetched.phase === 'ready' && <MediaList items={fetched.data} onDelete={deletion.ask} />}
      <DeleteDialog item={deletion.confirming} onConfirm={(item) => void deletion.remove(item)} onClose={deletion.cancel} />
      <UploadDialog
        file={file}
        onClose={() => setFile(null)}
        onUploaded={(item) => {
          setNote({ text: mediaLabels.uploadedToLibrary(visibleText(item.fileName)), failed: false });
          reload();
        }}
      />
    </div>
  );
}
