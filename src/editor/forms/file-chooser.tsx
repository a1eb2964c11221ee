import { useId, useState } from 'react';
import { visibleText } from '@/shared/visible-text';
import { fetchMedia, type LibraryItem } from '../api/media-api';
import { mediaLabels } from '../ui/upload/media-labels';
import { thumbnailSrc } from '../ui/upload/thumbnail-src';
import { useFetched } from '../ui/use-fetched';
import { FileChoice, FileGrid, Thumb, VideoMark } from './file-field.styles';
import { Input, Muted } from './form.styles';
import { parseMediaSrc } from '@/shared/media';
import { formLabels } from './labels';

interface Props {
  listId: string;
  /** the files of public/ the schema lists */
  files: string[];
  current: string | undefined;
  title: string;
  video: boolean;
  /** an image field: the library's uploads are choices too */
  withUploads: boolean;
  onChoose: (src: string) => void;
}

interface Choice {
  src: string;
  label: string;
  /** what the filter looks in */
  text: string;
}

const noUploads = (): Promise<LibraryItem[]> => Promise.resolve([]);

export function Preview({ file, video }: { file: string; video: boolean }) {
  return video ? <VideoMark aria-hidden="true">▶</VideoMark> : <Thumb src={thumbnailSrc(file)} alt="" width={56} height={56} loading="lazy" decoding="async" data-opaque={parseMediaSrc(file)?.ext === 'jpg' ? '' : undefined} />;
}

/**
 * The files to choose from as a radio group, filtered by name: arrow keys move between them, as in any radio group.
 * An image field lists the library's uploads first (newest first; the server validates what is chosen), by file name.
 */
export function FileChooser({ listId, files, current, title, video, withUploads, onChoose }: Props) {
  const [filter, setFilter] = useState('');
  const name = useId();
  // mounted as the list opens: each opening asks for the library anew
  const { fetched } = useFetched(withUploads ? fetchMedia : noUploads);
  const uploads = fetched.phase === 'ready' ? fetched.data : [];
  const uploaded = new Set(uploads.map((item) => item.src));
  // an upload the schema lists too is named as the library names it
  const choices: Choice[] = [
    ...uploads.map((item) => ({ src: item.src, label: visibleText(item.fileName), text: `${item.fileName} ${item.alt} ${item.src}` })),
    ...files.filter((file) => !uploaded.has(file)).map((file) => ({ src: file, label: file, text: file })),
  ];
  const wanted = filter.trim().toLowerCase();
  const shown = choices.filter((choice) => choice.text.toLowerCase().includes(wanted));

  return (
    <>
      <label htmlFor={`${listId}-filter`}>{formLabels.filterFiles}</label>
      <Input id={`${listId}-filter`} type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
      {fetched.phase === 'failed' && <Muted>{mediaLabels.uploadsFailed(fetched.message)}</Muted>}
      {shown.length === 0 && <Muted>{formLabels.noFiles}</Muted>}
      <FileGrid role="radiogroup" aria-label={formLabels.chooseFile(title)}>
        {shown.map((choice) => (
          <FileChoice key={choice.src}>
            <input type="radio" name={name} value={choice.src} checked={choice.src === current} onChange={() => onChoose(choice.src)} />
            <Preview file={choice.src} video={video} />
            <span>{choice.label}</span>
          </FileChoice>
        ))}
      </FileGrid>
    </>
  );
}
