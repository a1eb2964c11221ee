import { useRef, useState } from 'react';
import { useFitScale } from '../../ui/use-fit-scale';
import type { DraftMessage } from '../../api/preview-messages';
import { labels } from '../../ui/labels';
import { blockPreviewUrl, thumbnailScreen, type CatalogEntry } from './catalog-entries';
import { NoPreview, Thumb, ThumbFrame } from './block-catalog.styles';
import { useLoadTurn, type LoadQueue } from './load-queue';
import { useNearView } from './use-near-view';
import { useThumbnailDraft } from './use-thumbnail-draft';

/**
 * A block's example drawn by the site's own components in a page of its own (an iframe at a desktop's
 * width, scaled to the card), loaded once the card nears the visible part of the catalog and `queue`
 * gives it its turn: pages that load together share the editor's thread, so the first ones come sooner
 * one or two at a time. Decorative: the card's button says what the block is, so assistive technology
 * skips the picture.
 */
export function BlockThumbnail({ entry, draft, queue }: { entry: CatalogEntry; draft: DraftMessage; queue: LoadQueue }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const near = useNearView(box);
  const { scale } = useFitScale(box, thumbnailScreen.width);
  const state = useThumbnailDraft(frame, draft);
  // the page's load event: its modules have run, the heavy part; what it still does is its own block
  const [loaded, setLoaded] = useState(false);
  const turn = useLoadTurn(queue, near, loaded || state !== 'waiting');
  return (
    <Thumb ref={box} aria-hidden="true" inert data-preview={state}>
      {state === 'failed' ? (
        <NoPreview>{labels.noPreview}</NoPreview>
      ) : (
        turn && (
          <ThumbFrame
            ref={frame}
            title={labels.previewOf(entry.title)}
            src={blockPreviewUrl(entry.type)}
            tabIndex={-1}
            onLoad={() => setLoaded(true)}
            data-drawn={state === 'rendered' ? '' : undefined}
            style={{ width: `${thumbnailScreen.width}px`, height: `${thumbnailScreen.height}px`, transform: `scale(${scale})` }}
          />
        )
      )}
    </Thumb>
  );
}
