import { useContext, useRef, useState } from 'react';
import { parseMediaSrc } from '@/shared/media';
import { mediaLabels } from '../ui/upload/media-labels';
import { FileInput } from '../ui/upload/file-input';
import { UploadDialog } from '../ui/upload/upload-dialog';
import { LockedNoteContext, useForm } from './form-context';
import { FieldDescription, FieldProblems, useFieldMeta } from './field-meta';
import type { ControlProps } from './field-props';
import { FileChooser, Preview } from './file-chooser';
import { Buttons, Muted, SmallButton } from './form.styles';
import { Current, FileGroup } from './file-field.styles';
import { chosenValues, useImageObject } from './image-object';
import { formLabels } from './labels';
import { useFieldUpload } from './use-field-upload';

/**
 * A file from public/ (or an upload): the chosen one with its thumbnail (a video by name and a mark), and a button
 * that opens the files to choose from. The src of an image also has Upload (a file picker, or a file dropped on the
 * field), which sets the image's src, alt text and size in one change.
 */
export function FileField({ schema, pointer, value, title, required }: ControlProps) {
  const { update } = useForm();
  const meta = useFieldMeta(pointer, schema.description);
  const [open, setOpen] = useState(false);
  const locked = useContext(LockedNoteContext) !== undefined;
  const imageObject = useImageObject(pointer);
  // a locked field's buttons are disabled by its fieldset; a drop must not get round that
  const image = locked ? null : imageObject;
  const uploadButton = useRef<HTMLButtonElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useFieldUpload(image, uploadButton);
  const video = schema['x-widget'] === 'video-file';
  const files = (schema.enum ?? []) as string[];
  const current = typeof value === 'string' && value !== '' ? value : undefined;
  // an upload is not among the schema's files: the server says whether it exists
  const missing = current !== undefined && !files.includes(current) && !parseMediaSrc(current);
  const listId = `${meta.id}-files`;
  const choose = (src: string) => (image ? image.set(chosenValues(src)) : update(pointer, src));

  return (
    <FileGroup aria-describedby={meta.describedBy} data-dropping={upload.dragging || undefined} {...upload.dropProps}>
      <legend>{title}</legend>
      <FieldDescription meta={meta} text={schema.description} />
      <Current>
        {current ? <Preview file={current} video={video} /> : null}
        <span>{current ? (missing ? formLabels.missingFile(current) : current) : formLabels.noFile}</span>
      </Current>
      <div>
        <Buttons>
          <SmallButton
            id={meta.id}
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-describedby={meta.describedBy}
            aria-invalid={meta.invalid}
            onClick={() => setOpen(!open)}
          >
            {open ? formLabels.closeFiles : formLabels.chooseFile(title)}
          </SmallButton>
          {image && (
            <SmallButton ref={uploadButton} type="button" aria-label={mediaLabels.uploadInto(image.title)} onClick={() => picker.current?.click()}>
              {mediaLabels.upload}
            </SmallButton>
          )}
          {!required && current && (
            <SmallButton type="button" onClick={() => update(pointer, undefined)}>
              {formLabels.removeOptional(title)}
            </SmallButton>
          )}
        </Buttons>
        {upload.dragging && <Muted>{mediaLabels.dropHere}</Muted>}
        {image && <Muted role="status">{upload.note}</Muted>}
      </div>
      <div id={listId} hidden={!open}>
        {open && <FileChooser listId={listId} files={files} current={current} title={title} video={video} withUploads={image !== null} onChoose={choose} />}
      </div>
      <FieldProblems meta={meta} />
      {image && (
        <>
          <FileInput ref={picker} onFile={upload.pick} />
          <UploadDialog file={upload.file} onClose={upload.close} onUploaded={upload.uploaded} />
        </>
      )}
    </FileGroup>
  );
}
