import { useId, useState } from 'react';
import type { LibraryItem } from '../../api/media-api';
import { Hint } from '../../ui/controls';
import { mediaLabels } from '../../ui/upload/media-labels';
import { MediaCard } from './media-card';
import { Cards, SearchRow, Status } from '../../ui/upload/media.styles';

const matches = (item: LibraryItem, wanted: string) => `${item.fileName}\n${item.alt}`.toLowerCase().includes(wanted);

/** The library's images, searchable by file name and alt text as one types; how many match is announced politely. */
export function MediaList({ items, onDelete }: { items: LibraryItem[]; onDelete: (item: LibraryItem) => void }) {
  const [query, setQuery] = useState('');
  const id = useId();
  const wanted = query.trim().toLowerCase();
  const shown = items.filter((item) => matches(item, wanted));
  if (items.length === 0) return <p>{mediaLabels.empty}</p>;
  return (
    <>
      <SearchRow>
        <div>
          <label htmlFor={id}>{mediaLabels.search}</label>
          <input id={id} type="search" value={query} onChange={(event) => setQuery(event.target.value)} aria-describedby={`${id}-hint`} data-autofocus />
          <Hint id={`${id}-hint`}>{mediaLabels.searchHint}</Hint>
        </div>
        <Status role="status">{mediaLabels.count(shown.length, items.length)}</Status>
      </SearchRow>
      {shown.length === 0 ? (
        <p>{mediaLabels.noMatch}</p>
      ) : (
        <Cards aria-label={mediaLabels.images}>
          {shown.map((item) => (
            <MediaCard key={item.src} item={item} onDelete={onDelete} />
          ))}
        </Cards>
      )}
    </>
  );
}
