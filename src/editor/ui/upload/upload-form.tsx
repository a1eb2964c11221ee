import { useId, useRef, useState, type FormEvent } from 'react';
import type { MediaItem } from '../../api/media-api';
import { TextInput } from '../text-input';
import { SessionEndedAlert } from '../session-ended-alert';
import { Check, Hint, Notice } from '../controls';
import { DialogButtons } from '../dialog-buttons';
import { formatBytes } from './format-bytes';
import { mediaLabels } from './media-labels';
import { PreviewFigure, Status } from './media.styles';
import { useObjectUrl } from './use-object-url';
import { useUpload } from './use-upload';

interface Props {
  file: File;
  onCancel: () => void;
  onUploaded: (item: MediaItem, alt: string, stored: boolean) => void;
}

/** The upload dialog's form: the picture, Alternative text (required unless Decorative), Upload and Cancel. */
export function UploadForm({ file, onCancel, onUploaded }: Props) {
  const showFile = useObjectUrl(file);
  const [shown, setShown] = useState(true);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [missingAlt, setMissingAlt] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const hintId = useId();
  const upload = useUpload(onUploaded);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.busy) return;
    if (!decorative && alt.trim() === '') {
      setMissingAlt(true);
      form.current?.querySelector<HTMLInputElement>('input[type="text"]')?.focus();
      return;
    }
    void upload.send(file, decorative ? '' : alt.trim());
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-busy={upload.busy}>
      <SessionEndedAlert />
      {upload.error && (
        <Notice role="alert" $tone="danger">
          <p>{upload.error}</p>
        </Notice>
      )}
      <PreviewFigure>
        {shown && <img ref={showFile} alt={mediaLabels.previewOf(file.name)} onError={() => setShown(false)} />}
        {!shown && <Hint>{mediaLabels.noPreview}</Hint>}
        <figcaption>{mediaLabels.fileLine(file.name, formatBytes(file.size))}</figcaption>
      </PreviewFigure>
      <TextInput
        label={mediaLabels.alt}
        hint={mediaLabels.altHint}
        error={missingAlt && !decorative && alt.trim() === '' ? mediaLabels.altRequired : undefined}
        value={decorative ? '' : alt}
        onChange={setAlt}
        required={!decorative}
        disabled={decorative}
        startHere
      />
      <div>
        <Check>
          <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} aria-describedby={hintId} />
          {mediaLabels.decorative}
        </Check>
        <Hint id={hintId}>{mediaLabels.decorativeHint}</Hint>
      </div>
      <DialogButtons submit={mediaLabels.send} submitting={mediaLabels.sending} busy={upload.busy} onCancel={onCancel}>
        <Status role="status">{upload.busy ? mediaLabels.uploading(file.name) : ''}</Status>
      </DialogButtons>
    </form>
  );
}
