import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { isPreviewMessage, type DraftMessage } from '../../api/preview-messages';

export type ThumbnailState = 'waiting' | 'rendered' | 'failed';

/**
 * Sends `draft` to the thumbnail page in `frame` when it says it is ready (and again after a hot reload),
 * and follows what it reports: drawn, or failed. Messages from any other window or origin are ignored.
 */
export function useThumbnailDraft(frame: RefObject<HTMLIFrameElement | null>, draft: DraftMessage): ThumbnailState {
  const [state, setState] = useState<ThumbnailState>('waiting');
  const onMessage = useEffectEvent((event: MessageEvent) => {
    const preview = frame.current?.contentWindow;
    if (event.origin !== window.location.origin || !preview || event.source !== preview || !isPreviewMessage(event.data)) return;
    const message = event.data;
    if (message.type === 'ready') preview.postMessage(draft, window.location.origin);
    else if (message.type === 'rendered' || message.type === 'failed') setState(message.type);
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => onMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);
  return state;
}
