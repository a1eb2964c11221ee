import { visibleText } from '@/shared/visible-text';
import type { LibraryItem } from '../../api/media-api';
import { Button } from '../../ui/controls';
import { formatBytes } from '../../ui/upload/format-bytes';
import { mediaLabels } from '../../ui/upload/media-labels';
import { Card } from '../../ui/upload/media.styles';
import { thumbnailSrc } from '../../ui/upload/thumbnail-src';

/** One image of the library: thumbnail, name, size, alt text, the pages that show it, and Delete. */
export function MediaCard({ item, onDelete }: { item: LibraryItem; onDelete: (item: LibraryItem) => void }) {
  const name = visibleText(item.fileName);
  return (
    <Card data-transparent={item.type === 'image/png' ? '' : undefined}>
      {/* the name and alt text below say what it is */}
      <img src={thumbnailSrc(item.src)} alt="" width={320} height={240} loading="lazy" decoding="async" />
      <h3>{name}</h3>
      <div>
        <p>
          {mediaLabels.pixels(item.width, item.height)} · {formatBytes(item.bytes)}
        </p>
        <p>{item.alt ? mediaLabels.altText(visibleText(item.alt)) : mediaLabels.noAlt}</p>
        <p>{mediaLabels.usedOn(item.usedOn)}</p>
      </div>
      <Button type="button" $variant="danger" aria-label={mediaLabels.deleteName(name)} onClick={() => onDelete(item)}>
        {mediaLabels.delete}
      </Button>
    </Card>
  );
}
