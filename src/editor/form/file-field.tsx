import { useId, useState } from 'react';
import { useForm } from './form-context';
import { FieldDescription, FieldProblems, useFieldMeta } from './field-meta';
import type { ControlProps } from './field-props';
import { Buttons, Group, Input, Muted, SmallButton } from './form.styles';
import { Current, FileChoice, FileGrid, Thumb, VideoMark } from './file-field.styles';
import { formLabels } from './labels';

function Preview({ file, video }: { file: string; video: boolean }) {
  return video ? <VideoMark aria-hidden="true">▶</VideoMark> : <Thumb src={file} alt="" width={56} height={56} loading="lazy" decoding="async" />;
}

/**
 * A file from public/: the chosen one with its thumbnail (a video by name and a mark), and a button that opens
 * the files as a radio group, filtered by name: arrow keys move between them, as in any radio group.
 */
export function FileField({ schema, pointer, value, title, required }: ControlProps) {
  const { update } = useForm();
  const meta = useFieldMeta(pointer, schema.description);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const name = useId();
  const video = schema['x-widget'] === 'video-file';
  const files = (schema.enum ?? []) as string[];
  const current = typeof value === 'string' && value !== '' ? value : undefined;
  const missing = current !== undefined && !files.includes(current);
  const shown = files.filter((file) => file.toLowerCase().includes(filter.trim().toLowerCase()));
  const listId = `${meta.id}-files`;

  return (
    <Group aria-describedby={meta.describedBy}>
      <legend>{title}</legend>
      <FieldDescription meta={meta} text={schema.description} />
      <Current>
        {current ? <Preview file={current} video={video} /> : null}
        <span>{current ? (missing ? formLabels.missingFile(current) : current) : formLabels.noFile}</span>
      </Current>
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
        {!required && current && (
          <SmallButton type="button" onClick={() => update(pointer, undefined)}>
            {formLabels.removeOptional(title)}
          </SmallButton>
        )}
      </Buttons>
      <div id={listId} hidden={!open}>
        {open && (
          <>
            <label htmlFor={`${listId}-filter`}>{formLabels.filterFiles}</label>
            <Input id={`${listId}-filter`} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
            {shown.length === 0 && <Muted>{formLabels.noFiles}</Muted>}
            <FileGrid role="radiogroup" aria-label={formLabels.chooseFile(title)}>
              {shown.map((file) => (
                <FileChoice key={file}>
                  <input type="radio" name={name} value={file} checked={file === current} onChange={() => update(pointer, file)} />
                  <Preview file={file} video={video} />
                  <span>{file}</span>
                </FileChoice>
              ))}
            </FileGrid>
          </>
        )}
      </div>
      <FieldProblems meta={meta} />
    </Group>
  );
}
